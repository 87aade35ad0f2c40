# Sourced by scripts/ios-typecheck and scripts/check-uikit-names: prepares Apple's iOS SDK for the Linux
# Swift toolchain, so both compile or read against the same SDK setup.
#
# The SDK is the iOS 17.4 SDK of the public repository github.com/danpashin/sdks at commit
# dd1de01a606dffa5b26670c82595ea912e4a73ab (the SDK sits at the repository's root). Any git directory
# holding that commit will do: a bare mirror or the .git folder of a clone.
#
# After `ios_sdk_prepare WORK GIT_DIR`: IOS_SDK is the extracted SDK, IOS_RESOURCES the compiler resource
# directory to pass with -resource-dir, IOS_MODULE_CACHE the clang module cache; all live under WORK and
# are reused by later runs.

IOS_SDK_COMMIT=${IOS_SDK_COMMIT:-dd1de01a606dffa5b26670c82595ea912e4a73ab}

# The git directory to read the SDK from: the argument, else $IOS_SDK_GIT, else the mirror next to the
# checkout (../.mirror/danpashin+sdks/repo). Prints nothing and fails when none exists.
ios_sdk_git_dir() {
    local project=$1 candidate
    for candidate in "${IOS_SDK_GIT:-}" "$project/../.mirror/danpashin+sdks/repo"; do
        [ -n "$candidate" ] || continue
        if git --git-dir "$candidate" cat-file -e "$IOS_SDK_COMMIT^{commit}" 2>/dev/null; then
            (cd "$candidate" && pwd)
            return 0
        fi
    done
    return 1
}

# The toolchain's own library directory (lib/swift), found from the swiftc on PATH.
ios_toolchain_lib() {
    echo "$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift"
}

ios_sdk_prepare() {  # WORK GIT_DIR
    local work=$1 git_dir=$2
    mkdir -p "$work"
    IOS_SDK=$work/iPhoneOS17.4.sdk
    IOS_RESOURCES=$work/resources
    IOS_MODULE_CACHE=$work/module-cache
    [ -f "$IOS_SDK/.prepared-$IOS_SDK_COMMIT" ] || ios_sdk_extract "$git_dir" || return 1
    [ -f "$IOS_RESOURCES/apinotes/os.apinotes" ] || ios_resources_prepare
}

