#!/usr/bin/python3
"""The Pillow side of `transit-bench encode`: writes the same frames as PNG and animated
PNG with Pillow (Debian's python3-pil, on the system's zlib), and times each encoding.

Run by the bench, not by hand:

    /usr/bin/python3 Scripts/bench_pillow.py SET.json...

Each SET.json names a frame set: {"name", "width", "height", "frames": [raw RGBA files],
"delays": [milliseconds]}, the pixels straight (un-premultiplied), as PNG stores them.
Then, one command a line on standard input, one answer a line on standard output:

    png NAME LEVEL   -> seconds to encode every frame of NAME as a PNG, and their bytes
    apng NAME LEVEL  -> seconds to encode NAME as one animated PNG, and its bytes
    quit

Images are made from the bytes before timing starts; the time is Pillow's `save` alone,
into memory.
"""

import io
import json
import sys
import time

from PIL import Image


def main():
    sets = {}
    for path in sys.argv[1:]:
        with open(path) as handle:
            description = json.load(handle)
        images = []
        for frame in description["frames"]:
            with open(frame, "rb") as handle:
                images.append(
                    Image.frombytes(
                        "RGBA", (description["width"], description["height"]), handle.read()
                    )
                )
        sets[description["name"]] = (images, description["delays"])
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "quit":
            break
        images, delays = sets[words[1]]
        level = int(words[2])
        if words[0] == "png":
            start = time.perf_counter()
            size = 0
            for image in images:
                buffer = io.BytesIO()
                image.save(buffer, format="PNG", compress_level=level)
                size += buffer.tell()
            print(time.perf_counter() - start, size, flush=True)
        elif words[0] == "apng":
            start = time.perf_counter()
            buffer = io.BytesIO()
            images[0].save(
                buffer,
                format="PNG",
                save_all=True,
                append_images=images[1:],
                duration=delays,
                loop=0,
                compress_level=level,
            )
            print(time.perf_counter() - start, buffer.tell(), flush=True)
        else:
            raise ValueError("unknown command " + words[0])


if __name__ == "__main__":
    main()
