// swift-tools-version:6.0
import PackageDescription

// Invariant checks compile in with `-Xswiftc -DCASCADING_INTERNAL_CHECKS` (run_tests.sh always passes it).
let package = Package(
    name: "CascadingTable",
    platforms: [.iOS(.v15), .macCatalyst(.v15)],
    products: [
        .library(name: "CascadingTable", targets: ["CascadingTable"]),
        // The tree alone, for apps that write every node themselves.
        .library(name: "CascadingCore", targets: ["CascadingCore"]),
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        // Opt-in: earlier names that clash with an Apple framework's (`TableRow`), as deprecated aliases.
        .library(name: "CascadingTableCompatibility", targets: ["CascadingTableCompatibility"]),
        // Snapshot assertions for tests of headless tables; it links XCTest, so apps must not depend on it.
        .library(name: "TableSnapshotTesting", targets: ["TableSnapshotTesting"]),
    ],
    targets: [
        .target(name: "CascadingDiff"),
        // Which methods a subclass overrides, read from Swift class metadata (standard library only,
        // `package` API): HeadlessUIKit's optional members and the tree's node classes use it. It sits
        // beside the tree's sources, so that the tree also compiles as one module with it.
        .target(name: "ClassOverrideDetection", path: "Sources/CascadingTable/ClassOverrideDetection"),
        // The diffable data source diffs with CascadingDiff (standard library only).
        .target(name: "HeadlessUIKit", dependencies: ["CascadingDiff", "ClassOverrideDetection"]),
        // The tree: nodes, routing, placement and the one update path.
        .target(
            name: "CascadingCore", dependencies: ["HeadlessUIKit", "CascadingDiff", "ClassOverrideDetection"],
            path: "Sources/CascadingTable/Core"
        ),
        // Rows, sections and list sections built on the core's public API only.
        .target(name: "CascadingReadyMade", dependencies: ["CascadingCore"], path: "Sources/CascadingTable/ReadyMade"),
        // What users import: both of the above, with UIKit (or HeadlessUIKit) and the diff types.
        .target(
            name: "CascadingTable", dependencies: ["CascadingCore", "CascadingReadyMade"],
            exclude: ["Core", "ReadyMade", "ClassOverrideDetection"]),
        .target(name: "CascadingTableCompatibility", dependencies: ["CascadingTable"]),
        .executableTarget(name: "cascading-demo", dependencies: ["CascadingTable"]),
        .executableTarget(name: "cascading-bench", dependencies: ["CascadingDiff", "CascadingTable"]),
        .target(name: "CascadingTestSupport", path: "Tests/CascadingTestSupport"),
        .target(name: "TableSnapshotTesting", dependencies: ["HeadlessUIKit"]),
        .testTarget(
            name: "TableSnapshotTestingTests",
            dependencies: ["TableSnapshotTesting", "HeadlessUIKit", "CascadingTable"],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "CascadingDemoTests", dependencies: ["cascading-demo", "TableSnapshotTesting"],
            exclude: ["__Snapshots__"]),
        .testTarget(name: "CascadingBenchTests", dependencies: ["cascading-bench"]),
        .testTarget(name: "CascadingDiffTests", dependencies: ["CascadingDiff", "CascadingTestSupport"]),
        .testTarget(name: "ClassOverrideDetectionTests", dependencies: ["ClassOverrideDetection"]),
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "CascadingTestSupport"]),
        .testTarget(
            name: "CascadingTableTests",
            dependencies: [
                "CascadingTable", "CascadingCore", "CascadingReadyMade", "CascadingTestSupport", "TableSnapshotTesting",
            ]),
        // A screen written with the deprecated names. Its warnings are expected: scripts/check-deprecations
        // compares them with ExpectedDeprecations.txt, so the test build itself keeps them quiet.
        .testTarget(
            name: "CascadingTableCompatibilityTests",
            dependencies: ["CascadingTableCompatibility", "TableSnapshotTesting"],
            exclude: ["ExpectedDeprecations.txt"],
            swiftSettings: [.unsafeFlags(["-suppress-warnings"])]),
        // Table code written the way Swift 5 apps write it, compiled in the Swift 5 language mode as on iOS.
        .testTarget(
            name: "HeadlessUIKitSwift5Tests", dependencies: ["HeadlessUIKit"],
            swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
