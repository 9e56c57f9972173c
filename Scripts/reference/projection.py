#!/usr/bin/env python3
"""Reference values for Transit's release projection, made by letting a released motion
decelerate one millisecond at a time.

Run from the repository root:

    python3 Scripts/reference/projection.py

Needs Python 3.9+ and nothing from PyPI. Writes

    Tests/TransitTests/Reference/projection.csv

A motion released at `progress` with `velocity` (units per second) decelerates like a
UIScrollView: every millisecond its velocity is multiplied by the deceleration rate `rate`,
then it moves by what is left of the velocity over that millisecond. The script runs that
step by step, summing the moves with `math.fsum` (exactly rounded), until the velocity has
fallen below 1e-18 of its start, and writes where the motion comes to rest. No closed form is
used; Transit computes the same quantity as the sum of the geometric series,
progress + velocity / 1000 * rate / (1 - rate).

The cases are UIKit's two rates (0.998 normal, 0.99 fast) and a few others, with named
velocities and progresses (in progress per second, and a few in points per second as the
WWDC 2018 "Designing Fluid Interfaces" example uses), plus 120 random cases from a fixed seed,
so the file is reproducible.
"""

import math
import os
import random

SEED = 20_251_205
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "..", "Tests", "TransitTests", "Reference"))


def simulate(progress, velocity, rate):
    """Where the motion rests: per millisecond, decay the velocity, then move by it."""
    per_ms = velocity / 1000.0
    stop = abs(per_ms) * 1e-18
    moves = [progress]
    steps = 0
    while per_ms != 0.0:
        per_ms *= rate
        moves.append(per_ms)
        steps += 1
        if abs(per_ms) <= stop:
            break
        if steps > 10_000_000:
            raise RuntimeError("no rest after 10^7 ms for rate %r" % rate)
    return math.fsum(moves)


def fmt(value):
    return repr(float(value))


def main():
    rng = random.Random(SEED)
    cases = []
    rates = [0.998, 0.99, 0.995, 0.95, 0.9, 0.5, 0.0, 0.9999]
    velocities = [-5.0, -2.5, -1.0, -0.3, 0.0, 0.1, 0.8, 1.0, 2.56, 4.0, 10.0]
    for rate in rates:
        for progress in [0.0, 0.2, 0.35, 0.5, 0.9, 1.0]:
            for velocity in velocities:
                cases.append((rate, progress, velocity))
    # Points and points per second: the WWDC example, 1000 pt/s.
    for rate in [0.998, 0.99]:
        for velocity in [1000.0, -1000.0, 250.0, 3200.0]:
            cases.append((rate, 0.0, velocity))
    for _ in range(120):
        rate = 1.0 - math.exp(rng.uniform(math.log(1e-3), math.log(0.5)))
        cases.append((rate, rng.uniform(0.0, 1.0), rng.uniform(-8.0, 8.0)))

    lines = [",".join([fmt(r), fmt(p), fmt(v), fmt(simulate(p, v, r))]) for r, p, v in cases]
    with open(os.path.join(OUT, "projection.csv"), "w") as out:
        out.write("# Rest position of a motion decelerated per millisecond (velocity *= rate, then "
                  "move), summed with math.fsum\n")
        out.write("# Made by Scripts/reference/projection.py (seed %d)\n" % SEED)
        out.write("rate,progress,velocity,projected\n")
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
