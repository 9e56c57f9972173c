extension GalleryPage {
  /// The contents of `gallery.js`: wires each card's slider to its strip of frames, and the
  /// filters to the cards.
  ///
  /// The strip is scaled to `frameCount` frame widths, so `background-position` at
  /// `i / (frameCount - 1) * 100%` shows frame `i`; the caption adds up the delays before
  /// it. The filters hide the cards whose `data-operation` is not the one chosen, or that
  /// no gesture drives (`data-interactive`) when asked, and the effects left with none.
  /// Plain JavaScript, run once the page is parsed, with no network.
  package static let script = #"""
    // Transit gallery: each card's slider shows one frame of its strip; the filters hide
    // the cards of other operations, or those no gesture drives.
    // Plain JavaScript with no network access, so the page works opened from disk.
    "use strict";
    (function () {
      function setUp(card) {
        var scrubber = card.querySelector(".scrubber");
        var frame = card.querySelector(".frame");
        var label = card.querySelector(".frame-label");
        if (!scrubber || !frame) {
          return;
        }
        var count = Math.max(1, parseInt(card.getAttribute("data-frame-count"), 10) || 1);
        var delays = (card.getAttribute("data-delays-ms") || "").split(",").map(Number);

        function show(value) {
          var index = Math.min(count - 1, Math.max(0, Math.round(Number(value)) || 0));
          // The strip is count frames wide, so this percentage brings frame `index` into view.
          var x = count > 1 ? (index / (count - 1)) * 100 : 0;
          frame.style.backgroundPosition = x + "% 0%";
          var ms = 0;
          for (var k = 0; k < index; k++) {
            ms += isFinite(delays[k]) ? delays[k] : 0;
          }
          if (label) {
            label.textContent =
              "frame " + (index + 1) + " of " + count + " \u00b7 " + Math.round(ms) + " ms";
          }
        }

        scrubber.addEventListener("input", function () {
          show(scrubber.value);
        });
        show(scrubber.value);
      }

      function setUpFilters() {
        var form = document.querySelector(".filters");
        if (!form) {
          return;
        }
        var cards = document.querySelectorAll(".card");
        var sections = document.querySelectorAll(".effect");
        var links = document.querySelectorAll(".effects a");
        var shown = form.querySelector(".shown");
        var empty = document.querySelector("main > .empty");

        function apply() {
          var chosen = form.querySelector("input[name=operation]:checked");
          var operation = chosen ? chosen.value : "";
          var gesture = form.querySelector("input[name=interactive]");
          var gestureOnly = gesture ? gesture.checked : false;
          var count = 0;
          for (var i = 0; i < cards.length; i++) {
            var card = cards[i];
            var visible =
              (operation === "" || card.getAttribute("data-operation") === operation) &&
              (!gestureOnly || card.getAttribute("data-interactive") === "true");
            card.hidden = !visible;
            if (visible) {
              count++;
            }
          }
          var hiddenSections = {};
          for (var j = 0; j < sections.length; j++) {
            sections[j].hidden = !sections[j].querySelector(".card:not([hidden])");
            hiddenSections["#" + sections[j].id] = sections[j].hidden;
          }
          for (var k = 0; k < links.length; k++) {
            links[k].hidden = hiddenSections[links[k].getAttribute("href")] === true;
          }
          if (shown) {
            shown.textContent = count + " of " + cards.length + " shown";
          }
          if (empty) {
            empty.hidden = count > 0;
          }
        }

        form.addEventListener("change", apply);
        form.addEventListener("submit", function (event) {
          event.preventDefault();
        });
        // A reload keeps the form's choices, so the page starts filtered as they say.
        apply();
      }

      function start() {
        var cards = document.querySelectorAll(".card");
        for (var i = 0; i < cards.length; i++) {
          setUp(cards[i]);
        }
        setUpFilters();
      }

      if (document.readyState === "loading") {
        document.addEventListener("DOMContentLoaded", start);
      } else {
        start();
      }
    })();

    """#
}
