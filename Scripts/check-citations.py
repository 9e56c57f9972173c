#!/usr/bin/env python3
"""Lists the files that cite documents the repository does not hold, or ids it does not define.

    Scripts/check-citations.py [--ids] [PATH...]

The code and docs were written beside two documents kept outside the repository,
`DESIGN.md` and `UIKIT-BEHAVIOUR.md`, and beside a `../shared/` folder; a reader of the
repository finds none of them. Their content now lives in `docs/design.md` and
`docs/uikit-behaviour.md`, which give each rule and fact a stable id to cite instead.

For every tracked file (or the files under the PATHs given), prints one line per file that
cites one of them, with counts, then a total:

    Sources/Foo.swift: 3 (DESIGN.md 1, UIKIT-BEHAVIOUR.md 2, ../shared/ 0)

A citation is written as the in-repository document and the anchor of the rule, finding or
fact: `docs/design.md#r8` (rule R8), `docs/design.md#u20` (finding U20 of the UIKit host
review), `docs/design.md#n1` (N1 of the second review), `docs/uikit-behaviour.md#b3-2`
(uikit-behaviour §3.2), `docs/uikit-behaviour.md#b1-2-r5` (§1.2 row 5). Every such
citation must name an anchor (`<a id="...">`) its document has; a citation that does not is
reported as "unresolved", with its line.

Two kinds of mention are not citations and are allowed:
- `../shared/tools/...` in `.ci/run` and `Scripts/*.sh`: those scripts run a tool of the
  machine they run on (the iOS compile check), found beside the checkout and skipped with a
  message when it is absent; nothing in the repository depends on reading it.
- the bare ids ("rule 8", "U20", "N1") inside `docs/design.md` and
  `docs/uikit-behaviour.md`, which define them or link each one to its anchor.

With `--ids` it also counts the bare ids: "rule 8" (the numbered UIKit rules, now R1-R10),
"U20" and "N1" (the findings of the two UIKit host reviews). Outside the two documents that
define them, a bare id is a citation of a document the repository does not hold; it is
reported in its own column and, with or without `--ids`, changes the exit status.

Exits 1 when any file cites `DESIGN.md`, `UIKIT-BEHAVIOUR.md`, `../shared/` or a bare id, or
when a citation names an anchor its document lacks; 0 when none does; 2 on a usage
mistake. Python 3 standard library only.
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
    ("N-id", re.compile(r"\bN\d{1,2}\b")),
]
# This script names the old documents on purpose.
EXEMPT = {"Scripts/check-citations.py"}
# The documents that define the ids, where a bare id is its own definition or linked.
DEFINING = {"docs/design.md", "docs/uikit-behaviour.md"}
# Scripts that run a tool beside the checkout (see above): their `../shared/tools/` is a call.
TOOL_CALL = re.compile(r"\.\./shared/tools/")
def runs_machine_tools(path):
    return path == ".ci/run" or (path.startswith("Scripts/") and path.endswith(".sh"))

# `docs/name.md#anchor` anywhere, and `](name.md#anchor)` links between the docs.
CITED_ANCHOR = re.compile(r"\b(docs/[\w./-]+\.md)#([\w-]+)")
DOCS_LINK = re.compile(r"\]\(([\w./-]+\.md)#([\w-]+)\)")
MARKDOWN_LINK_TEXT = re.compile(r"\[[^\]\n]*\]\(")
ANCHOR = re.compile(r"""<a id="([\w-]+)"></a>""")
_anchors = {}


def heading_slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"`|\*\*|__", "", heading.strip()).lower()
    return re.sub(r"[^\w\- ]", "", text).replace(" ", "-")


def anchors_of(document):
    """The anchors of a document, by its path from the root: its `<a id>` anchors and its
    headings' (`None` when the document does not exist)."""
    if document not in _anchors:
        text = read_text(document)
        if text is None:
            _anchors[document] = None
        else:
            headings = re.findall(r"^#{1,6}\s+(.*?)\s*#*\s*$", text, re.M)
            _anchors[document] = set(ANCHOR.findall(text)) | {heading_slug(h) for h in headings}
    return _anchors[document]


def unresolved_citations(path, text):
    """(line number, citation) for each citation in `text` whose document or anchor is missing."""
    found = []
    for number, line in enumerate(text.split("\n"), start=1):
        targets = [(doc, anchor) for doc, anchor in CITED_ANCHOR.findall(line)]
        if path.startswith("docs/"):
            for link, anchor in DOCS_LINK.findall(line):
                doc = os.path.normpath(os.path.join(os.path.dirname(path), link))
                targets.append((doc, anchor))
        for doc, anchor in targets:
            known = anchors_of(doc)
            if known is None or anchor not in known:
                found.append((number, f"{doc}#{anchor}"))
    return found


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

    kinds = CITATIONS + IDS
    shown = len(kinds) if with_ids else len(CITATIONS)
    totals = [0] * len(kinds)
    citing_files = 0
    unresolved_total = 0
    for path in sorted(tracked_files(paths)):
        if path in EXEMPT:
            continue
        text = read_text(path)
        if text is None:
            continue
        counted = TOOL_CALL.sub("", text) if runs_machine_tools(path) else text
        if path.endswith(".md"):
            counted = MARKDOWN_LINK_TEXT.sub("](", counted)  # "[U3](docs/design.md#u3)" is linked
        counts = [len(pattern.findall(counted)) for _, pattern in CITATIONS]
        counts += [0 if path in DEFINING else len(pattern.findall(counted)) for _, pattern in IDS]
        unresolved = unresolved_citations(path, text)
        unresolved_total += len(unresolved)
        for number, citation in unresolved:
            print(f"{path}:{number}: unresolved {citation}")
        if not any(counts):
            continue
        citing_files += 1
        totals = [a + b for a, b in zip(totals, counts)]
        detail = ", ".join(f"{name} {count}" for (name, _), count in zip(kinds, counts))
        print(f"{path}: {sum(counts)} ({detail})")
    detail = ", ".join(f"{name} {count}" for (name, _), count in zip(kinds[:shown], totals))
    cited_total = sum(totals)
    print(f"total: {cited_total} ({detail}); {citing_files} files cite a document outside"
          f" the repository; {unresolved_total} citations name an anchor that does not exist")
    return 1 if cited_total or unresolved_total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
