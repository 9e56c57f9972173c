#!/usr/bin/env python3
"""Lists the files that cite documents the repository does not hold.

    Scripts/check-citations.py [--ids] [PATH...]

The code and docs were written beside two documents kept outside the repository,
`DESIGN.md` and `UIKIT-BEHAVIOUR.md`, and beside a `../shared/` folder; a reader of the
repository finds none of them. Their content now lives in `docs/design.md` and
`docs/uikit-behaviour.md`, which give each rule and fact a stable id to cite instead.

For every tracked file (or the files under the PATHs given), prints one line per file that
cites one of them, with counts, then a total:

    Sources/Foo.swift: 3 (DESIGN.md 1, UIKIT-BEHAVIOUR.md 2, ../shared/ 0)

With `--ids` it also counts the bare ids those documents gave, which only make sense next
to them: "rule 8" (DESIGN's numbered UIKit rules) and "U20" (the rows of the UIKit host
review); reported in their own columns, they do not change the exit status.

Exits 1 when any file cites `DESIGN.md`, `UIKIT-BEHAVIOUR.md` or `../shared/`, 0 when none
does, 2 on a usage mistake. Python 3 standard library only.
"""

import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CITATIONS = [
    ("DESIGN.md", re.compile(r"\bDESIGN\.md\b")),
    ("UIKIT-BEHAVIOUR.md", re.compile(r"\bUIKIT-BEHAVIOUR\b")),
    ("../shared/", re.compile(r"\.\./shared/")),
]
IDS = [
    ("rule N", re.compile(r"\b[Rr]ules? \d+\b")),
    ("U-id", re.compile(r"\bU\d{1,2}\b")),
]
# Files that name the old documents on purpose: this script, and the mapping in the docs.
EXEMPT = {"Scripts/check-citations.py"}


def usage_error(message):
    print(f"check-citations: {message} (usage: Scripts/check-citations.py [--ids] [PATH...])",
          file=sys.stderr)
    sys.exit(2)


def tracked_files(paths):
    try:
        output = subprocess.run(
            ["git", "ls-files", "-z", "--", *paths], cwd=ROOT, check=True,
            capture_output=True).stdout
        return [name for name in output.decode("utf-8").split("\0") if name]
    except (OSError, subprocess.CalledProcessError):
        found = []
        for start in paths or ["."]:
            for folder, subfolders, names in os.walk(os.path.join(ROOT, start)):
                subfolders[:] = [s for s in subfolders if not s.startswith(".build") and s != ".git"]
                found += [os.path.relpath(os.path.join(folder, n), ROOT) for n in names]
        return found


def read_text(path):
    try:
        with open(os.path.join(ROOT, path), encoding="utf-8") as handle:
            return handle.read()
    except (UnicodeDecodeError, OSError):
        return None  # binary files (images) cite nothing


def main(arguments):
    with_ids = False
    paths = []
    for argument in arguments:
        if argument == "--ids":
            with_ids = True
        elif argument in ("-h", "--help"):
            print(__doc__.strip())
            return 0
        elif argument.startswith("-"):
            usage_error(f"unknown option {argument}")
        elif not os.path.exists(os.path.join(ROOT, argument)):
            usage_error(f"no such file or folder: {argument}")
        else:
            paths.append(argument)

    kinds = CITATIONS + (IDS if with_ids else [])
    totals = [0] * len(kinds)
    citing_files = 0
    for path in sorted(tracked_files(paths)):
        if path in EXEMPT:
            continue
        text = read_text(path)
        if text is None:
            continue
        counts = [len(pattern.findall(text)) for _, pattern in kinds]
        if not any(counts):
            continue
        cited = sum(counts[: len(CITATIONS)])
        if cited:
            citing_files += 1
        totals = [a + b for a, b in zip(totals, counts)]
        detail = ", ".join(f"{name} {count}" for (name, _), count in zip(kinds, counts))
        print(f"{path}: {sum(counts)} ({detail})")
    detail = ", ".join(f"{name} {count}" for (name, _), count in zip(kinds, totals))
    cited_total = sum(totals[: len(CITATIONS)])
    print(f"total: {sum(totals)} ({detail}); {citing_files} files cite a document outside"
          f" the repository ({cited_total} citations)")
    return 1 if cited_total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
