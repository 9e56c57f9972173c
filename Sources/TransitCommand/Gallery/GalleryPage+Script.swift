extension GalleryPage {
  /// The contents of `gallery.js`: wires each card's slider to its strip of frames.
  ///
  /// The strip is scaled to `frameCount` frame widths, so `background-position` at
  /// `i / (frameCount - 1) * 100%` shows frame `i`; the caption adds up the delays before
  /// it. Plain JavaScript, run once the page is parsed, with no network.
  package static let script = #"""
    // Transit gallery: each card's slider shows one frame of its strip.
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

      function start() {
        var cards = document.querySelectorAll(".card");
        for (var i = 0; i < cards.length; i++) {
          setUp(cards[i]);
        }
      }

      if (document.readyState === "loading") {
        document.addEventListener("DOMContentLoaded", start);
      } else {
        start();
      }
    })();

    """#
}
