#!/usr/bin/env python3
"""Reference values for Transit's `TimingCurve`, computed with mpmath at 60 significant digits.

Run from the repository root:

    pip install mpmath
    python3 Scripts/reference/timing_curves.py

Needs Python 3.9+ and mpmath. Writes

    Tests/TransitTests/Reference/timing-curves.csv

A timing curve is the cubic Bezier from (0, 0) to (1, 1) with control points (x1, y1) and
(x2, y2):

    x(t) = 3 x1 (1 - t)^2 t + 3 x2 (1 - t) t^2 + t^3,   and y(t) the same with y1, y2.

For a fraction X the script finds the t in [0, 1] with x(t) = X by bisection (x is
non-decreasing on [0, 1] whenever x1 and x2 lie in [0, 1]) and writes y(t), x'(t) and y'(t).
Every input (control points and X) is a double, written with Python's repr so that it reads
back as exactly the same double, and the bisection uses those exact values: the answers are
those of the exact curve through the exact inputs, not of a rounded one. Halving goes on until
t is known to 45 digits relative to its size; where x'(t) = 0 the working precision of 60
digits limits t to about 1e-20 (the cube root of 1e-60), so y(t) is good to about 1e-19.
Results are written with 17 significant digits.

The cases are the Core Animation presets; named hard curves (steep points where x'(t) = 0 in
the middle or at an end, cusps, overshoot); 200 random curves (x in [0, 1], y in [-1, 2]);
80 random curves with x control points at or within a whisker of 0 and 1; and, for every
curve, fractions packed densely around its steep points (a few units in the last place away,
then 1e-15, 1e-12, ... away) as well as fractions tiny or a hair below 1. The random cases use
a fixed seed, so the file is reproducible.

`--stress N PATH` instead writes N rows of random and near-degenerate cases to PATH, for
testing by hand with more cases than the checked-in table holds.
"""

import math
import os
import random
import sys

from mpmath import mp, mpf

mp.dps = 60

HERE = os.path.dirname(os.path.abspath(__file__))
OUTPUT = os.path.join(HERE, "..", "..", "Tests", "TransitTests", "Reference", "timing-curves.csv")
SEED = 20_251_129


def bezier(t, p1, p2):
    """One coordinate of the curve at parameter t (mpf)."""
    s = 1 - t
    return 3 * p1 * s * s * t + 3 * p2 * s * t * t + t * t * t


def bezier_derivative(t, p1, p2):
    """d/dt of `bezier`."""
    s = 1 - t
    return 3 * p1 * s * s + 6 * (p2 - p1) * s * t + 3 * (1 - p2) * t * t


def solve(fraction, x1, x2):
    """The t in [0, 1] with x(t) = fraction, by bisection on the exact inputs."""
    target = mpf(fraction)
    x1, x2 = mpf(x1), mpf(x2)
    if target <= 0:
        return mpf(0)
    if target >= 1:
        return mpf(1)
    low, high = mpf(0), mpf(1)
    # Halve until t is known to 45 digits relative to its size, so that tiny fractions (down to
    # the smallest subnormal, where t can be 1e-162) get a relative answer too.
    tolerance = mpf(10) ** -45
    while high - low > tolerance * high:
        middle = (low + high) / 2
        value = bezier(middle, x1, x2)
        if value < target:
            low = middle
        elif value > target:
            high = middle
        else:
            return middle
    return (low + high) / 2


def row(curve, fraction):
    """One CSV row: the inputs exactly, then progress, dx/dt and dy/dt at the solved t."""
    x1, y1, x2, y2 = curve
    t = solve(fraction, x1, x2)
    progress = bezier(t, mpf(y1), mpf(y2))
    dxdt = bezier_derivative(t, mpf(x1), mpf(x2))
    dydt = bezier_derivative(t, mpf(y1), mpf(y2))
    values = [float(v) for v in (x1, y1, x2, y2, fraction)]
    results = [float(v) for v in (progress, dxdt, dydt)]
    assert all(math.isfinite(v) for v in values + results)
    return ",".join(repr(v) for v in values) + "," + ",".join(f"{v:.17g}" for v in results)


def steep_parameters(x1, x2):
    """Parameters in [0, 1] where x'(t) is smallest: the ends, and the interior minimum if any."""
    a = 1 - 3 * mpf(x2) + 3 * mpf(x1)  # x(t) = a t^3 + b t^2 + c t
    b = 3 * mpf(x2) - 6 * mpf(x1)
    points = [mpf(0), mpf(1)]
    if a > 0:
        turning = -b / (3 * a)
        if 0 < turning < 1:
            points.append(turning)
    return points


def fractions_near(value):
    """Doubles in [0, 1] packed around `value` (a double): ulps away, then decades away."""
    out = set()
    if value <= 0:
        out.update([5e-324, 1e-300, 1e-200, 1e-100, 1e-30, 1e-20, 1e-16, 1e-12, 1e-9, 1e-6, 1e-3])
        return out
    if value >= 1:
        out.update(1 - k * 2.0**-53 for k in (1, 2, 5))
        out.update(1 - 10.0**-j for j in (15, 12, 9, 6, 3))
        return out
    out.add(value)
    up = down = value
    for k in range(1, 6):
        up, down = math.nextafter(up, 2), math.nextafter(down, -1)
        if k in (1, 2, 5):
            out.update([up, down])
    for j in (15, 12, 9, 6, 3):
        out.update([value + 10.0**-j, value - 10.0**-j])
    return {v for v in out if 0 <= v <= 1}


