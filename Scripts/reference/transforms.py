#!/usr/bin/env python3
"""Reference values for Transform3D interpolation (Tests/TransitTests/Geometry/Transform3DTests.swift).

Run:    python3 Scripts/reference/transforms.py
Needs:  Python 3.9+ and mpmath (`pip install mpmath`); nothing else.
Writes: Tests/TransitTests/Reference/transforms.csv

Implements "Interpolation of 3D matrices" from CSS Transforms Module Level 2
(https://drafts.csswg.org/css-transforms-2/#interpolation-of-3d-matrices) in 40-digit
mpmath arithmetic, written from the spec's pseudocode: decompose both matrices into
translation, scale, skew, perspective and a quaternion; interpolate the first four
linearly and the quaternion with the spec's dot-product slerp (no shortest-path flip);
recompose.

The spec's matrix[i][j] is CATransform3D's m(i+1)(j+1) (translation in matrix[3][0..2],
perspective in matrix[0..3][3]); every matrix here is stored that way.

Where the pseudocode, read literally, does not invert itself, this script follows the
reading that makes recompose(decompose(M)) == M, as browsers do:
  * multiply(a, b) is the product in the spec's column-vector notation, which is b . a
    on matrix[i][j] arrays (otherwise the skew and translation steps do not undo the
    decomposition);
  * the recomposition's rotationMatrix is used transposed: the decomposition reads the
    quaternion of the column-vector rotation, whose matrix[i][j] array is the transpose
    (w3c/csswg-drafts#3230).

Extension beyond the spec (which gives up on singular matrices), shared with the Swift
code: a row of the upper 3x3 block that is exactly zero is an axis of scale 0; its skew
factors are 0 and its direction completes a right-handed orthonormal basis: with one such
axis, the cross product of the other two (cyclic order); with two, the known axis's
minimal rotation from its identity direction applied to the identity directions; with
three, the identity. The scale 0 -> 1 cases and a few random ones use it.

Each row: case index, the 16 start entries a11..a44, the 16 end entries b11..b44, the
fraction, and the 16 expected entries e11..e44. Inputs are written with 10 significant
digits and re-read, so both sides start from the same doubles.
"""

import os
import random

import mpmath
from mpmath import mp, mpf, acos, sin, cos, sqrt, pi

mp.dps = 40

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "Tests", "TransitTests", "Reference", "transforms.csv")


# ---- matrices as 4x4 lists, matrix[i][j] = m(i+1)(j+1), row-vector convention ----

def identity():
    return [[mpf(1) if i == j else mpf(0) for j in range(4)] for i in range(4)]


def matmul(a, b):
    return [[sum(a[i][k] * b[k][j] for k in range(4)) for j in range(4)] for i in range(4)]


def translate(x, y, z):
    m = identity()
    m[3][0], m[3][1], m[3][2] = mpf(x), mpf(y), mpf(z)
    return m


def scale(x, y, z):
    m = identity()
    m[0][0], m[1][1], m[2][2] = mpf(x), mpf(y), mpf(z)
    return m


def rotate(angle, x, y, z):
    """CATransform3DMakeRotation, from the spec's rotate3d() matrix (column-vector form),
    transposed into the row-vector layout."""
    n = sqrt(mpf(x) ** 2 + mpf(y) ** 2 + mpf(z) ** 2)
    x, y, z = mpf(x) / n, mpf(y) / n, mpf(z) / n
    a = mpf(angle)
    sc = sin(a / 2) * cos(a / 2)
    sq = sin(a / 2) ** 2
    col = [
        [1 - 2 * (y * y + z * z) * sq, 2 * (x * y * sq - z * sc), 2 * (x * z * sq + y * sc)],
        [2 * (x * y * sq + z * sc), 1 - 2 * (x * x + z * z) * sq, 2 * (y * z * sq - x * sc)],
        [2 * (x * z * sq - y * sc), 2 * (y * z * sq + x * sc), 1 - 2 * (x * x + y * y) * sq],
    ]
    m = identity()
    for i in range(3):
        for j in range(3):
            m[i][j] = col[j][i]
    return m


