#!/usr/bin/env bash
# Builds the DocC archives of Transit, TransitStage, TransitTesting and TransitUIKit from
# their catalogs (Sources/<Module>/<Module>.docc) and the modules' symbol graphs, into
# .build/docs/<Module>.doccarchive (or the folder given). Fails on any docc warning (a
# broken link, a bad topic), on a public symbol without a doc comment, and on a top-level
# public symbol that no topic of its catalog lists (Scripts/check_docs_curation.py).
#
# TransitUIKit's symbol graph needs UIKit, so it is emitted by ../shared/tools/ios/ios-build
# (arm64 iOS, its own scratch folder in ios-build's cache so the plain compile check stays
# warm); without an iOS SDK on the machine (ios-build exit 3) that one catalog is skipped,
# and said so.
#
# Usage: Scripts/build-docs.sh [output folder]
# Open an archive: on a Mac, double-click it (Xcode); anywhere, serve its folder, e.g.
#   python3 -m http.server --directory .build/docs/Transit.doccarchive 8000
# and visit http://localhost:8000/documentation/transit.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mkdir -p "${1:-.build/docs}" && cd "${1:-.build/docs}" && pwd)
graphs=$out/symbol-graphs
rm -rf "$graphs" && mkdir -p "$graphs"

# Linux symbol graphs, from the debug build (fast when `swift build` has run).
dump=$(swift package dump-symbol-graph --minimum-access-level public \
  --emit-extension-block-symbols 2>&1) || {
  echo "$dump" >&2
  exit 1
}
linux_graphs=$(echo "$dump" | sed -n 's/^Files written to //p' | tail -n 1)
modules=(Transit TransitStage TransitTesting)
for module in "${modules[@]}"; do
  mkdir -p "$graphs/$module"
  cp "$linux_graphs/$module.symbols.json" "$graphs/$module/"
  cp "$linux_graphs/$module"@*.symbols.json "$graphs/$module/" 2>/dev/null || true
done

# TransitUIKit's, compiled for iOS. `@_exported import Transit` puts the engine's symbols
# in its graph too; the check script keeps TransitUIKit's own.
ios_build=../shared/tools/ios/ios-build
cache=${TRANSIT_IOS_CACHE:-$HOME/.cache/transit-ios}
if [ -x "$ios_build" ]; then
  # Symbol graphs are written when a module compiles, so they live beside the build
  # that keeps them current (a fresh folder would stay empty on a warm build).
  raw=$cache/docs-symbol-graphs
  mkdir -p "$raw"
  set +e
  "$ios_build" -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$raw" \
    -Xswiftc -emit-extension-block-symbols \
    --scratch-path "$cache/docs-build" --target TransitSwiftUI >"$graphs/ios-build.log" 2>&1
  status=$?
  set -e
  case $status in
    0)
      # TransitSwiftUI's build compiles TransitUIKit too: both graphs come from it.
      for module in TransitUIKit TransitSwiftUI; do
        python3 Scripts/check_docs_curation.py --own-symbols-of "$module" "$raw" \
          "$graphs/$module"
        modules+=("$module")
      done
      ;;
    3) echo "docs: TransitUIKit, TransitSwiftUI skipped (no iOS SDK for ios-build here)" ;;
    *) cat "$graphs/ios-build.log" >&2; echo "docs: ios-build failed ($status)" >&2; exit 1 ;;
  esac
else
  echo "docs: TransitUIKit, TransitSwiftUI skipped (no $ios_build on this machine)"
fi

for module in "${modules[@]}"; do
  catalog=Sources/$module/$module.docc
  python3 Scripts/check_docs_curation.py "$graphs/$module" "$catalog"
  rm -rf "$out/$module.doccarchive"
  log=$graphs/$module.docc.log
  if ! docc convert "$catalog" --additional-symbol-graph-dir "$graphs/$module" \
    --output-dir "$out/$module.doccarchive" --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.transit.$module" --warnings-as-errors >"$log" 2>&1 ||
    grep -qE "warning:|error:" "$log"; then
    cat "$log" >&2
    echo "docs: docc reported problems in $catalog" >&2
    exit 1
  fi
  echo "docs: $out/$module.doccarchive"
done
