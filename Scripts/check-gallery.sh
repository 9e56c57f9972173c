#!/usr/bin/env bash
# Renders the gallery with the debug build, as `swift run transit gallery` does for a user,
# and checks it:
#   1. Scripts/check_images.py: every PNG decodes and matches manifest.json (the
#      animation and the strip each with their own frames), and the animations move at
#      60 frames per second;
#   2. Scripts/check_gallery_pixels.py: pixels of slide push, fade push and ripple present
#      match colours predicted from the published palette and geometry;
#   3. Scripts/check_gallery.py: the page works in headless Chromium (pictures load, the
#      scrubbers move, the filters by operation and by gesture show exactly their cards,
#      no console errors). When Chromium is missing it is installed with apt-get (as root,
#      where apt works); if it still cannot run, the step is skipped with one line and does
#      not fail.
# Needs Swift, Python 3 and Pillow (installed with pip by the scripts when missing).
# Exits non-zero when a check fails; the gallery is then kept and its path printed.
set -euo pipefail
cd "$(dirname "$0")/.."

work=$(mktemp -d "${TMPDIR:-/tmp}/transit-gallery.XXXXXX")
gallery="$work/gallery"
finish() {
  local status=$?
  if [ "$status" -eq 0 ]; then
    rm -rf "$work"
  else
    echo "check-gallery: failed; the gallery is kept in $gallery" >&2
  fi
}
trap finish EXIT

swift run transit gallery --out "$gallery"
python3 Scripts/check_images.py --animation-fps 60 "$gallery"
echo "gallery images ok"
python3 Scripts/check_gallery_pixels.py "$gallery"

# The same search as check_gallery.py: $CHROMIUM if set, else the usual names.
have_chromium() {
  if [ -n "${CHROMIUM:-}" ]; then
    command -v "$CHROMIUM" >/dev/null 2>&1
    return
  fi
  command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 ||
    command -v google-chrome >/dev/null 2>&1 || command -v google-chrome-stable >/dev/null 2>&1
}

browser_check() {
  set +e
  python3 Scripts/check_gallery.py "$gallery"
  status=$?
  set -e
}

browser_check
if [ "$status" -eq 3 ] && ! have_chromium && [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing chromium for the browser check"
  { apt-get install -y -qq chromium || { apt-get update -qq && apt-get install -y -qq chromium; }; } \
    >/dev/null 2>&1 || true
  browser_check
fi
if [ "$status" -eq 3 ]; then
  if have_chromium; then
    echo "gallery browser check skipped: the check could not run (see above)"
  else
    echo "gallery browser check skipped: chromium not installed"
  fi
  status=0
fi
exit "$status"