def perspective(d):
    m = identity()
    m[2][3] = mpf(-1) / mpf(d)
    return m


def skew(xy, xz, yz):
    """A shear: x' = x + xy*y + xz*z style, written as a general matrix."""
    m = identity()
    m[1][0] = mpf(xy)
    m[2][0] = mpf(xz)
    m[2][1] = mpf(yz)
    return m


def ca_concat(*ms):
    """CATransform3DConcat chain: apply the first, then the next, ..."""
    out = identity()
    for m in ms:
        out = matmul(out, m)
    return out


# ---- spec helpers ----

def dot3(a, b):
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def cross3(a, b):
    return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]


def length3(a):
    return sqrt(dot3(a, a))


def combine(a, b, ascl, bscl):
    return [ascl * a[i] + bscl * b[i] for i in range(3)]


def det3(m):
    return (m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]))


def inverse4(m):
    """Gauss-Jordan inverse in mpmath."""
    a = [list(row) + [mpf(1) if i == j else mpf(0) for j in range(4)] for i, row in enumerate(m)]
    for c in range(4):
        p = max(range(c, 4), key=lambda r: abs(a[r][c]))
        a[c], a[p] = a[p], a[c]
        pv = a[c][c]
        a[c] = [v / pv for v in a[c]]
        for r in range(4):
            if r != c:
                f = a[r][c]
                a[r] = [a[r][k] - f * a[c][k] for k in range(8)]
    return [row[4:] for row in a]


def transpose4(m):
    return [[m[j][i] for j in range(4)] for i in range(4)]


def mult_vec_matrix(v, m):
    """The spec's multVecMatrix: the row vector v times m."""
    return [sum(v[k] * m[k][j] for k in range(4)) for j in range(4)]


