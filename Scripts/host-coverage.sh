#!/usr/bin/env bash
# Reports how much of the host source (Sources/TransitUIKit, compiled again for the stage as
# TransitStage's Host folder) runs under `swift test`: line coverage of each file, through
# TransitStage, and the code lines only UIKit compiles (the Apple branches of the seam in
# Platform/), which never run here.
#
# Usage: Scripts/host-coverage.sh [scratch folder]
# Builds with coverage in its own scratch folder (by default .build/coverage), so the usual
# build stays warm. Prints one line per shared file and a total; exits non-zero only when
# the tests fail.
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
  -*) echo "host-coverage.sh: unknown option '$1'; give a scratch folder or nothing" >&2; exit 2 ;;
esac
scratch=${1:-.build/coverage}
swift test --enable-code-coverage --scratch-path "$scratch" >"$scratch.log" 2>&1 || {
  tail -20 "$scratch.log" >&2
  exit 1
}
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
llvm_cov=$(dirname "$(readlink -f "$(command -v swift)")")/llvm-cov
"$llvm_cov" export -summary-only "$bin/TransitPackageTests.xctest" \
  -instr-profile "$bin/codecov/default.profdata" | python3 -c '
import json, os, re, sys
data = json.load(sys.stdin)["data"][0]["files"]
root = os.getcwd() + "/Sources/TransitStage/Host/"
shared = {}
for entry in data:
    name = entry["filename"]
    if name.startswith(root):
        lines = entry["summary"]["lines"]
        shared[name[len(root):]] = (lines["covered"], lines["count"])
covered = sum(c for c, _ in shared.values())
count = sum(n for _, n in shared.values())
for name, (c, n) in sorted(shared.items()):
    print(f"{100 * c / max(n, 1):6.1f} %  {c:4}/{n:<4} {name}")
print(f"shared host files: {len(shared)}, lines run {covered} of {count}"
      f" ({100 * covered / max(count, 1):.1f} %)")
# The Apple branches of the seam: code lines (comments and blank lines aside) that only
# UIKit compiles, in a `#elseif canImport(UIKit)` branch or a file wholly for UIKit.
def apple_lines(text):
    count, apple, stage_first = 0, [], []
    for line in text.splitlines():
        stripped = line.strip()
        if stripped.startswith("#if"):
            apple.append("canImport(UIKit) && !TRANSIT_STAGE" in stripped)
            stage_first.append(stripped == "#if TRANSIT_STAGE")
        elif stripped.startswith("#elseif"):
            apple[-1] = "canImport(UIKit)" in stripped
        elif stripped.startswith("#else"):
            apple[-1] = stage_first[-1]  # the other branch of a stage-only one is UIKit alone
        elif stripped.startswith("#endif"):
            apple.pop()
            stage_first.pop()
        elif any(apple) and stripped and not stripped.startswith("//"):
            count += 1
    return count
apple = {}
for dirpath, _, files in os.walk("Sources/TransitUIKit"):
    for f in files:
        path = os.path.join(dirpath, f)
        if f.endswith(".swift"):
            n = apple_lines(open(path).read())
            if n:
                apple[os.path.relpath(path, "Sources/TransitUIKit")] = n
print(f"Apple branches of the seam (UIKit only, not run here): {sum(apple.values())} code lines"
      " in " + ", ".join(f"{name} ({n})" for name, n in sorted(apple.items())))
'
