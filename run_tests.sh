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

echo "== deprecated names still compile, with the expected warnings"
scripts/check-deprecations

echo "== the ready-made nodes use only the core's public API"
scripts/check-readymade-boundary

echo "== swift test"
test_flags=("${checks[@]}")
$coverage && test_flags+=(--enable-code-coverage)
swift test "${test_flags[@]}"

# ---- begin: HeadlessUIKit's names against Apple's iOS SDK (scripts/check-uikit-names) ----
echo "== UIKit name check"
scripts/check-uikit-names --self-test
names_status=0
scripts/check-uikit-names || names_status=$?
case $names_status in
0) ;;
3) echo "== UIKit name check SKIPPED: no iOS SDK git directory (set IOS_SDK_GIT; see README, Contributing)" ;;
*) exit "$names_status" ;;
esac
# ---- end: HeadlessUIKit's names against Apple's iOS SDK ----

if $coverage; then
    echo "== line coverage per module"
    llvm_cov="$(dirname "$(command -v swift)")/llvm-cov"   # the toolchain's own, matching its profile format
    codecov=$(dirname "$(swift test "${checks[@]}" --show-codecov-path)")
    binary=$(find .build/debug/ -maxdepth 1 -name '*PackageTests.xctest' | head -n 1)
    for module in HeadlessUIKit CascadingDiff CascadingTable TableSnapshotTesting cascading-demo; do
        "$llvm_cov" report "$binary" -instr-profile "$codecov/default.profdata" "Sources/$module" \
            | awk -v m="$module" '/^TOTAL/ { print m ": " $(NF-3) " of " $(NF-5) " lines covered" }'
    done
fi