def decompose(matrix):
    matrix = [list(r) for r in matrix]
    assert matrix[3][3] != 0
    d = matrix[3][3]
    for i in range(4):
        for j in range(4):
            matrix[i][j] /= d

    pm = [list(r) for r in matrix]
    for i in range(3):
        pm[i][3] = mpf(0)
    pm[3][3] = mpf(1)

    row = [[matrix[i][0], matrix[i][1], matrix[i][2]] for i in range(3)]
    zero = [all(v == 0 for v in r) for r in row]
    assert any(zero) or det3(row) != 0

    if matrix[0][3] != 0 or matrix[1][3] != 0 or matrix[2][3] != 0:
        assert not any(zero), "perspective with a zero axis is not used here"
        rhs = [matrix[0][3], matrix[1][3], matrix[2][3], matrix[3][3]]
        persp = mult_vec_matrix(rhs, transpose4(inverse4(pm)))
    else:
        persp = [mpf(0), mpf(0), mpf(0), mpf(1)]

    translation = [matrix[3][0], matrix[3][1], matrix[3][2]]
    scl = [mpf(0)] * 3
    skw = [mpf(0)] * 3

    if not any(zero):
        # The spec, step by step.
        scl[0] = length3(row[0])
        row[0] = [v / scl[0] for v in row[0]]
        skw[0] = dot3(row[0], row[1])
        row[1] = combine(row[1], row[0], 1, -skw[0])
        scl[1] = length3(row[1])
        row[1] = [v / scl[1] for v in row[1]]
        skw[0] /= scl[1]
        skw[1] = dot3(row[0], row[2])
        row[2] = combine(row[2], row[0], 1, -skw[1])
        skw[2] = dot3(row[1], row[2])
        row[2] = combine(row[2], row[1], 1, -skw[2])
        scl[2] = length3(row[2])
        row[2] = [v / scl[2] for v in row[2]]
        skw[1] /= scl[2]
        skw[2] /= scl[2]
        if dot3(row[0], cross3(row[1], row[2])) < 0:
            for i in range(3):
                scl[i] *= -1
                row[i] = [-v for v in row[i]]
    else:
        # Extension: Gram-Schmidt over the nonzero rows, then complete the basis.
        known = []
        for i in range(3):
            if zero[i]:
                continue
            r = list(row[i])
            coeffs = {}
            for k in known:
                coeffs[k] = dot3(row[k], r)
                r = combine(r, row[k], 1, -coeffs[k])
            scl[i] = length3(r)
            assert scl[i] != 0
            row[i] = [v / scl[i] for v in r]
            # skew[0] = XY (row 1 on 0), skew[1] = XZ (row 2 on 0), skew[2] = YZ (row 2 on 1)
            if i == 1 and 0 in coeffs:
                skw[0] = coeffs[0] / scl[1]
            if i == 2:
                if 0 in coeffs:
                    skw[1] = coeffs[0] / scl[2]
                if 1 in coeffs:
                    skw[2] = coeffs[1] / scl[2]
            known.append(i)
        if len(known) == 2:
            missing = [i for i in range(3) if zero[i]][0]
            row[missing] = cross3(row[(missing + 1) % 3], row[(missing + 2) % 3])
        elif len(known) == 1:
            k = known[0]
            e = [[mpf(1) if i == j else mpf(0) for j in range(3)] for i in range(3)]
            u, v = e[k], row[k]
            w = cross3(u, v)
            c = dot3(u, v)
            assert c > -1 + mpf(10) ** -20
            for i in range(3):
                if i == k:
                    continue
                x = e[i]
                wx = cross3(w, x)
                wwx = cross3(w, wx)
                row[i] = [x[j] + wx[j] + wwx[j] / (1 + c) for j in range(3)]
        else:
            row = [[mpf(1) if i == j else mpf(0) for j in range(3)] for i in range(3)]

    q = [
        mpf("0.5") * sqrt(max(1 + row[0][0] - row[1][1] - row[2][2], 0)),
        mpf("0.5") * sqrt(max(1 - row[0][0] + row[1][1] - row[2][2], 0)),
        mpf("0.5") * sqrt(max(1 - row[0][0] - row[1][1] + row[2][2], 0)),
        mpf("0.5") * sqrt(max(1 + row[0][0] + row[1][1] + row[2][2], 0)),
    ]
    if row[2][1] > row[1][2]:
        q[0] = -q[0]
    if row[0][2] > row[2][0]:
        q[1] = -q[1]
    if row[1][0] > row[0][1]:
        q[2] = -q[2]
    return translation, scl, skw, persp, q


def slerp(qa, qb, t):
    product = sum(qa[i] * qb[i] for i in range(4))
    product = min(product, mpf(1))
    product = max(product, mpf(-1))
    if abs(product) == 1:
        return list(qa)
    theta = acos(product)
    w = sin(t * theta) / sqrt(1 - product * product)
    return [qa[i] * (cos(t * theta) - product * w) + qb[i] * w for i in range(4)]


def recompose(translation, scl, skw, persp, q):
    def multiply(a, b):  # the spec's a * b in column-vector notation
        return matmul(b, a)

    matrix = identity()
    for i in range(4):
        matrix[i][3] = persp[i]
    for i in range(4):
        for j in range(3):
            matrix[3][i] += translation[j] * matrix[j][i]
    x, y, z, w = q
    rot = identity()
    rot[0][0] = 1 - 2 * (y * y + z * z)
    rot[0][1] = 2 * (x * y - z * w)
    rot[0][2] = 2 * (x * z + y * w)
    rot[1][0] = 2 * (x * y + z * w)
    rot[1][1] = 1 - 2 * (x * x + z * z)
    rot[1][2] = 2 * (y * z - x * w)
    rot[2][0] = 2 * (x * z - y * w)
    rot[2][1] = 2 * (y * z + x * w)
    rot[2][2] = 1 - 2 * (x * x + y * y)
    matrix = multiply(matrix, transpose4(rot))
    temp = identity()
    if skw[2]:
        temp[2][1] = skw[2]
        matrix = multiply(matrix, temp)
    if skw[1]:
        temp[2][1] = mpf(0)
        temp[2][0] = skw[1]
        matrix = multiply(matrix, temp)
    if skw[0]:
        temp[2][0] = mpf(0)
        temp[1][0] = skw[0]
        matrix = multiply(matrix, temp)
    for i in range(3):
        for j in range(4):
            matrix[i][j] *= scl[i]
    return matrix


