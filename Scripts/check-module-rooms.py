#!/usr/bin/env python3
"""Checks two walls between the package's rooms that the compiler cannot see.

1. StageKit, the stage's model of UIKit, uses only the engine's mathematics: the types
   declared in its rooms of values (Timing, Geometry, Interpolation, Numerics, Timeline,
   Export), never its rules (Hosting, Transition, Effects, Interaction, Diagnostics): the
   stage checks those rules, so it must not run them. Both live in the one `Transit`
   module, so this is a check of the source, by name: no type declared at the top level of
   a rules room may appear as a word in StageKit's code (comments aside).
2. `Sources/TransitStage` holds no host code of its own: beyond the `Host` link it has at
   most 100 lines of Swift code, comments and blank lines aside (the name map to the
   stage's types, the re-exports, the stage-only inspection), so the host that ships is
   the host the tests run.

Prints one line per breach and exits 1 if there is any; 0 otherwise.
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
ENGINE = ROOT / "Sources/Transit"
MATHEMATICS = {"Timing", "Geometry", "Interpolation", "Numerics", "Timeline", "Export"}
STAGEKIT = ROOT / "Sources/StageKit"
STAGE_HOST = ROOT / "Sources/TransitStage"
STAGE_OWN_LINE_LIMIT = 100

DECLARATION = re.compile(
    r"^(?:@\w+\s+)*(?:public\s+|package\s+|open\s+|final\s+)*"
    r"(?:struct|enum|class|protocol|typealias|actor)\s+([A-Z]\w+)",
    re.M,
)


def code_of(path: pathlib.Path) -> str:
    """The file's text without its comments."""
    text = path.read_text()
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r"//.*", "", text)


def rule_names() -> dict[str, str]:
    """Each top-level type declared outside the mathematics, with its room."""
    names: dict[str, str] = {}
    for path in ENGINE.rglob("*.swift"):
        room = path.relative_to(ENGINE).parts[0]
        if room in MATHEMATICS or len(path.relative_to(ENGINE).parts) == 1:
            continue
        for name in DECLARATION.findall(path.read_text()):
            names[name] = room
    return names


def main() -> int:
    breaches: list[str] = []
    names = rule_names()
    if not names:
        breaches.append("no declarations found in the engine's rules")
    for path in sorted(STAGEKIT.rglob("*.swift")):
        code = code_of(path)
        for name in sorted(names):
            if re.search(rf"\b{name}\b", code):
                breaches.append(
                    f"{path.relative_to(ROOT)} uses {name}, declared in the engine's "
                    f"{names[name]}/ (the stage models UIKit itself)")
    own = [
        p for p in STAGE_HOST.glob("*.swift") if not p.is_symlink()
    ]
    lines = sum(
        1 for p in own for line in code_of(p).splitlines() if line.strip())
    if lines > STAGE_OWN_LINE_LIMIT:
        listing = ", ".join(p.name for p in own)
        breaches.append(
            f"Sources/TransitStage has {lines} lines of code of its own (at most "
            f"{STAGE_OWN_LINE_LIMIT}: {listing}); host code belongs in Sources/TransitUIKit")
    for breach in breaches:
        print(breach)
    if not breaches:
        print(
            f"module rooms: StageKit uses none of the {len(names)} types of the engine's rules; "
            f"TransitStage has {lines} lines of code of its own")
    return 1 if breaches else 0


if __name__ == "__main__":
    sys.exit(main())
