#!/usr/bin/env python3
"""Reference values for Transit's `Spring`, made by integrating the spring's ODE numerically.

Run from the repository root:

    pip install numpy scipy
    python3 Scripts/reference/springs.py

Needs Python 3.9+, NumPy and SciPy. Writes

    Tests/TransitTests/Reference/springs.csv           position and velocity at given times
    Tests/TransitTests/Reference/springs-settling.csv  settling durations

The motion is that of a mass released at x(0) = 0 towards rest at 1,

    m x'' + c x' + k (x - 1) = 0,   x(0) = 0,   x'(0) = v0,

integrated with SciPy's `solve_ivp` (DOP853, an explicit Runge-Kutta method of order 8,
rtol 1e-13, atol 1e-15). No closed form is used: every value is checked against a second
integration with a different method (LSODA, the ODEPACK Adams/BDF multistep solver, same
tolerances, exact Jacobian) and the script stops if the two disagree by more than 1e-8.

Settling duration (the earliest T after which |x(t) - 1| < tolerance for all t >= T) is
found from the DOP853 dense output (an interpolant of order 7): integrate until the spring's energy guarantees it stays
inside the tolerance (|x - 1| <= sqrt(2 H / k) with H = m v^2/2 + k (x - 1)^2/2, which never
increases when c >= 0), sample densely, locate every extremum by root-finding on the
velocity, take the last sample or extremum outside the tolerance and refine the crossing
after it with Brent's method. Cases whose answer is ill-conditioned (an extremum within
1e-6 of the tolerance, where the answer jumps by a half period) are skipped.

The random cases use a fixed seed, so the files are reproducible.
"""

import math
import os

import numpy as np
import scipy
from scipy.integrate import solve_ivp
from scipy.optimize import brentq

SEED = 20_251_129
# The primary integration and the cross-check by an unrelated method: (method, rtol, atol).
PRIMARY = ("DOP853", 1e-13, 1e-15)
CHECK = ("LSODA", 1e-13, 1e-15)
AGREEMENT = 1e-8

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.normpath(os.path.join(HERE, "..", "..", "Tests", "TransitTests", "Reference"))

# Case kinds, written as a number in the first column.
NAMED, NEAR_CRITICAL, RANDOM = 0, 1, 2


def rhs(m, k, c):
    def f(_t, state):
        x, v = state
        return [v, (-c * v - k * (x - 1.0)) / m]

    return f


def jacobian(m, k, c):
    def jac(_t, _state):
        return [[0.0, 1.0], [-k / m, -c / m]]

    return jac


def integrate(m, k, c, v0, times, method, rtol, atol):
    """Position and velocity at the given times (sorted, >= 0)."""
    times = np.asarray(times, dtype=float)
    end = float(times.max()) if times.size else 0.0
    if end == 0.0:
        return np.zeros_like(times), np.full_like(times, v0)
    kwargs = {"jac": jacobian(m, k, c)} if method in ("Radau", "BDF", "LSODA") else {}
    sol = solve_ivp(
        rhs(m, k, c), (0.0, end), [0.0, v0], method=method, t_eval=times,
        rtol=rtol, atol=atol, **kwargs)
    if not sol.success:
        raise RuntimeError(sol.message)
    return sol.y[0], sol.y[1]


def swiftui(response, ratio):
    """SwiftUI's spring(response:dampingFraction:) as mass, stiffness, damping."""
    omega = 2.0 * math.pi / response
    return 1.0, omega * omega, 2.0 * ratio * omega


def from_ratio(m, k, ratio):
    return m, k, 2.0 * ratio * math.sqrt(k * m)


