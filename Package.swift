// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Transit",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [
    // library
    .library(name: "Transit", targets: ["Transit"]),
    .library(name: "TransitUIKit", targets: ["TransitUIKit"]),
    .library(name: "TransitSwiftUI", targets: ["TransitSwiftUI"]),
    // stage and rendering
    .library(name: "StageKit", targets: ["StageKit"]),
    .library(name: "TransitStage", targets: ["TransitStage"]),
    .library(name: "TransitRender", targets: ["TransitRender"]),
    .library(name: "TransitScenarios", targets: ["TransitScenarios"]),
    .library(name: "TransitTesting", targets: ["TransitTesting"]),
    // examples
    .library(name: "TransitExamples", targets: ["TransitExamples"]),
    // tools
    .executable(name: "transit", targets: ["transit"]),
  ],
  targets: [
    // library: the engine (timing, interpolation, timelines, Core Animation export, effects,
    // interaction); no UIKit.
    .target(name: "Transit"),
    // the iOS host: UIKit delegates, animator, presentation controller, gestures; every file
    // whole inside `#if canImport(UIKit)`.
    .target(name: "TransitUIKit", dependencies: ["Transit"]),
    // SwiftUI on the iOS host: a navigation stack, sheets, shared elements and tabs that
    // translate SwiftUI's state into TransitUIKit's drivers, which decide; every file whole
    // inside `#if canImport(SwiftUI) && canImport(UIKit)`.
    .target(name: "TransitSwiftUI", dependencies: ["Transit", "TransitUIKit"]),

    // stage: UIKit's twin (views, layers, controllers, transition machinery, gestures),
    // headless and deterministic, with nothing of Transit's host in it.
    .target(name: "StageKit", dependencies: ["Transit"]),
    // Transit's host on the stage: TransitUIKit's own source (`Host` is a link to its
    // folder), compiled again with TRANSIT_STAGE against StageKit through one file of
    // UIKit's names; it re-exports StageKit, so `import TransitStage` is enough.
    .target(
      name: "TransitStage", dependencies: ["Transit", "StageKit"],
      exclude: ["Host/TransitUIKit.docc"], swiftSettings: [.define("TRANSIT_STAGE")]),

    // rendering: stage frames to pixels, PNG / APNG, contact sheets.
    .target(name: "TransitRender", dependencies: ["StageKit", "CZlib"]),
    // System zlib: deflate and crc32 for PNG (Debian: zlib1g-dev; in the SDK on Apple systems).
    .systemLibrary(
      name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),

    // scenarios: a transition played on a stage from a description, recorded frame by
    // frame, with the demo screens the gallery shows.
    .target(name: "TransitScenarios", dependencies: ["TransitStage", "TransitRender"]),

    // testing: helpers for users' own test suites (timeline and frame snapshots).
    .target(
      name: "TransitTesting",
      dependencies: ["Transit", "TransitStage", "TransitRender", "TransitScenarios"]),

    // examples: the screens of a small UIKit demo app (whole inside `#if canImport(UIKit)`)
    // and, platform-free, the flows they follow, which a stage test plays too.
    .target(
      name: "TransitExamples", dependencies: ["Transit", "TransitUIKit", "TransitSwiftUI"],
      path: "Examples",
      exclude: ["README.md", "TransitDemo.swiftpm"]),

    // tools
    .executableTarget(name: "transit", dependencies: ["TransitCommand"]),
    // The `transit` command's commands and gallery page, kept apart to be tested.
    .target(
      name: "TransitCommand",
      dependencies: [
        "TransitArguments", "Transit", "TransitStage", "TransitRender", "TransitScenarios",
      ]),
    // The command-line parser, on its own so that swift-argument-parser can replace it here.
    .target(name: "TransitArguments"),
    .executableTarget(
      name: "transit-bench",
      dependencies: [
        "Transit", "StageKit", "TransitStage", "TransitRender", "TransitScenarios",
        "TransitCommand", "TransitArguments", "CAllocationCounter",
      ]),
    // Counts heap allocations for transit-bench; never linked into a library.
    .target(name: "CAllocationCounter"),

    // tests
    .testTarget(
      name: "TransitTests",
      dependencies: ["Transit"],
      exclude: ["Snapshots"],
      resources: [.copy("Reference")]
    ),
    // What the package's own test suites share: named screens, colour tolerances.
    .target(name: "TestSupport", dependencies: ["StageKit"], path: "Tests/TestSupport"),
    .testTarget(name: "StageKitTests", dependencies: ["StageKit", "TestSupport"]),
    .testTarget(
      name: "TransitStageTests",
      dependencies: ["TransitStage", "StageKit", "TransitRender", "TestSupport"]),
    .testTarget(name: "TransitRenderTests", dependencies: ["TransitRender", "TestSupport"]),
    .testTarget(
      name: "TransitScenariosTests", dependencies: ["TransitScenarios", "TestSupport"]),
    .testTarget(name: "TransitCommandTests", dependencies: ["TransitCommand", "TestSupport"]),
    .testTarget(
      name: "TransitArgumentsTests", dependencies: ["TransitArguments", "TestSupport"]),
    .testTarget(name: "TransitTestingTests", dependencies: ["TransitTesting"]),
    .testTarget(
      name: "TransitExamplesTests",
      dependencies: ["TransitExamples", "TransitStage", "TestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
