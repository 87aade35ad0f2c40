#!/usr/bin/env bash
# The one test command: lint, build with the internal invariant checks compiled in, run every test.
#   ./run_tests.sh             lint, build, test
#   ./run_tests.sh --coverage  the same, then line coverage per module
set -euo pipefail
cd "$(dirname "$0")"

coverage=false
for argument in "$@"; do
    case "$argument" in
    --coverage) coverage=true ;;
    *) echo "usage: $0 [--coverage]" >&2; exit 2 ;;
    esac
done

checks=(-Xswiftc -DCASCADING_INTERNAL_CHECKS)

echo "== swift format lint"
swift format lint --strict --recursive --parallel Package.swift Sources Tests

echo "== swift build (tests, invariant checks on)"
swift build --build-tests "${checks[@]}"

echo "== swift test"
test_flags=("${checks[@]}")
$coverage && test_flags+=(--enable-code-coverage)
swift test "${test_flags[@]}"

if $coverage; then
    echo "== line coverage per module"
    profile=$(swift test "${checks[@]}" --show-codecov-path | sed 's/\.json$/.profdata/')
    profile="$(dirname "$profile")/default.profdata"
    binary=$(find .build/debug -maxdepth 1 -name '*PackageTests.xctest' | head -n 1)
    for module in HeadlessUIKit CascadingTable; do
        llvm-cov report "$binary" -instr-profile "$profile" "Sources/$module" 2>/dev/null \
            | awk -v m="$module" '/^TOTAL/ { print m ": " $(NF-3) " lines covered (" $(NF-5) " lines)" }'
    done
fi