def named_springs():
    springs = [
        (1.0, 100.0, 10.0),  # CASpringAnimation's defaults
        (3.0, 1000.0, 500.0),  # UIKit's navigation / modal spring, over-damped
        swiftui(0.5, 0.6),
        swiftui(0.5, 0.8),
        swiftui(0.5, 1.0),
        swiftui(0.35, 1.0 - 0.3),  # Spring(duration: 0.35, bounce: 0.3)
        swiftui(0.35, 1.0 / (1.0 - 0.3)),  # Spring(duration: 0.35, bounce: -0.3)
    ]
    return springs


def near_critical_springs():
    springs = []
    for m, k in [(1.0, 100.0), (2.5, 700.0), (0.3, 40.0)]:
        for offset in [-1e-3, -1e-6, -1e-9, 0.0, 1e-9, 1e-6, 1e-3]:
            springs.append(from_ratio(m, k, 1.0 + offset))
    return springs


def random_springs(rng, count):
    springs = []
    for _ in range(count):
        m = math.exp(rng.uniform(math.log(0.1), math.log(5.0)))
        k = math.exp(rng.uniform(math.log(10.0), math.log(2000.0)))
        ratio = math.exp(rng.uniform(math.log(0.05), math.log(5.0)))
        v0 = rng.uniform(-20.0, 20.0)
        springs.append((from_ratio(m, k, ratio), v0))
    return springs


def fmt(value):
    return repr(float(value))


# --- settling -------------------------------------------------------------------------------


def settling_duration(m, k, c, v0, tol):
    """Earliest T with |x(t) - 1| < tol for all t >= T, from the ODE's dense output.

    Returns None when the answer is ill-conditioned (an extremum within 1e-6 relative of tol).
    """
    f = rhs(m, k, c)
    omega0 = math.sqrt(k / m)

    def bound(state):
        y, v = state[0] - 1.0, state[1]
        return math.sqrt(y * y + m * v * v / k)  # sqrt(2H/k)

    # Integrate until the energy bound holds with margin; the last crossing lies before.
    end = 10.0 / omega0
    while True:
        sol = solve_ivp(f, (0.0, end), [0.0, v0], method=PRIMARY[0], rtol=PRIMARY[1],
                        atol=PRIMARY[2], dense_output=True)
        if not sol.success:
            raise RuntimeError(sol.message)
        if bound(sol.y[:, -1]) < 0.5 * tol:
            break
        end *= 2.0
    dense = sol.sol

    # Dense samples: 400 per undamped period, and at least 20 000 over the run.
    step = min(2.0 * math.pi / omega0 / 400.0, end / 20_000.0)
    grid = np.linspace(0.0, end, int(math.ceil(end / step)) + 1)
    states = dense(grid)
    y = states[0] - 1.0
    v = states[1]

    points = list(grid)
    # Extrema: sign changes of the velocity, refined.
    changes = np.nonzero(np.sign(v[:-1]) * np.sign(v[1:]) < 0)[0]
    for i in changes:
        points.append(brentq(lambda t: dense(t)[1], grid[i], grid[i + 1], xtol=1e-15, rtol=1e-15))
    extrema = [p for p in points[len(grid):]]
    for t in extrema:
        if abs(abs(dense(t)[0] - 1.0) / tol - 1.0) < 1e-6:
            return None
    points.sort()
    points = np.array(points)
    offsets = dense(points)[0] - 1.0
    outside = np.nonzero(np.abs(offsets) >= tol)[0]
    if outside.size == 0:
        return 0.0
    i = outside[-1]
    if i == len(points) - 1:
        raise RuntimeError("settling beyond the energy horizon")
    sign = 1.0 if offsets[i] >= 0 else -1.0
    return brentq(lambda t: sign * (dense(t)[0] - 1.0) - tol, points[i], points[i + 1],
                  xtol=1e-15, rtol=1e-15)


