#!/usr/bin/env python3
"""Checks a Transit gallery page (written by `transit gallery`) in headless Chromium.

Run:
    python3 Scripts/check_gallery.py GALLERY_DIR_OR_INDEX_HTML [--screenshot FILE] [--timeout S]

Needs:
    - Chromium. On Debian: `apt-get install -y chromium`.
    - The PyPI package `websocket-client`; the script installs it with pip when missing.
No network is used: the page is opened from disk (file://) and Chromium is driven over the
Chrome DevTools Protocol on a loopback port that Chromium picks itself.

Checks, for the page as a person would open it:
    - no console errors and no uncaught exceptions while it loads and is used;
    - every card's animated PNG and frame strip load (naturalWidth > 0), and each strip is a
      whole number of frames wide;
    - moving each card's slider (setting its value and dispatching an `input` event) changes
      the frame shown (the strip's background-position), and moving it back restores it;
    - every card shows a line of Swift, sits in its effect's section, and that section has a
      documentation link;
    - choosing each operation in the filter (a click, as a person would) leaves on screen
      exactly the cards of that operation and hides the others and the effects left empty;
      "driven by a gesture only" leaves exactly the cards marked interactive, with the
      operation filter too; choosing "all" again shows every card; the count says so.

Exit status: 0 when all is well (one line saying so); 1 with one line per problem; 2 for a
wrong command line or a missing page; 3 when the check cannot run (no Chromium, no
websocket-client, Chromium not answering).
"""

import argparse
import base64
import importlib
import json
import os
import pathlib
import shutil
import signal
import subprocess
import sys
import tempfile
import time

PROGRAM = "check_gallery"
CHROMIUM_NAMES = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")


class CannotCheck(Exception):
    """The check could not run; the message says why (exit status 3)."""


def fail(status, message):
    print(f"{PROGRAM}: {message}", file=sys.stderr)
    sys.exit(status)


def find_chromium():
    explicit = os.environ.get("CHROMIUM")
    if explicit:
        return explicit if shutil.which(explicit) else None
    for name in CHROMIUM_NAMES:
        path = shutil.which(name)
        if path:
            return path
    return None


def import_websocket():
    """websocket-client, installed with pip on first use."""
    try:
        return importlib.import_module("websocket")
    except ImportError:
        pass
    result = subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "websocket-client"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    if result.returncode != 0:
        last = (result.stderr.strip().splitlines() or ["pip failed"])[-1]
        raise CannotCheck(f"cannot install websocket-client with pip: {last}")
    importlib.invalidate_caches()
    try:
        return importlib.import_module("websocket")
    except ImportError as error:
        raise CannotCheck(f"websocket-client installed but cannot be imported: {error}")