# Writes every file of the commit out of the git directory (the snapshot lacks a few large blobs that
# nothing here reads), then patches what a 6.x compiler needs.
ios_sdk_extract() {
    local git_dir=$1
    echo "== preparing the iOS SDK in $IOS_SDK (once; about two minutes)" >&2
    rm -rf "$IOS_SDK"
    python3 - "$git_dir" "$IOS_SDK_COMMIT" "$IOS_SDK" <<'PYTHON' || return 1
import os, subprocess, sys

git_dir, commit, target = sys.argv[1:]
listing = subprocess.run(
    ["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", commit], capture_output=True, check=True
).stdout
reader = subprocess.Popen(
    ["git", "--git-dir", git_dir, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE
)
absent = 0
for record in listing.split(b"\0"):
    if not record:
        continue
    info, name = record.split(b"\t", 1)
    mode, kind, blob = info.split()
    if kind != b"blob":
        continue
    reader.stdin.write(blob + b"\n")
    reader.stdin.flush()
    header = reader.stdout.readline().split()
    if header[-1] == b"missing":
        absent += 1
        continue
    content = reader.stdout.read(int(header[2]))
    reader.stdout.read(1)
    path = os.path.join(target, name.decode())
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if mode == b"120000":
        os.symlink(content.decode(), path)
    else:
        with open(path, "wb") as out:
            out.write(content)
print(f"   {absent} files absent from the snapshot (none is needed)", file=sys.stderr)
PYTHON
    # Xcode's SDK has usr/include/libxml as a link into libxml2; a plain copy makes clang see the module twice.
    if [ -d "$IOS_SDK/usr/include/libxml" ] && [ ! -L "$IOS_SDK/usr/include/libxml" ]; then
        rm -rf "$IOS_SDK/usr/include/libxml"
        ln -s libxml2/libxml "$IOS_SDK/usr/include/libxml"
    fi
    ios_stdlib_patch "$IOS_SDK/usr/lib/swift" || return 1
    touch "$IOS_SDK/.prepared-$IOS_SDK_COMMIT"
}

# The SDK's standard library interfaces are Swift 5.10's. A 6.x compiler expects declarations they lack
# and crashes without them: the Copyable, Escapable, BitwiseCopyable and SendableMetatype marker
# protocols, the typed-throws entry points, and the #isolation macro. Adds them.
ios_stdlib_patch() {
    python3 - "$1" <<'PYTHON'
import sys

swift_lib = sys.argv[1]
interface = swift_lib + "/Swift.swiftmodule/arm64-apple-ios.swiftinterface"
text = open(interface).read()
flags = "-enable-experimental-feature Macros"
assert flags in text.split("\n", 3)[2], "unexpected Swift.swiftinterface header"
text = text.replace(flags, " ".join(
    f"-enable-experimental-feature {feature}"
    for feature in ["NoncopyableGenerics2", "NonescapableTypes", "BitwiseCopyable", "Macros"]), 1)
sendable = "@_marker public protocol Sendable {\n}\n"
assert sendable in text, "Sendable not found in Swift.swiftinterface"
text = text.replace(sendable,
    "@_marker public protocol SendableMetatype : ~Copyable, ~Escapable {\n}\n"
    "@_marker public protocol Sendable : Swift.SendableMetatype, ~Copyable, ~Escapable {\n}\n", 1)
additions = [
    "@_marker public protocol Copyable {\n}",
    "@_marker public protocol Escapable {\n}",
    "@_marker public protocol BitwiseCopyable : ~Escapable {\n}",
    '@_silgen_name("swift_willThrowTyped")\n'
    "@inlinable @_alwaysEmitIntoClient public func _willThrowTyped<E>(_ error: E) where E : Swift.Error {\n}",
    '@_silgen_name("swift_unexpectedErrorTyped")\n'
    "@_alwaysEmitIntoClient @inlinable public func _unexpectedErrorTyped<E>(_ error: __owned E, "
    "filenameStart: Builtin.RawPointer, filenameLength: Builtin.Word, filenameIsASCII: Builtin.Int1, "
    "line: Builtin.Word) where E : Swift.Error {\n  _unexpectedError(error, filenameStart: filenameStart, "
    "filenameLength: filenameLength, filenameIsASCII: filenameIsASCII, line: line)\n}",
]
text = text.replace("import SwiftShims\n", "import SwiftShims\n" + "\n".join(additions) + "\n", 1)
open(interface, "w").write(text)

interface = swift_lib + "/_Concurrency.swiftmodule/arm64-apple-ios.swiftinterface"
lines = open(interface).read().split("\n")
last_import = max(index for index, line in enumerate(lines[:40]) if line.startswith("import "))
lines.insert(last_import + 1,
    "@available(macOS 10.15, iOS 13.0, watchOS 6.0, tvOS 13.0, *)\n"
    "@freestanding(expression) public macro isolation<T>() -> T = Builtin.IsolationMacro")
open(interface, "w").write("\n".join(lines))
PYTHON
}

# A resource directory of the Linux toolchain's shims and clang headers, without its Dispatch and
# CoreFoundation module maps (they clash with the SDK's), plus the os.apinotes Xcode's toolchain ships
# and the SDK lacks, written from the Swift project's apinotes/os.apinotes (Apache 2.0).
ios_resources_prepare() {
    local toolchain_lib name
    toolchain_lib=$(ios_toolchain_lib)
    rm -rf "$IOS_RESOURCES"
    mkdir -p "$IOS_RESOURCES/apinotes"
    for name in shims clang host; do ln -s "$toolchain_lib/$name" "$IOS_RESOURCES/$name"; done
    cp "$toolchain_lib/apinotes/"*.apinotes "$IOS_RESOURCES/apinotes/" 2>/dev/null
    {
        printf 'Name: os\nTypedefs:\n'
        printf -- '- Name: %s\n  SwiftName: %s\n' os_log_type_t OSLogType os_signpost_type_t OSSignpostType
        printf -- '- Name: %s\n  Availability: nonswift\n' os_trace_payload_t os_log_t
        printf 'Classes:\n- Name: OS_os_log\n  SwiftName: OSLog\nEnumerators:\n'
        printf -- '- Name: %s\n  SwiftPrivate: true\n' OS_LOG_TYPE_DEFAULT OS_LOG_TYPE_INFO OS_LOG_TYPE_DEBUG \
            OS_LOG_TYPE_ERROR OS_LOG_TYPE_FAULT OS_SIGNPOST_INTERVAL_BEGIN OS_SIGNPOST_INTERVAL_END OS_SIGNPOST_EVENT
        printf 'Functions:\n- Name: _os_log_impl\n  SwiftPrivate: true\n'
        printf -- '- Name: %s\n  Availability: nonswift\n' _os_log_error_impl _os_log_fault_impl \
            _os_log_sensitive_deprecated _os_trace_with_buffer os_log_is_enabled
        printf -- "- Name: os_log_type_enabled\n  SwiftName: 'OSLog.isEnabled(self:type:)'\n"
        printf -- '- Name: _os_log_create\n  Availability: nonswift\n'
        printf -- "- Name: os_log_create\n  SwiftName: 'OSLog.init(__subsystem:category:)'\n  SwiftPrivate: true\n  NullabilityOfRet: N\n"
        printf -- '- Name: os_log_is_debug_enabled\n  Availability: nonswift\n'
        printf -- '- Name: os_signpost_enabled\n  SwiftPrivate: true\n'
        printf -- '- Name: %s\n  SwiftPrivate: true\n  NullabilityOfRet: O\n' os_signpost_id_generate \
            os_signpost_id_make_with_pointer
        printf -- '- Name: _os_signpost_emit_with_name_impl\n  SwiftPrivate: true\n'
    } > "$IOS_RESOURCES/apinotes/os.apinotes"
}
