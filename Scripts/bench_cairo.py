#!/usr/bin/python3
"""The cairo side of `transit-bench render`: draws scenes written by the bench as JSON
operation lists, with cairo (Debian's python3-cairo), and times each drawing.

Run by the bench, not by hand:

    /usr/bin/python3 Scripts/bench_cairo.py SCENE.json...

then, one command a line on standard input, one answer a line on standard output:

    draw NAME      -> seconds taken to clear the image and draw scene NAME (the file's stem)
    clear NAME     -> seconds taken to clear scene NAME's image alone
    dump NAME PATH -> writes the last image of NAME as raw premultiplied RGBA rows; "ok"
    quit

Every image is an ARGB32 surface the size of its scene, cleared to opaque black first, as
the Swift renderer's backdrop. Fills use cairo's default anti-aliasing; a rounded rectangle
comes with its affine matrix, so cairo draws its arcs itself; a shape in perspective comes
as a polygon already projected.
"""

import json
import math
import os
import sys
import time

import cairo


def rounded_rect(ctx, x, y, w, h, rx, ry):
    if rx <= 0 or ry <= 0:
        ctx.rectangle(x, y, w, h)
        return
    corners = [
        (x + w - rx, y + ry, -math.pi / 2),
        (x + w - rx, y + h - ry, 0.0),
        (x + rx, y + h - ry, math.pi / 2),
        (x + rx, y + ry, math.pi),
    ]
    ctx.new_sub_path()
    for cx, cy, start in corners:
        ctx.save()
        ctx.translate(cx, cy)
        ctx.scale(rx, ry)
        ctx.arc(0, 0, 1, start, start + math.pi / 2)
        ctx.restore()
    ctx.close_path()


def build_path(ctx, path):
    if "poly" in path:
        points = path["poly"]
        ctx.move_to(points[0], points[1])
        for index in range(2, len(points), 2):
            ctx.line_to(points[index], points[index + 1])
        ctx.close_path()
        return
    ctx.save()
    ctx.transform(cairo.Matrix(*path["m"]))
    x, y, w, h = path["rect"]
    rounded_rect(ctx, x, y, w, h, path["rx"], path["ry"])
    ctx.restore()


def clear(ctx):
    ctx.save()
    ctx.set_operator(cairo.OPERATOR_SOURCE)
    ctx.set_source_rgba(0, 0, 0, 1)
    ctx.paint()
    ctx.restore()


def draw(ctx, ops):
    for op in ops:
        kind = op["op"]
        if kind == "fill":
            build_path(ctx, op["path"])
            ctx.set_source_rgba(*op["rgba"])
            ctx.fill()
        elif kind == "clip":
            build_path(ctx, op["path"])
            ctx.clip()
        elif kind == "save":
            ctx.save()
        elif kind == "restore":
            ctx.restore()
        elif kind == "group":
            ctx.push_group()
        elif kind == "paint_group":
            ctx.pop_group_to_source()
            ctx.paint_with_alpha(op["alpha"])
        else:
            raise ValueError("unknown operation " + kind)


def main():
    scenes = {}
    for path in sys.argv[1:]:
        with open(path) as handle:
            scene = json.load(handle)
        surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, scene["width"], scene["height"])
        name = os.path.splitext(os.path.basename(path))[0]
        scenes[name] = (scene, surface, cairo.Context(surface))
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "quit":
            break
        scene, surface, ctx = scenes[words[1]]
        if words[0] == "draw":
            start = time.perf_counter()
            clear(ctx)
            draw(ctx, scene["ops"])
            surface.flush()
            print(time.perf_counter() - start, flush=True)
        elif words[0] == "clear":
            start = time.perf_counter()
            clear(ctx)
            surface.flush()
            print(time.perf_counter() - start, flush=True)
        elif words[0] == "dump":
            write_rgba(surface, words[2])
            print("ok", flush=True)
        else:
            raise ValueError("unknown command " + words[0])


def write_rgba(surface, path):
    """Premultiplied RGBA rows, whatever cairo's stride and byte order."""
    width, height, stride = surface.get_width(), surface.get_height(), surface.get_stride()
    data = bytes(surface.get_data())
    out = bytearray(width * height * 4)
    little = sys.byteorder == "little"
    for row in range(height):
        line = data[row * stride:row * stride + width * 4]
        if little:
            # ARGB32 as a native word is B, G, R, A in memory.
            out[row * width * 4 + 0:(row + 1) * width * 4:4] = line[2::4]
            out[row * width * 4 + 1:(row + 1) * width * 4:4] = line[1::4]
            out[row * width * 4 + 2:(row + 1) * width * 4:4] = line[0::4]
            out[row * width * 4 + 3:(row + 1) * width * 4:4] = line[3::4]
        else:
            out[row * width * 4 + 0:(row + 1) * width * 4:4] = line[1::4]
            out[row * width * 4 + 1:(row + 1) * width * 4:4] = line[2::4]
            out[row * width * 4 + 2:(row + 1) * width * 4:4] = line[3::4]
            out[row * width * 4 + 3:(row + 1) * width * 4:4] = line[0::4]
    with open(path, "wb") as handle:
        handle.write(out)


if __name__ == "__main__":
    main()