def hard_fractions(curve):
    """Fractions around each steep point of the curve."""
    x1, _, x2, _ = curve
    out = set()
    for t in steep_parameters(x1, x2):
        out |= fractions_near(float(bezier(t, mpf(x1), mpf(x2))))
    return out


PRESETS = [
    (0.0, 0.0, 1.0, 1.0),  # linear
    (0.42, 0.0, 1.0, 1.0),  # easeIn
    (0.0, 0.0, 0.58, 1.0),  # easeOut
    (0.42, 0.0, 0.58, 1.0),  # easeInOut
    (0.25, 0.1, 0.25, 1.0),  # default
]

HARD = [
    (1.0, 0.0, 0.0, 1.0),  # x'(1/2) = 0: x = 1/2 + 4 (t - 1/2)^3
    (0.9, 0.0, 0.1, 1.0),  # steep in the middle
    (0.3, -0.5, 0.7, 1.5),  # overshoot at both ends
    (0.6, -1.0, 0.4, 2.0),  # large overshoot, steep middle
    (0.0, 1.0, 1.0, 0.0),  # vertical tangents at both ends
    (0.0, 0.5, 1.0, 0.5),  # flat x at both ends, vertical tangents
    (1.0, 0.5, 1.0, 0.0),  # x = 1 - (1 - t)^3: triple flat point at the end
    (0.0, 1.0, 0.0, 0.5),  # x = t^3: triple flat point at the start
    (1.0, 0.0, 1e-9, 1.0),  # nearly (1, 0, 0, 1)
    (1.0 - 2.0**-30, 0.0, 0.0, 1.0),  # nearly (1, 0, 0, 1) from the other side
    (1e-9, 1.0, 1e-9, 0.5),  # interior steep point a hair after 0
    (1.0 - 1e-9, 0.0, 1.0 - 1e-9, 0.7),  # interior steep point a hair before 1
    (1.0, 1.0, 0.0, 0.0),  # x = y: the identity, though x' = 0 at 1/2
    (5e-324, 0.5, 0.5, 0.5),  # subnormal control point
    (1.0, 0.0, 0.5, 1.0),  # ordinary interior minimum of x'
    (0.0, 0.0, 0.0, 1.0),  # x = t^3 with y' = 0 at the start
]


def near_degenerate(rng):
    """A coordinate at or within a whisker of 0 or 1, or an ordinary one."""
    whisker = rng.choice([0.0, 1e-16, 1e-12, 2.0**-30, 1e-6, 1e-3])
    return rng.choice([whisker, 1.0 - whisker, rng.random()])


def build_rows():
    rng = random.Random(SEED)
    rows = []
    uniform = [k / 20 for k in range(21)]
    for curve in PRESETS:
        fractions = set(uniform) | {rng.random() for _ in range(4)} | hard_fractions(curve)
        rows += [row(curve, f) for f in sorted(fractions)]
    for curve in HARD:
        fractions = set(k / 10 for k in range(11)) | {rng.random() for _ in range(3)}
        fractions |= hard_fractions(curve)
        rows += [row(curve, f) for f in sorted(fractions)]
    for _ in range(200):
        curve = (rng.random(), rng.uniform(-1, 2), rng.random(), rng.uniform(-1, 2))
        rows += [row(curve, rng.random()) for _ in range(3)]
    for _ in range(80):
        curve = (near_degenerate(rng), rng.uniform(-1, 2), near_degenerate(rng), rng.uniform(-1, 2))
        steep = sorted(hard_fractions(curve))
        picks = rng.sample(steep, min(4, len(steep))) + [rng.random()]
        rows += [row(curve, f) for f in picks]
    return rows


def build_stress_rows(count):
    rng = random.Random(SEED + 1)
    rows = []
    while len(rows) < count:
        if rng.random() < 0.5:
            curve = (rng.random(), rng.uniform(-1, 2), rng.random(), rng.uniform(-1, 2))
            rows += [row(curve, rng.random()) for _ in range(4)]
        else:
            curve = (near_degenerate(rng), rng.uniform(-1, 2), near_degenerate(rng), rng.uniform(-1, 2))
            steep = sorted(hard_fractions(curve))
            rows += [row(curve, f) for f in rng.sample(steep, min(6, len(steep)))]
    return rows[:count]


def write(path, rows, note):
    with open(path, "w") as out:
        out.write(f"# Made by Scripts/reference/timing_curves.py with mpmath {mp.dps} digits ({note}).\n")
        out.write("# Each row: a curve's control points, a fraction (x), and at the t where x(t) = fraction:\n")
        out.write("# progress = y(t), dxdt = x'(t), dydt = y'(t). Inputs are exact doubles.\n")
        out.write("x1,y1,x2,y2,fraction,progress,dxdt,dydt\n")
        for line in rows:
            out.write(line + "\n")


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--stress":
        write(sys.argv[3], build_stress_rows(int(sys.argv[2])), "stress cases")
        return
    rows = build_rows()
    write(os.path.normpath(OUTPUT), rows, f"seed {SEED}")
    print(f"wrote {len(rows)} rows to {os.path.normpath(OUTPUT)}")


if __name__ == "__main__":
    main()
