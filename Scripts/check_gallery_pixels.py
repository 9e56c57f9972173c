#!/usr/bin/env python3
"""Checks pixels of the gallery's frames against colours predicted from geometry alone.

Run from anywhere, on a directory written by `transit gallery`:

    python3 Scripts/check_gallery_pixels.py path/to/gallery

Needs Python 3.8+ and Pillow (from PyPI; installed quietly with pip when missing).

The prediction does not come from the renderer. It uses only:
  - manifest.json's "screen" (size in points, pixels per point) and "palette" (the
    screens' published colours: DemoPalette's grid and detail backgrounds, the white of
    the containers' own views, the backdrop);
  - each card's frame times, summed from its "delaysMs";
  - what the three effects are documented to do, on Core Animation's ease-in-out curve
    (control points 0.42, 0, 0.58, 1), which this script solves itself:
      slide push:   the detail slides in from the right while the grid slides out to the
                    left, so the screens meet at x = width * (1 - p);
      fade push:    the detail at opacity p over the grid at opacity 1 - p, both over the
                    navigation controller's white view, composed source-over;
      ripple present (full screen): the detail shows inside a circle about the screen's
                    centre whose radius grows from 0 to the screen's diagonal, the grid
                    outside it;
    where p is the curve's progress at the frame's time over the duration.

For each card it checks the first frame, the frame nearest half the duration and the last
frame, at points on plain background (below the grid's photos and the detail's text, or
between the detail's photo and heading). Points within a few pixels of a moving edge are
skipped; a frame where every point was skipped is itself a failure.

Prints one line per failure and exits 1 if there is any; prints one line and exits 0 when
all pixels match; exits 2 for a wrong command line or an unreadable manifest.
"""

import json
import math
import subprocess
import sys
from pathlib import Path

try:
    from PIL import Image
except ImportError:
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "Pillow"], check=True)
    from PIL import Image

# Eight-bit rounding and edge coverage leave a level or two; more is a real difference.
TOLERANCE = 3 / 255
# How close to a moving edge (in pixels) a point is too close to call.
EDGE_MARGIN_PIXELS = 3


def ease_in_out(x):
    """Core Animation's easeInEaseOut: the cubic Bezier (0,0) (0.42,0) (0.58,1) (1,1),
    solved for the curve parameter by bisection, so no library is trusted."""
    x = min(max(x, 0.0), 1.0)
    x1, y1, x2, y2 = 0.42, 0.0, 0.58, 1.0

    def bezier(t, a, b):
        return 3 * a * t * (1 - t) ** 2 + 3 * b * t * t * (1 - t) + t ** 3

    low, high = 0.0, 1.0
    for _ in range(60):
        middle = (low + high) / 2
        if bezier(middle, x1, x2) < x:
            low = middle
        else:
            high = middle
    return bezier((low + high) / 2, y1, y2)


def over(top, alpha, bottom):
    """`top` at opacity `alpha` over an opaque `bottom`."""
    return tuple(t * alpha + b * (1 - alpha) for t, b in zip(top, bottom))


def close(a, b):
    return all(abs(x - y) <= TOLERANCE for x, y in zip(a, b))


def describe(colour):
    return "(" + ", ".join(f"{round(c * 255)}" for c in colour) + ")"


class Card:
    """One card's frames, read from its strip (frames side by side, no APNG compositing)."""

    def __init__(self, directory, card):
        self.id = card["id"]
        self.width = card["frameWidth"]
        self.height = card["frameHeight"]
        self.count = card["frameCount"]
        delays = card["delaysMs"]
        self.times = [sum(delays[:index]) / 1000 for index in range(self.count)]
        self.duration = self.times[-1]
        with Image.open(directory / card["strip"]) as strip:
            self.strip = strip.convert("RGBA")

    def checked_frames(self):
        """(label, index) of the first frame, the one nearest half the duration, the last."""
        middle = min(range(self.count), key=lambda i: abs(self.times[i] - self.duration / 2))
        return [("start", 0), ("middle", middle), ("end", self.count - 1)]

    def progress(self, index):
        if self.duration <= 0:
            return 1.0
        return ease_in_out(self.times[index] / self.duration)

    def pixel(self, index, x, y):
        r, g, b, _ = self.strip.getpixel((index * self.width + x, y))
        return (r / 255, g / 255, b / 255)


