// swift-tools-version: 5.9

// The example app as an app package: open this folder in Xcode 16 and run it on a simulator
// or a device. Its only code is the entry point in App/; the screens are the product
// TransitExamples of the Transit package two folders up.

import AppleProductTypes
import PackageDescription

let package = Package(
  name: "TransitDemo",
  platforms: [.iOS("16.0")],
  products: [
    .iOSApplication(
      name: "TransitDemo",
      targets: ["AppModule"],
      bundleIdentifier: "org.transit.TransitDemo",
      teamIdentifier: "",
      displayVersion: "0.1.0",
      bundleVersion: "1",
      appIcon: .placeholder(icon: .box),
      accentColor: .presetColor(.blue),
      supportedDeviceFamilies: [.pad, .phone],
      supportedInterfaceOrientations: [
        .portrait,
        .landscapeRight,
        .landscapeLeft,
        .portraitUpsideDown(.when(deviceFamilies: [.pad])),
      ]
    )
  ],
  dependencies: [
    // The repository's root, named so that the product below can say which package it is in
    // whatever the checkout's folder is called.
    .package(name: "Transit", path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "AppModule",
      dependencies: [.product(name: "TransitExamples", package: "Transit")],
      path: "App"
    )
  ]
)