def main():
    rng = np.random.default_rng(SEED)
    rows = []  # (kind, m, k, c, v0, t)
    cases = []  # (kind, m, k, c, v0, times)

    for m, k, c in named_springs():
        for v0 in [0.0, 3.0, -5.0]:
            times = [0.0, 0.02, 0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.2, 2.0]
            cases.append((NAMED, m, k, c, v0, times))
    for m, k, c in near_critical_springs():
        for v0 in [0.0, 7.0, -4.0]:
            times = sorted(rng.uniform(0.0, 1.5, size=5))
            cases.append((NEAR_CRITICAL, m, k, c, v0, times))
    randoms = random_springs(rng, 150)
    for (m, k, c), v0 in randoms:
        times = sorted([rng.uniform(0.0, 0.3), rng.uniform(0.0, 1.0), rng.uniform(0.0, 2.0),
                        rng.uniform(0.0, 4.0), math.exp(rng.uniform(math.log(0.01), math.log(20.0)))])
        cases.append((RANDOM, m, k, c, v0, times))

    worst = 0.0
    lines = []
    for kind, m, k, c, v0, times in cases:
        x, v = integrate(m, k, c, v0, times, *PRIMARY)
        x2, v2 = integrate(m, k, c, v0, times, *CHECK)
        scale = max(1.0, abs(v0), math.sqrt(k / m))
        disagreement = max(np.max(np.abs(x - x2)), np.max(np.abs(v - v2)) / scale)
        worst = max(worst, disagreement)
        if disagreement > AGREEMENT:
            raise RuntimeError(f"DOP853 and LSODA disagree by {disagreement} for {(m, k, c, v0)}")
        for t, xi, vi in zip(times, x, v):
            lines.append(",".join([str(kind), fmt(m), fmt(k), fmt(c), fmt(v0), fmt(t), fmt(xi),
                                   fmt(vi)]))

    with open(os.path.join(OUT, "springs.csv"), "w") as out:
        out.write("# Spring position and velocity from SciPy %s solve_ivp (%s, rtol %g, atol %g)\n"
                  % ((scipy.__version__,) + PRIMARY))
        out.write("# Made by Scripts/reference/springs.py (seed %d); largest disagreement with "
                  "%s (rtol %g, atol %g): %.1e (velocity scaled by max(1, |v0|, omega0))\n"
                  % ((SEED,) + CHECK + (worst,)))
        out.write("# kind: 0 named spring, 1 near critical damping, 2 random\n")
        out.write("kind,mass,stiffness,damping,v0,t,x,v\n")
        out.write("\n".join(lines) + "\n")

    settling = []
    for m, k, c in named_springs():
        for v0 in [0.0, 3.0, -5.0]:
            for tol in [1e-3, 1e-2, 1e-4]:
                settling.append((NAMED, m, k, c, v0, tol))
    for index, (m, k, c) in enumerate(near_critical_springs()):
        settling.append((NEAR_CRITICAL, m, k, c, [0.0, 7.0, -4.0][index % 3], 1e-3))
    for (m, k, c), v0 in randoms[:60]:
        tol = math.exp(rng.uniform(math.log(1e-4), math.log(1e-2)))
        settling.append((RANDOM, m, k, c, v0, tol))

    lines = []
    skipped = 0
    for kind, m, k, c, v0, tol in settling:
        duration = settling_duration(m, k, c, v0, tol)
        if duration is None:
            skipped += 1
            continue
        lines.append(",".join([str(kind), fmt(m), fmt(k), fmt(c), fmt(v0), fmt(tol),
                               fmt(duration)]))

    with open(os.path.join(OUT, "springs-settling.csv"), "w") as out:
        out.write("# Spring settling durations from SciPy %s solve_ivp (%s, rtol %g, atol %g) "
                  "dense output, extrema and crossings refined with brentq\n"
                  % ((scipy.__version__,) + PRIMARY))
        out.write("# Made by Scripts/reference/springs.py (seed %d); %d ill-conditioned cases "
                  "skipped\n" % (SEED, skipped))
        out.write("# kind: 0 named spring, 1 near critical damping, 2 random\n")
        out.write("kind,mass,stiffness,damping,v0,tolerance,settling\n")
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
