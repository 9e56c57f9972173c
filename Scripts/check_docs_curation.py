"""Checks a module's symbol graph against its DocC catalog, or extracts a module's own symbols.

    check_docs_curation.py GRAPH_DIR CATALOG_DIR
        Fails (exit 1, one line per problem) when a public symbol has no doc comment, or a
        top-level public symbol (a type, a protocol, a free function, a type the module
        extends) appears in no `## Topics` section of the catalog's pages. Members need no
        listing: DocC lists them on their type's page, grouped by kind.

    check_docs_curation.py --own-symbols-of MODULE RAW_DIR OUT_DIR
        Copies MODULE's symbol graphs from RAW_DIR to OUT_DIR keeping only the symbols
        MODULE declares (a module that re-exports another, `@_exported import`, carries
        the other's symbols in its graph too).
"""

import glob
import json
import os
import re
import sys


def load(graph_dir):
    """The symbol graphs in a folder: the module's own file and its extension files."""
    graphs = []
    for path in sorted(glob.glob(os.path.join(graph_dir, "*.symbols.json"))):
        with open(path, encoding="utf-8") as handle:
            graphs.append((os.path.basename(path), json.load(handle)))
    return graphs


def declared_in(module, symbol):
    """Whether a symbol is declared in the module: its source file is in `Sources/<module>/`,
    or, without a location, its identifier names the module: Swift's mangling spells the
    module `12TransitUIKit` (a name made of words already used, as `TransitSwiftUI` in
    an extension of SwiftUI's `View`, is abbreviated, hence the location first), an
    Objective-C class's identifier `c:@M@TransitUIKit@objc(cs)TransitAnimator`."""
    uri = symbol.get("location", {}).get("uri", "")
    if uri:
        return f"/Sources/{module}/" in uri
    precise = symbol["identifier"]["precise"]
    return f"{len(module)}{module}" in precise or f"@M@{module}@" in precise


def own_symbols(module, raw_dir, out_dir):
    os.makedirs(out_dir, exist_ok=True)
    for name, graph in load(raw_dir):
        if not (name == f"{module}.symbols.json" or name.startswith(f"{module}@")):
            continue
        kept = [s for s in graph["symbols"] if declared_in(module, s)]
        if not kept:
            continue
        ids = {s["identifier"]["precise"] for s in kept}
        # The extension blocks the module's own members belong to, which have no location.
        blocks = {r["target"] for r in graph["relationships"] if r["source"] in ids}
        kept += [s for s in graph["symbols"]
                 if s["identifier"]["precise"] in blocks - ids and "location" not in s]
        ids = {s["identifier"]["precise"] for s in kept}
        graph["symbols"] = kept
        graph["relationships"] = [r for r in graph["relationships"] if r["source"] in ids]
        with open(os.path.join(out_dir, name), "w", encoding="utf-8") as handle:
            json.dump(graph, handle)


def curated_names(catalog_dir):
    """Every symbol a `## Topics` section of the catalog links, by its last path component
    without disambiguation, and with its full path."""
    names = set()
    for path in glob.glob(os.path.join(catalog_dir, "**", "*.md"), recursive=True):
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        topics = text.split("## Topics", 1)
        if len(topics) < 2:
            continue
        for link in re.findall(r"``([^`]+)``", topics[1]):
            link = re.sub(r"-[0-9a-z]+$", "", link.split("/")[-1])
            names.add(link)
    return names


def check(graph_dir, catalog_dir):
    problems = []
    curated = curated_names(catalog_dir)
    graphs = load(graph_dir)
    if not graphs:
        problems.append(f"no symbol graph in {graph_dir}")
    for name, graph in graphs:
        extension = "@" in name
        # A bare conformance (`extension StageDisplayLink: TransitionFrameTicker {}`) has
        # no members and no page of this module's; types extended with members do.
        extended = {
            s["pathComponents"][0]
            for s in graph["symbols"]
            if extension and not s["kind"]["identifier"].endswith("extension")
        }
        for symbol in graph["symbols"]:
            precise = symbol["identifier"]["precise"]
            path = symbol["pathComponents"]
            if "::SYNTHESIZED::" in precise:
                continue  # the compiler's (Hashable's hashValue): documented by the standard library
            if "docComment" not in symbol and not symbol.get("kind", {}).get(
                "identifier", ""
            ).endswith("extension"):
                problems.append(f"no doc comment: {'/'.join(path)}")
            if extension:
                top = path[0] if path[0] in extended else None
            else:
                top = path[0] if len(path) == 1 else None
            if top is not None and top not in curated:
                problems.append(f"not under a topic in {catalog_dir}: {top}")
    for problem in sorted(set(problems)):
        print(problem)
    if problems:
        sys.exit(1)


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "--own-symbols-of":
        own_symbols(sys.argv[2], sys.argv[3], sys.argv[4])
    elif len(sys.argv) == 3:
        check(sys.argv[1], sys.argv[2])
    else:
        print(
            "usage: check_docs_curation.py GRAPH_DIR CATALOG_DIR | "
            "--own-symbols-of MODULE RAW_DIR OUT_DIR",
            file=sys.stderr,
        )
        sys.exit(2)


main()
