#!/usr/bin/env bash
# Renders the README's pictures, docs/images/*.png: eight effects moving, each an animated
# PNG made by `transit render` on the headless stage (196 x 426 pixels, 30 frames a second).
#
# Usage (from anywhere):
#   Scripts/render-readme-images.sh            writes docs/images/
#   Scripts/render-readme-images.sh --check    renders into a temporary folder and fails,
#                                              naming the pictures, unless every one is
#                                              byte for byte what docs/images/ holds
# Rendering is deterministic (the stage's clock, no real time, no fonts), so the check asks
# for identical bytes; when an effect or the renderer changes on purpose, run the script
# without --check and commit the pictures.
set -euo pipefail
cd "$(dirname "$0")/.."

# name, effect, operation: what the README shows, in its order.
pictures=(
  "slide slide push"
  "matched matched push"
  "card card present"
  "ripple ripple present"
  "cube cube push"
  "flip flip push"
  "turn turn push"
  "explode explode push"
)

check=false
case "${1:-}" in
  "") ;;
  --check) check=true ;;
  *) echo "render-readme-images.sh: unknown argument '$1'; use no argument or --check" >&2; exit 2 ;;
esac

swift build --product transit >/dev/null
transit="$(swift build --show-bin-path)/transit"
out=docs/images
if $check; then
  out=$(mktemp -d)
  trap 'rm -rf "$out"' EXIT
fi
mkdir -p "$out"

for line in "${pictures[@]}"; do
  read -r name effect operation <<<"$line"
  "$transit" render "$effect" --operation "$operation" --fps 30 --scale 0.5 \
    --out "$out/$name.png" >/dev/null
done

if $check; then
  differ=()
  for line in "${pictures[@]}"; do
    read -r name _ <<<"$line"
    cmp -s "$out/$name.png" "docs/images/$name.png" || differ+=("docs/images/$name.png")
  done
  extra=$(comm -13 <(ls "$out" | sort) <(ls docs/images | sort))
  if [ ${#differ[@]} -gt 0 ] || [ -n "$extra" ]; then
    echo "README pictures out of date: ${differ[*]} ${extra}" >&2
    echo "run Scripts/render-readme-images.sh and commit docs/images/" >&2
    exit 1
  fi
  echo "README pictures: ${#pictures[@]} identical to what the script renders"
else
  ls -l docs/images
fi