def check(directory):
    manifest = json.loads((directory / "manifest.json").read_text())
    screen = manifest["screen"]
    width, height, scale = screen["width"], screen["height"], screen["scale"]
    palette = {c["name"]: (c["red"], c["green"], c["blue"]) for c in manifest["palette"]}
    grid, detail, container = palette["grid"], palette["detail"], palette["container"]
    cards = {card["id"]: card for card in manifest["cards"]}
    margin = EDGE_MARGIN_PIXELS / scale
    problems = []

    # Plain background on both screens: below the grid's last row of photos and the
    # detail's text (y = 740 on a 852-point screen), and the detail's gap between its
    # photo and heading at the centre (on the detail only).
    bottom = height * 740 / 852
    plain_points = [(width * f, bottom) for f in (0.05, 0.25, 0.5, 0.75, 0.95)]

    def expect(card, label, index, points, predict):
        """Checks the points of one frame; `predict` gives a colour, or None to skip."""
        checked = 0
        for x, y in points:
            expected = predict(x, y)
            if expected is None:
                continue
            px, py = int(x * scale), int(y * scale)
            px, py = min(max(px, 0), card.width - 1), min(max(py, 0), card.height - 1)
            actual = card.pixel(index, px, py)
            checked += 1
            if not close(actual, expected):
                problems.append(
                    f"{card.id}: {label} frame {index} (t = {card.times[index]:.3f} s), "
                    f"point ({x:.0f}, {y:.0f}) pt: {describe(actual)}, expected {describe(expected)}"
                )
        if checked == 0:
            problems.append(f"{card.id}: {label} frame {index}: every point was too close to an edge")

    def load(card_id):
        if card_id not in cards:
            problems.append(f"{card_id}: not in manifest.json")
            return None
        return Card(directory, cards[card_id])

    slide = load("slide-push")
    if slide:
        for label, index in slide.checked_frames():
            edge = width * (1 - slide.progress(index))

            def predict(x, y, edge=edge):
                if abs(x - edge) < margin:
                    return None
                return detail if x > edge else grid

            expect(slide, label, index, plain_points, predict)

    fade = load("fade-push")
    if fade:
        for label, index in fade.checked_frames():
            p = fade.progress(index)
            if label == "end":
                colour = detail  # the transition completed: the detail alone
            else:
                colour = over(detail, p, over(grid, 1 - p, container))
            expect(fade, label, index, plain_points, lambda x, y, c=colour: c)

    ripple = load("ripple-present-full-screen")
    if ripple:
        centre = (width / 2, height / 2)
        diagonal = math.hypot(width, height)
        corners = [(6, bottom), (width - 6, height - 6), (6, height - 6)]
        for label, index in ripple.checked_frames():
            radius = diagonal * ripple.progress(index)

            def predict(x, y, radius=radius, label=label):
                if label == "end":
                    return detail
                distance = math.hypot(x - centre[0], y - centre[1])
                if abs(distance - radius) < margin:
                    return None
                if distance < radius:
                    return detail
                # The grid's plain background is only below its photos.
                return grid if y >= bottom - 1 else None

            # The centre is plain on the detail (between photo and heading) but a photo on
            # the grid, so it is checked only once the circle has reached past it.
            points = plain_points + corners
            if label != "start":
                points = points + [centre]
            expect(ripple, label, index, points, predict)
            if label == "middle":
                inside = sum(math.hypot(x - centre[0], y - centre[1]) < radius - margin for x, y in points)
                outside = sum(
                    math.hypot(x - centre[0], y - centre[1]) > radius + margin and y >= bottom - 1
                    for x, y in points
                )
                if inside == 0 or outside == 0:
                    problems.append(
                        f"{ripple.id}: middle frame {index}: the points do not show both screens "
                        f"(radius {radius:.0f} pt)"
                    )
    return problems


def main():
    if len(sys.argv) != 2 or not Path(sys.argv[1]).is_dir():
        print("usage: check_gallery_pixels.py GALLERY_DIRECTORY")
        return 2
    directory = Path(sys.argv[1])
    try:
        problems = check(directory)
    except (OSError, ValueError, KeyError, TypeError) as error:
        print(f"check_gallery_pixels: cannot read the gallery in {directory}: {error!r}")
        return 2
    for problem in problems:
        print(problem)
    if not problems:
        print("gallery pixels ok: slide push, fade push, ripple present")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
