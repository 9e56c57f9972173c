#!/usr/bin/python3
"""Reference coverage of a continuous corner (`cornerCurve = .continuous`) and of a circular
one of the same radius, drawn by cairo (Debian's python3-cairo), for
`StageRendererTests.aContinuousCornerIsDrawnAsCairoDrawsItsCurve`.

Run from the repository root:

    /usr/bin/python3 Scripts/reference/continuous_corners.py

It prints, for the pixels of the top-left corner of a 60 × 60 square whose corner radius
is 16 (at one pixel a point) that either shape covers in part, the share of the pixel each
shape covers: cairo's
anti-aliased coverage, the alpha of an opaque fill on a transparent ARGB32 surface. The
test holds these numbers.

The continuous corner is the shape PaintCode measured of iOS 7's rounded rectangles
(paintcodeapp.com/news/code-for-ios-7-rounded-rectangles): three cubic curves joined by
two short lines, symmetric about the corner's diagonal, from 1.52866483 radii along one
edge to as far along the other. Here cairo draws those curves itself (the renderer under
test flattens them and measures distances), so the two share only the control points.
"""

import math

import cairo

SIZE = 60
RADIUS = 16.0
REACH = 1.52866483

# One corner in radii, as (distance back along the edge the path comes from, distance
# along the edge it goes to), from the first edge's tangent point to the second's.
CORNER = [
    ("M", (REACH, 0.0)),
    ("C", (1.08849323, 0.0), (0.86840689, 0.0), (0.66993427, 0.06549600)),
    ("L", (0.63149399, 0.07491100)),
    ("C", (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399)),
    ("L", (0.06549600, 0.66993427)),
    ("C", (0.0, 0.86840689), (0.0, 1.08849323), (0.0, REACH)),
]


def continuous(ctx, size, r):
    # Clockwise from the top edge; each corner maps (back, along) through its two edges.
    corners = [
        ((size, 0.0), (-1.0, 0.0), (0.0, 1.0)),  # top right: back along -x, on along +y
        ((size, size), (0.0, -1.0), (-1.0, 0.0)),
        ((0.0, size), (1.0, 0.0), (0.0, -1.0)),
        ((0.0, 0.0), (0.0, 1.0), (1.0, 0.0)),
    ]
    first = True
    for (cx, cy), (bx, by), (ax, ay) in corners:
        def at(point):
            back, along = point
            return (cx + (bx * back + ax * along) * r, cy + (by * back + ay * along) * r)

        for element in CORNER:
            kind, points = element[0], [at(p) for p in element[1:]]
            if kind == "M":
                (ctx.move_to if first else ctx.line_to)(*points[0])
                first = False
            elif kind == "L":
                ctx.line_to(*points[0])
            else:
                ctx.curve_to(*points[0], *points[1], *points[2])
    ctx.close_path()


def circular(ctx, size, r):
    ctx.new_sub_path()
    ctx.arc(size - r, r, r, -math.pi / 2, 0)
    ctx.arc(size - r, size - r, r, 0, math.pi / 2)
    ctx.arc(r, size - r, r, math.pi / 2, math.pi)
    ctx.arc(r, r, r, math.pi, 3 * math.pi / 2)
    ctx.close_path()


def coverage(draw):
    surface = cairo.ImageSurface(cairo.FORMAT_ARGB32, SIZE, SIZE)
    ctx = cairo.Context(surface)
    ctx.set_source_rgba(1, 1, 1, 1)
    draw(ctx, SIZE, RADIUS)
    ctx.fill()
    surface.flush()
    data = surface.get_data()
    stride = surface.get_stride()
    # ARGB32 is native-endian 32-bit words: on little-endian machines alpha is byte 3.
    return lambda x, y: data[y * stride + 4 * x + 3] / 255


def main():
    smooth = coverage(continuous)
    round_ = coverage(circular)
    # The pixels of the top-left corner's reach that either shape covers in part, or that
    # one covers and the other not; and a few each shape covers wholly or not at all.
    pixels = [
        (x, y) for y in range(26) for x in range(26)
        if 0 < smooth(x, y) < 1 or 0 < round_(x, y) < 1 or smooth(x, y) != round_(x, y)
    ]
    pixels += [(0, 0), (3, 3), (12, 12), (25, 1), (1, 25)]
    print("// (x, y, continuous, circular): Scripts/reference/continuous_corners.py")
    line = []
    for x, y in pixels:
        line.append(f"({x}, {y}, {smooth(x, y):.3f}, {round_(x, y):.3f})")
        if len(line) == 3:
            print(", ".join(line) + ",")
            line = []
    if line:
        print(", ".join(line) + ",")


if __name__ == "__main__":
    main()
