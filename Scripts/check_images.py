#!/usr/bin/env python3
"""Checks the images the gallery wrote: every PNG decodes, and matches manifest.json.

Run from anywhere:

    python3 Scripts/check_images.py [--animation-fps N] path/to/gallery

Needs Python 3.8+ and Pillow (installed quietly with pip when missing). Opens every .png
in the directory and decodes all its frames. If the directory holds a manifest.json,

    {"cards": [{"id": "push", "animation": "push.png", "strip": "push-strip.png",
                "frameCount": 40, "frameWidth": 196, "frameHeight": 426,
                "delaysMs": [17, 17, ...]}]}

it also checks each card: the animation has animationFrameCount frames of
animationFrameWidth x animationFrameHeight with the delays animationDelaysMs (the strip's
frameCount, frameWidth, frameHeight and delaysMs when a manifest has no such keys), and the
strip is frameCount frames of frameWidth x frameHeight side by side. With --animation-fps N,
every animation's frames before its last two (the one that reaches the end, and the held
last) must show for 1000 / N ms, rounded down or up, as the APNG file says. Prints one line per problem
and exits 1 if there is any, else exits 0.
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


def frames(path):
    """The (size, delay in ms) of every frame of a PNG or APNG, decoding each."""
    result = []
    with Image.open(path) as image:
        for index in range(getattr(image, "n_frames", 1)):
            image.seek(index)
            image.load()
            result.append((image.size, image.info.get("duration")))
    return result


def check(directory, animation_fps=None):
    problems = []
    decoded = {}
    for path in sorted(directory.glob("*.png")):
        try:
            decoded[path.name] = frames(path)
        except Exception as error:  # Pillow raises many kinds; all mean "does not decode".
            problems.append(f"{path.name}: does not decode ({error})")
    manifest = directory / "manifest.json"
    if not manifest.exists():
        return problems
    try:
        cards = json.loads(manifest.read_text())["cards"]
    except (ValueError, KeyError, TypeError) as error:
        return problems + [f"manifest.json: unreadable ({error})"]
    for card in cards:
        name = card.get("id", "?")
        width, height = card["frameWidth"], card["frameHeight"]
        count = card["frameCount"]
        # The animation has its own frames when the manifest says (60 fps, its own size).
        animation_count = card.get("animationFrameCount", count)
        animation_size = (card.get("animationFrameWidth", width), card.get("animationFrameHeight", height))
        animation = decoded.get(card["animation"])
        if animation is None:
            problems.append(f"{name}: animation {card['animation']} missing or undecodable")
        else:
            if len(animation) != animation_count:
                problems.append(f"{name}: {len(animation)} frames, expected {animation_count}")
            for index, (size, _) in enumerate(animation):
                if size != animation_size:
                    problems.append(f"{name}: frame {index} is {size}, expected {animation_size}")
            delays = [round(delay) if delay is not None else None for _, delay in animation]
            if animation_fps:
                step = 1000 / animation_fps
                allowed = {math.floor(step), math.ceil(step)}
                slow = [i for i, delay in enumerate(delays[:-2]) if delay not in allowed]
                if slow:
                    problems.append(
                        f"{name}: frame {slow[0]} shows for {delays[slow[0]]} ms, not the "
                        f"{step:.1f} ms of {animation_fps} frames per second"
                    )
            expected = card.get("animationDelaysMs", card.get("delaysMs", delays))
            wrong = [i for i, (a, b) in enumerate(zip(delays, expected)) if a != b]
            if len(expected) != len(delays) or wrong:
                first = wrong[0] if wrong else min(len(delays), len(expected))
                problems.append(
                    f"{name}: {len(delays)} delays, {len(expected)} expected; first difference "
                    f"at frame {first}: {delays[first:first + 1]} ms, expected {expected[first:first + 1]}"
                )
        strip = decoded.get(card["strip"]) if "strip" in card else None
        if "strip" in card and strip is None:
            problems.append(f"{name}: strip {card['strip']} missing or undecodable")
        elif strip and strip[0][0] != (width * count, height):
            problems.append(f"{name}: strip is {strip[0][0]}, expected {(width * count, height)}")
    return problems


def main():
    arguments = sys.argv[1:]
    animation_fps = None
    if len(arguments) == 3 and arguments[0] == "--animation-fps" and arguments[1].isdigit():
        animation_fps = int(arguments[1])
        arguments = arguments[2:]
    if len(arguments) != 1 or not Path(arguments[0]).is_dir() or animation_fps == 0:
        print("usage: check_images.py [--animation-fps N] DIRECTORY")
        return 1
    problems = check(Path(arguments[0]), animation_fps)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