class DevTools:
    """One websocket to the browser; page commands go through a flattened session."""

    def __init__(self, websocket_module, url, deadline):
        self.deadline = deadline
        self.socket = websocket_module.create_connection(url, timeout=5, suppress_origin=True)
        self.timeout_error = websocket_module.WebSocketTimeoutException
        self.next_id = 0
        self.events = []
        self.session = None

    def remaining(self):
        left = self.deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("the page took too long")
        return left

    def receive(self):
        self.socket.settimeout(min(self.remaining(), 5))
        try:
            return json.loads(self.socket.recv())
        except self.timeout_error:
            return None

    def send(self, method, params=None, page=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if page and self.session:
            message["sessionId"] = self.session
        self.socket.send(json.dumps(message))
        while True:
            reply = self.receive()
            if reply is None:
                continue
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise CannotCheck(f"{method} failed: {reply['error'].get('message')}")
                return reply.get("result", {})
            if "method" in reply:
                self.events.append(reply)

    def wait_for(self, method):
        for index, event in enumerate(self.events):
            if event.get("method") == method:
                return self.events.pop(index)
        while True:
            event = self.receive()
            if event is None:
                continue
            if event.get("method") == method:
                return event
            if "method" in event:
                self.events.append(event)

    def drain(self, quiet_seconds=0.3):
        """Collects events until none arrives for `quiet_seconds`."""
        self.socket.settimeout(quiet_seconds)
        while True:
            try:
                event = json.loads(self.socket.recv())
            except self.timeout_error:
                return
            if "method" in event:
                self.events.append(event)

    def close(self):
        try:
            self.socket.close()
        except Exception:
            pass


# Runs in the page: returns, per card, the problems a person would see.
PAGE_CHECK = r"""
(async () => {
  const loaded = (image) => new Promise((resolve) => {
    if (image.complete) { resolve(); return; }
    image.addEventListener("load", resolve, { once: true });
    image.addEventListener("error", resolve, { once: true });
  });
  const position = (element) => getComputedStyle(element).backgroundPosition;
  const move = (scrubber, value) => {
    scrubber.value = String(value);
    scrubber.dispatchEvent(new Event("input", { bubbles: true }));
  };
  // On screen as a person sees it: laid out, not inside anything hidden.
  const seen = (element) => element.getClientRects().length > 0;
  const checkFilters = (cards) => {
    const problems = [];
    const form = document.querySelector("form.filters");
    if (!form) {
      return ["the page has no filters"];
    }
    const radios = Array.from(form.querySelectorAll("input[type=radio][name=operation]"));
    const all = radios.find((radio) => radio.value === "");
    const gesture = form.querySelector("input[type=checkbox][name=interactive]");
    const shown = form.querySelector(".shown");
    if (!all) problems.push("the operation filter has no 'all'");
    if (!gesture) problems.push("there is no filter for the cards a gesture drives");
    const expected = new Set(cards.map((card) => card.getAttribute("data-operation")));
    const offered = new Set(radios.map((radio) => radio.value).filter((value) => value));
    for (const operation of expected) {
      if (!offered.has(operation)) problems.push("the filter does not offer " + operation);
    }
    // Chooses a filter, then checks what is on screen against what the cards say.
    const expect = (label, keep) => {
      const wanted = cards.filter(keep);
      const onScreen = cards.filter(seen);
      if (wanted.length === 0) {
        problems.push(label + ": no card to show");
      }
      const missing = wanted.filter((card) => !seen(card));
      const extra = onScreen.filter((card) => !keep(card));
      if (missing.length) problems.push(label + ": " + missing[0].id + " is not shown");
      if (extra.length) problems.push(label + ": " + extra[0].id + " is still shown");
      for (const section of document.querySelectorAll("section.effect")) {
        const any = Array.from(section.querySelectorAll(".card")).some(keep);
        if (seen(section) !== any) {
          problems.push(label + ": the " + section.getAttribute("data-effect") + " section is "
            + (any ? "hidden" : "shown") + " with " + (any ? "cards" : "no card") + " to show");
        }
      }
      if (shown && shown.textContent.indexOf(wanted.length + " of " + cards.length) !== 0) {
        problems.push(label + ": the count says '" + shown.textContent + "', not "
          + wanted.length + " of " + cards.length);
      }
    };
    const operationOf = (card) => card.getAttribute("data-operation");
    const interactive = (card) => card.getAttribute("data-interactive") === "true";
    for (const radio of radios.filter((radio) => radio.value)) {
      radio.click();
      expect("operation " + radio.value, (card) => operationOf(card) === radio.value);
    }
    if (gesture) {
      if (all) all.click();
      gesture.click();
      expect("gesture-driven", interactive);
      const pop = radios.find((radio) => radio.value === "pop");
      if (pop) {
        pop.click();
        expect("gesture-driven pop", (card) => interactive(card) && operationOf(card) === "pop");
      }
      gesture.click();
    }
    if (all) {
      all.click();
      expect("all", () => true);
    }
    return problems;
  };
  const cards = Array.from(document.querySelectorAll(".card"));
  const results = [];
  for (const card of cards) {
    const problems = [];
    const count = Number(card.getAttribute("data-frame-count"));
    const image = card.querySelector("img.animation");
    if (!image) {
      problems.push("has no animated image");
    } else {
      await loaded(image);
      if (!(image.naturalWidth > 0)) {
        problems.push("animation did not load: " + image.getAttribute("src"));
      }
    }
    const frame = card.querySelector(".frame");
    if (!frame) {
      problems.push("has no frame strip");
    } else {
      const match = /^url\("?(.*?)"?\)$/.exec(getComputedStyle(frame).backgroundImage);
      if (!match) {
        problems.push("frame has no strip image");
      } else {
        const strip = new Image();
        strip.src = match[1];
        await loaded(strip);
        if (!(strip.naturalWidth > 0)) {
          problems.push("strip did not load: " + decodeURI(match[1].split("/").pop()));
        } else if (count > 0 && strip.naturalWidth % count !== 0) {
          problems.push("strip is " + strip.naturalWidth + " px wide, not a whole number of "
            + count + " frames");
        }
      }
    }
    const scrubber = card.querySelector("input.scrubber");
    if (!scrubber) {
      problems.push("has no scrubber");
    } else if (frame) {
      const low = Number(scrubber.min) || 0;
      const high = Number(scrubber.max);
      if (high !== count - 1) {
        problems.push("scrubber ends at " + high + ", not at the last of " + count + " frames");
      }
      move(scrubber, low);
      const first = position(frame);
      if (high > low) {
        move(scrubber, high);
        const last = position(frame);
        if (last === first) {
          problems.push("moving the scrubber to " + high + " left the frame at " + first);
        }
        if (high - low >= 2) {
          move(scrubber, Math.floor((low + high) / 2));
          const middle = position(frame);
          if (middle === first || middle === last) {
            problems.push("the scrubber's middle shows the same frame as an end (" + middle + ")");
          }
        }
        move(scrubber, low);
        if (position(frame) !== first) {
          problems.push("moving the scrubber back did not show the first frame again");
        }
      }
    }
    const code = card.querySelector("pre.swift code");
    if (!code || !/\S/.test(code.textContent)) {
      problems.push("shows no line of Swift");
    }
    const section = card.closest("section.effect");
    if (!section) {
      problems.push("is not in an effect's section");
    } else if (section.getAttribute("data-effect") !== card.getAttribute("data-effect")) {
      problems.push("is in the section of " + section.getAttribute("data-effect"));
    } else if (!section.querySelector("h2 a.docs[href]")) {
      problems.push("its effect's section has no documentation link");
    }
    results.push({ id: card.id, problems });
  }
  return { count: cards.length, cards: results, filters: checkFilters(cards) };
})()
"""


def console_problems(events):
    problems = []
    for event in events:
        method = event.get("method")
        params = event.get("params", {})
        if method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            exception = details.get("exception", {})
            text = exception.get("description") or details.get("text", "exception")
            where = f" at {details.get('url', '')}:{details.get('lineNumber', 0) + 1}"
            problems.append("uncaught exception: " + text.splitlines()[0] + where)
        elif method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            words = [
                str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", [])
            ]
            problems.append("console error: " + " ".join(words).replace("\n", " "))
        elif method == "Log.entryAdded":
            entry = params.get("entry", {})
            if entry.get("level") == "error":
                url = entry.get("url")
                suffix = f" ({pathlib.PurePath(url).name})" if url else ""
                problems.append("console error: " + entry.get("text", "").replace("\n", " ") + suffix)
    return problems


def wait_for_port(profile, process, deadline):
    """Chromium writes its port and browser path to DevToolsActivePort once it listens."""
    marker = profile / "DevToolsActivePort"
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise CannotCheck(f"chromium exited with status {process.returncode} before listening")
        if marker.exists():
            lines = marker.read_text().split()
            if len(lines) >= 2:
                return int(lines[0]), lines[1]
        time.sleep(0.05)
    raise CannotCheck("chromium did not open its DevTools port in time")


def check(page, chromium, websocket_module, timeout, screenshot):
    deadline = time.monotonic() + timeout
    profile = pathlib.Path(tempfile.mkdtemp(prefix="check-gallery-"))
    arguments = [
        chromium,
        "--headless=new",
        "--disable-gpu",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-extensions",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--remote-debugging-address=127.0.0.1",
        "--remote-debugging-port=0",
        f"--user-data-dir={profile}",
        "--window-size=1280,900",
        "about:blank",
    ]
    if hasattr(os, "geteuid") and os.geteuid() == 0:
        arguments.insert(1, "--no-sandbox")  # Chromium refuses to run as root with its sandbox.
    process = subprocess.Popen(
        arguments, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    tools = None
    try:
        port, browser_path = wait_for_port(profile, process, deadline)
        tools = DevTools(websocket_module, f"ws://127.0.0.1:{port}{browser_path}", deadline)
        target = tools.send("Target.createTarget", {"url": "about:blank"}, page=False)
        attached = tools.send(
            "Target.attachToTarget", {"targetId": target["targetId"], "flatten": True}, page=False
        )
        tools.session = attached["sessionId"]
        for domain in ("Runtime", "Log", "Page"):
            tools.send(f"{domain}.enable")
        navigation = tools.send("Page.navigate", {"url": page.as_uri()})
        if navigation.get("errorText"):
            return [f"the page did not open: {navigation['errorText']}"], 0
        tools.wait_for("Page.loadEventFired")
        result = tools.send(
            "Runtime.evaluate",
            {"expression": PAGE_CHECK, "awaitPromise": True, "returnByValue": True},
        )
        if "exceptionDetails" in result:
            details = result["exceptionDetails"]
            text = details.get("exception", {}).get("description") or details.get("text")
            return [f"the check could not run in the page: {text.splitlines()[0]}"], 0
        report = result.get("result", {}).get("value") or {"count": 0, "cards": []}
        tools.drain()
        problems = console_problems(tools.events)
        if report["count"] == 0:
            problems.append("the page has no cards")
        for card in report["cards"]:
            problems += [f"card {card['id']}: {problem}" for problem in card["problems"]]
        problems += [f"filter: {problem}" for problem in report.get("filters", [])]
        if screenshot:
            shot = tools.send("Page.captureScreenshot", {"format": "png"})
            pathlib.Path(screenshot).write_bytes(base64.b64decode(shot["data"]))
        return problems, report["count"]
    except TimeoutError as error:
        return [f"{error} (over {timeout:g} s)"], 0
    finally:
        if tools is None and process.poll() is None:
            os.killpg(process.pid, signal.SIGTERM)
        if tools:
            try:
                tools.send("Browser.close", page=False)
            except Exception:
                pass
            tools.close()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        shutil.rmtree(profile, ignore_errors=True)


def main():
    parser = argparse.ArgumentParser(
        prog=PROGRAM, description="Check a Transit gallery page in headless Chromium."
    )
    parser.add_argument("gallery", help="the gallery directory, or its index.html")
    parser.add_argument("--screenshot", metavar="FILE", help="also save a PNG of the page")
    parser.add_argument("--timeout", type=float, default=60, help="seconds before giving up")
    options = parser.parse_args()

    page = pathlib.Path(options.gallery).resolve()
    if page.is_dir():
        page = page / "index.html"
    if not page.is_file():
        fail(2, f"no gallery page at {page}")
    chromium = find_chromium()
    if chromium is None:
        fail(3, "chromium is not installed; install it with: apt-get install -y chromium")
    try:
        websocket_module = import_websocket()
        problems, cards = check(page, chromium, websocket_module, options.timeout, options.screenshot)
    except CannotCheck as error:
        fail(3, str(error))
    except OSError as error:
        fail(3, f"cannot drive chromium: {error}")
    for problem in problems:
        print(problem)
    if problems:
        sys.exit(1)
    print(f"gallery ok: {cards} card{'s' if cards != 1 else ''}, {page}")


if __name__ == "__main__":
    main()
