#!/usr/bin/env python3
"""Reference values for Transit's `TravelCurve`: when a screen sliding along a timing curve
has gone a share of its way.

Run from the repository root:

    pip install mpmath
    python3 Scripts/reference/travel_curves.py

Writes Tests/TransitTests/Reference/travel-curves.csv.

A screen slides from 0 to D along the cubic Bezier timing curve with control points
(x1, y1), (x2, y2) over the duration T. Its share of the way at time t is y(s) where
x(s) = t / T. For a share P (a gesture's progress) the script finds, by bisection at 60
digits, the s in [0, 1] with y(s) = P (y is increasing for these curves: y1, y2 in [0, 1]),
and writes the time T * x(s): the earliest time the screen has gone P of its way. It is
independent of Transit's own code, which samples the track and refines by false position.
"""
import csv
import os

from mpmath import mp, mpf

mp.dps = 60

# Core Animation's presets, as Transit's `TimingCurve` has them.
CURVES = {
    "easeInOut": (0.42, 0.0, 0.58, 1.0),
    "easeIn": (0.42, 0.0, 1.0, 1.0),
    "easeOut": (0.0, 0.0, 0.58, 1.0),
    "default": (0.25, 0.1, 0.25, 1.0),
}
DURATION = 0.35
SHARES = [0.001, 0.01, 0.05, 0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.6, 0.7, 0.75, 0.8, 0.9, 0.95,
          0.99, 0.999]


def bezier(a, b, s):
    return 3 * a * (1 - s) ** 2 * s + 3 * b * (1 - s) * s ** 2 + s ** 3


def time_at_share(curve, share):
    x1, y1, x2, y2 = (mpf(repr(v)) for v in curve)
    target = mpf(repr(share))
    low, high = mpf(0), mpf(1)
    for _ in range(200):
        middle = (low + high) / 2
        if bezier(y1, y2, middle) < target:
            low = middle
        else:
            high = middle
    return mpf(repr(DURATION)) * bezier(x1, x2, (low + high) / 2)


def main():
    path = os.path.join("Tests", "TransitTests", "Reference", "travel-curves.csv")
    with open(path, "w", newline="") as out:
        out.write("# Made by Scripts/reference/travel_curves.py with mpmath 60 digits.\n")
        out.write(f"# A screen sliding along each curve for {DURATION} s: the time it has gone\n")
        out.write("# each share of its way.\n")
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["x1", "y1", "x2", "y2", "duration", "share", "time"])
        for curve in CURVES.values():
            for share in SHARES:
                time = time_at_share(curve, share)
                writer.writerow([*map(repr, curve), repr(DURATION), repr(share),
                                 mp.nstr(time, 17)])


if __name__ == "__main__":
    main()
