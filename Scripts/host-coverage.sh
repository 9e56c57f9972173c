#!/usr/bin/env bash
# Reports how much of the host source (Sources/TransitUIKit, compiled again for the stage as
# TransitStage's Host folder) runs under `swift test`: line coverage of each shared file,
# through TransitStage, and the files not shared yet (iOS only, so never run here).
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
pending = []
for dirpath, _, files in os.walk("Sources/TransitUIKit"):
    for f in files:
        path = os.path.join(dirpath, f)
        if f.endswith(".swift") and "|| TRANSIT_STAGE" not in open(path).read(200) \
                and "#if TRANSIT_STAGE" not in open(path).read(400):
            pending.append(os.path.relpath(path, "Sources/TransitUIKit"))
print(f"not shared yet (iOS only): {len(pending)} files: " + ", ".join(sorted(pending)))
'
