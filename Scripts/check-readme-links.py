#!/usr/bin/env python3
"""Checks the links in the README: every link into the DocC documentation and every
relative link must lead to something the repository holds.

    Scripts/check-readme-links.py [README]

README defaults to README.md at the repository's root; relative links are resolved from
its folder. What is checked:

- a relative link (`[text](path)`, `![alt](path)`, `[id]: path`): the file or folder
  exists; with a `#fragment` into a Markdown file, a heading of that file has that anchor;
- a link to a heading of the README itself (`#anchor`);
- a DocC link: a URL whose path holds `/documentation/<module>[/<page>…]` (a hosted or
  locally served archive) or `doc:<Article>`: a catalog `Sources/*/<Module>.docc` exists,
  and `<page>` is one of its articles (file name, case-insensitive, as DocC makes the URL)
  or a symbol declared in `Sources/<Module>/`.

Other URLs (web pages) are not fetched. Links inside code blocks and code spans are not
links and are skipped. Prints one line per broken link (`README.md:LINE: target: why`) and
exits 1 if there is any, 0 otherwise, 2 on a usage mistake. Python 3 standard library only.
"""

import glob
import os
import re
import sys
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

INLINE_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
AUTOLINK = re.compile(r"<((?:https?|doc):[^>\s]+)>")
REFERENCE_DEFINITION = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+\".*\")?\s*$")
DOCC_PATH = re.compile(r"/documentation/([^/?#]+)((?:/[^/?#]+)*)")


def usage_error(message):
    print(f"check-readme-links: {message} (usage: Scripts/check-readme-links.py [README])",
          file=sys.stderr)
    sys.exit(2)


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"`|\*\*|__", "", heading.strip()).lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(path):
    """The anchors of a Markdown file's headings (repeated headings get -1, -2, …)."""
    found, seen = set(), {}
    for line in prose_lines(path):
        match = re.match(r"^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$", line[1])
        if match:
            base = slug(match.group(1))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
    for line in prose_lines(path):  # explicit anchors: <a id="…"> / <a name="…">
        for name in re.findall(r"<a\s+(?:id|name)=\"([^\"]+)\"", line[1]):
            found.add(name)
    return found


def prose_lines(path):
    """(line number, text) of the lines outside fenced code blocks, code spans blanked."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    fence = None
    for number, line in enumerate(lines, start=1):
        stripped = line.lstrip()
        if fence:
            if stripped.startswith(fence):
                fence = None
            continue
        match = re.match(r"(```+|~~~+)", stripped)
        if match:
            fence = match.group(1)
            continue
        yield number, re.sub(r"(`+)(?:(?!\1).)+?\1", lambda m: " " * len(m.group(0)), line)


def links(path):
    """(line number, target) of every link in a Markdown file's prose."""
    for number, line in prose_lines(path):
        definition = REFERENCE_DEFINITION.match(line)
        if definition:
            yield number, definition.group(1)
            continue
        for match in INLINE_LINK.finditer(line):
            yield number, match.group(1)
        for match in AUTOLINK.finditer(line):
            yield number, match.group(1)


def catalogs():
    """Each DocC catalog by its module's name in lower case: (module, catalog folder)."""
    found = {}
    for folder in glob.glob(os.path.join(ROOT, "Sources", "*", "*.docc")):
        module = os.path.basename(folder)[: -len(".docc")]
        found[module.lower()] = (module, folder)
    return found


def articles(catalog):
    return {
        os.path.splitext(os.path.basename(path))[0].lower()
        for path in glob.glob(os.path.join(catalog, "**", "*.md"), recursive=True)
    }


def declares_symbol(module, name):
    """Whether a Swift file of the module declares a type, protocol, function or property
    of that name (DocC's URLs spell symbols in lower case)."""
    pattern = re.compile(
        r"\b(?:class|struct|enum|protocol|actor|typealias|func|var|let|case)\s+`?"
        + re.escape(name) + r"\b", re.IGNORECASE)
    for path in glob.glob(os.path.join(ROOT, "Sources", module, "**", "*.swift"), recursive=True):
        with open(path, encoding="utf-8") as handle:
            if pattern.search(handle.read()):
                return True
    return False


def check_docc(module_name, page):
    known = catalogs()
    entry = known.get(module_name.lower())
    if entry is None:
        return f"no DocC catalog for module '{module_name}' (Sources/*/{module_name}.docc)"
    module, catalog = entry
    if not page:
        return None
    first = urllib.parse.unquote(page[0]).lower()
    first = re.sub(r"-[0-9a-z]{1,6}$", "", first) if first not in articles(catalog) else first
    if first in articles(catalog) or declares_symbol(module, first):
        return None
    return f"no article or symbol '{page[0]}' in {os.path.relpath(catalog, ROOT)}"


def check_doc_scheme(target):
    name = target[len("doc:"):].split("#")[0].strip("/")
    parts = name.split("/")
    if len(parts) > 1:
        return check_docc(parts[0], parts[1:])
    for _, catalog in catalogs().values():
        if parts[0].lower() in articles(catalog):
            return None
    return f"no article '{parts[0]}' in any catalog"


def check_relative(readme, target):
    path, _, fragment = target.partition("#")
    path = urllib.parse.unquote(path)
    if path == "":
        resolved = readme
    else:
        resolved = os.path.normpath(os.path.join(os.path.dirname(readme), path))
        if not os.path.exists(resolved):
            return f"no such file or folder: {os.path.relpath(resolved, ROOT)}"
    if fragment and resolved.endswith(".md") and os.path.isfile(resolved):
        if fragment.lower() not in anchors(resolved):
            return f"no heading with anchor #{fragment} in {os.path.relpath(resolved, ROOT)}"
    return None


def check(readme):
    problems = []
    for number, target in links(readme):
        scheme = urllib.parse.urlsplit(target).scheme.lower()
        if scheme in ("http", "https"):
            docc = DOCC_PATH.search(urllib.parse.urlsplit(target).path)
            problem = None
            if docc:
                page = [part for part in docc.group(2).split("/") if part]
                problem = check_docc(urllib.parse.unquote(docc.group(1)), page)
        elif scheme == "doc":
            problem = check_doc_scheme(target)
        elif scheme:  # mailto:, ftp: …: nothing in the repository to check
            problem = None
        else:
            problem = check_relative(readme, target)
        if problem:
            problems.append(f"{os.path.relpath(readme, ROOT)}:{number}: {target}: {problem}")
    return problems


def main(arguments):
    if len(arguments) > 1:
        usage_error("too many arguments")
    if arguments and arguments[0].startswith("-"):
        if arguments[0] in ("-h", "--help"):
            print(__doc__.strip())
            return 0
        usage_error(f"unknown option {arguments[0]}")
    readme = os.path.abspath(arguments[0]) if arguments else os.path.join(ROOT, "README.md")
    if not os.path.isfile(readme):
        usage_error(f"no such file: {arguments[0] if arguments else readme}")
    problems = check(readme)
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
