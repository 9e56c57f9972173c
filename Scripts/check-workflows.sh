#!/usr/bin/env bash
# Checks the GitHub Actions workflows: each file against the workflow schema that
# check-jsonschema ships (no network needed for the schema), then yamllint for YAML mistakes
# (duplicate keys, bad indentation). Both linters come from PyPI into a virtual environment
# under .build/workflow-lint/ the first time; afterwards nothing is downloaded.
#
#   Scripts/check-workflows.sh                 every .github/workflows/*.yml / *.yaml
#   Scripts/check-workflows.sh FILE...         those files
#
# Exits 0 when every file passes, 1 when one does not, 2 on a usage mistake.
set -euo pipefail
cd "$(dirname "$0")/.."

files=()
for argument in "$@"; do
  case $argument in
    -h | --help)
      sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    -*)
      echo "check-workflows: unknown option $argument (usage: Scripts/check-workflows.sh [FILE...])" >&2
      exit 2
      ;;
    *)
      if [ ! -f "$argument" ]; then
        echo "check-workflows: no such file: $argument" >&2
        exit 2
      fi
      files+=("$argument")
      ;;
  esac
done
if [ ${#files[@]} -eq 0 ]; then
  shopt -s nullglob
  files=(.github/workflows/*.yml .github/workflows/*.yaml)
  shopt -u nullglob
  if [ ${#files[@]} -eq 0 ]; then
    echo "check-workflows: no workflow in .github/workflows/" >&2
    exit 2
  fi
fi

venv=.build/workflow-lint
if [ ! -x "$venv/bin/check-jsonschema" ] || [ ! -x "$venv/bin/yamllint" ]; then
  echo "check-workflows: installing check-jsonschema and yamllint into $venv"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
    check-jsonschema yamllint
fi

status=0
"$venv/bin/check-jsonschema" --builtin-schema vendor.github-workflows "${files[@]}" || status=1
"$venv/bin/yamllint" --strict \
  -d '{extends: default, rules: {line-length: {max: 100}, document-start: disable, truthy: {check-keys: false}}}' \
  "${files[@]}" || status=1
exit $status