def interpolate(a, b, t):
    ta, sa, ka, pa, qa = decompose(a)
    tb, sb, kb, pb, qb = decompose(b)
    t = mpf(t)

    def lerp(u, v):
        return [u[i] + (v[i] - u[i]) * t for i in range(len(u))]

    return recompose(lerp(ta, tb), lerp(sa, sb), lerp(ka, kb), lerp(pa, pb), slerp(qa, qb, t))


# ---- cases ----

def rounded(m):
    """The matrix as both sides will read it: each entry through 10 significant digits,
    rounding-noise entries (below 1e-12, such as sin(pi)) as exact zeros."""
    return [[0.0 if abs(v) < 1e-12 else float("%.10g" % float(v)) for v in r] for r in m]


def named_cases():
    p500 = perspective(500)
    cube_w = 320
    yield "identity -> rotateY(pi)", identity(), rotate(pi, 0, 1, 0)
    yield "scale(0,0,0) -> identity", scale(0, 0, 0), identity()
    yield "scale(0,0,1) -> identity", scale(0, 0, 1), identity()
    yield "scale(0,1,1) rotateZ(30deg) -> scale(2) rotateZ(30deg)", \
        ca_concat(scale(0, 1, 1), rotate(pi / 6, 0, 0, 1)), \
        ca_concat(scale(2, 2, 2), rotate(pi / 6, 0, 0, 1))
    yield "translate + scale", ca_concat(scale(1, 1, 1), translate(10, 20, 0)), \
        ca_concat(scale(2, 3, 1), translate(-40, 80, 30))
    yield "rotateZ(90deg) -> rotateZ(270deg)", rotate(pi / 2, 0, 0, 1), rotate(3 * pi / 2, 0, 0, 1)
    # flip: CATransform3DRotate(perspective, angle, 0, 1, 0) = rotation, then perspective
    yield "flip: perspective(500) rotateY(0 -> pi)", ca_concat(rotate(0, 0, 1, 0), p500), \
        ca_concat(rotate(pi, 0, 1, 0), p500)
    yield "flip: perspective(500) rotateY(0 -> -pi/2)", p500, ca_concat(rotate(-pi / 2, 0, 1, 0), p500)
    # cube face: translate back by w/2, rotate, translate forward, then perspective
    yield "cube: rotateY(0 -> -pi/2) about an axis behind the face", \
        ca_concat(translate(0, 0, cube_w / 2), translate(0, 0, -cube_w / 2), p500), \
        ca_concat(translate(0, 0, cube_w / 2), rotate(-pi / 2, 0, 1, 0), translate(0, 0, -cube_w / 2), p500)
    yield "skewed -> rotated", ca_concat(skew(0.5, 0, 0), scale(1.5, 1, 1)), \
        ca_concat(rotate(pi / 4, 0, 0, 1), translate(30, 0, 0))
    yield "mirror scale(-1,1,1) -> identity", scale(-1, 1, 1), identity()


