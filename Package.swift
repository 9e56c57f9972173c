// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Transit",
  platforms: [.iOS(.v15), .macOS(.v13)],
  products: [
    // library
    .library(name: "Transit", targets: ["Transit"])
  ],
  targets: [
    // library: the engine (timing, interpolation, timelines, Core Animation export); no UIKit.
    .target(name: "Transit"),

    // stage: UIKit's transition machinery, headless and deterministic.
    .target(name: "TransitStage", dependencies: ["Transit"]),

    // tools
    .executableTarget(name: "transit-bench", dependencies: ["Transit", "CAllocationCounter"]),
    // Counts heap allocations for transit-bench; never linked into a library.
    .target(name: "CAllocationCounter"),

    // tests
    .testTarget(
      name: "TransitTests",
      dependencies: ["Transit"],
      resources: [.copy("Reference")]
    ),
    .testTarget(name: "TransitStageTests", dependencies: ["TransitStage"]),
  ],
  swiftLanguageModes: [.v6]
)