def random_transform(rng):
    ops = []
    for _ in range(rng.randint(2, 5)):
        kind = rng.choice(["t", "s", "r", "r", "k"])
        if kind == "t":
            ops.append(translate(rng.uniform(-200, 200), rng.uniform(-200, 200), rng.uniform(-100, 100)))
        elif kind == "s":
            sx, sy, sz = (rng.uniform(0.2, 3) for _ in range(3))
            if rng.random() < 0.15:
                sx = -sx
            ops.append(scale(sx, sy, sz))
        elif kind == "r":
            ops.append(rotate(rng.uniform(-3.1, 3.1), rng.uniform(-1, 1), rng.uniform(-1, 1),
                              rng.uniform(-1, 1)))
        else:
            ops.append(skew(rng.uniform(-0.8, 0.8), rng.uniform(-0.5, 0.5), rng.uniform(-0.5, 0.5)))
    if rng.random() < 0.4:
        ops.append(perspective(rng.uniform(200, 2000)))
    return ca_concat(*ops)


def random_flattened(rng):
    """A random rotation and translation after a scale of 0 on one axis."""
    s = [rng.uniform(0.3, 2) for _ in range(3)]
    s[rng.randrange(3)] = 0
    return ca_concat(scale(*s), rotate(rng.uniform(-3, 3), rng.uniform(-1, 1), rng.uniform(-1, 1),
                                       rng.uniform(-1, 1)),
                     translate(rng.uniform(-50, 50), rng.uniform(-50, 50), 0))


def usable(m):
    """Kept away from the singular and the ill-conditioned, where no reference is meaningful."""
    mm = [[mpf(v) for v in r] for r in m]
    if abs(mm[3][3]) < mpf("0.2"):
        return False
    a = [[mm[i][j] / mm[3][3] for j in range(3)] for i in range(3)]
    if any(all(v == 0 for v in r) for r in a):
        return True  # a flattened axis: the extension handles it
    return abs(det3(a)) > mpf("0.01")


def main():
    rng = random.Random(20240611)
    rows = []
    fractions_named = [-0.2, 0.25, 0.5, 0.75, 1.2]
    case = 0
    for _, a, b in named_cases():
        a, b = rounded(a), rounded(b)
        for f in fractions_named:
            rows.append((case, a, b, f))
        case += 1

    fractions_random = [-0.2, 0.1, 0.3, 0.5, 0.7, 0.9, 1.2]
    made = 0
    while made < 150:
        if made % 15 == 14:
            a, b = random_flattened(rng), random_transform(rng)
        else:
            a, b = random_transform(rng), random_transform(rng)
        a, b = rounded(a), rounded(b)
        if not (usable(a) and usable(b)):
            continue
        qa, qb = decompose([[mpf(v) for v in r] for r in a])[4], decompose([[mpf(v) for v in r] for r in b])[4]
        if abs(sum(x * y for x, y in zip(qa, qb))) > mpf("0.9999"):
            continue  # slerp there is ill-conditioned in float64; named cases cover equal rotations
        for f in (fractions_random[made % 7], fractions_random[(made + 3) % 7]):
            rows.append((case, a, b, f))
        case += 1
        made += 1

    names = [f"{p}{i}{j}" for p in "abe" for i in range(1, 5) for j in range(1, 5)]
    header = ["case"] + names[:32] + ["fraction"] + names[32:]
    with open(OUT, "w") as out:
        out.write("# Transform3D interpolation by decomposition (CSS Transforms Level 2), 40-digit mpmath.\n")
        out.write("# Made by Scripts/reference/transforms.py with mpmath %s; see its docstring.\n" % mpmath.__version__)
        out.write("# Columns: case, start a11..a44, end b11..b44, fraction, expected e11..e44 (CATransform3D layout).\n")
        out.write(",".join(header) + "\n")
        for case, a, b, f in rows:
            e = interpolate([[mpf(v) for v in r] for r in a], [[mpf(v) for v in r] for r in b], f)
            fields = [str(case)]
            fields += [repr(v) for r in a for v in r]
            fields += [repr(v) for r in b for v in r]
            fields.append(repr(f))
            fields += ["%.15g" % float(v) for r in e for v in r]
            out.write(",".join(fields) + "\n")
    print("wrote %d rows to %s" % (len(rows), os.path.normpath(OUT)))


if __name__ == "__main__":
    main()
