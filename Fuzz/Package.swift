// swift-tools-version:6.1
import PackageDescription

/// libFuzzer targets for every reader of what oshi did not write (docs/fuzzing.md).
///
/// A package of its own beside `Benchmarks/`, so that oshi's `swift build` and
/// `swift test` are unchanged. `scripts/fuzz.sh` builds it with
/// `swift build --sanitize=fuzzer --sanitize=address`, which instruments oshi's modules
/// too, and runs each target. The targets reach internal functions with
/// `@testable import`, which debug builds allow.
let strict: [SwiftSetting] = [.enableUpcomingFeature("ExistentialAny")]

/// A target named `fuzz-NAME` in `Sources/fuzz-NAME`, on top of FuzzSupport.
func fuzzer(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
  .executableTarget(
    name: "fuzz-\(name)", dependencies: ["FuzzSupport"] + dependencies, swiftSettings: strict)
}

let package = Package(
  name: "oshi-fuzz",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "oshi", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
  ],
  targets: [
    .target(name: "FuzzSupport", swiftSettings: strict),
    .target(
      name: "ImportChecks",
      dependencies: ["FuzzSupport", .product(name: "OshiImport", package: "oshi")],
      swiftSettings: strict),
    fuzzer("vcard", ["ImportChecks"]),
    fuzzer("csv", ["ImportChecks"]),
    fuzzer("remind", ["ImportChecks"]),
    fuzzer("birthdays", ["ImportChecks"]),
    fuzzer("detect", ["ImportChecks"]),
    fuzzer("backup", [.product(name: "OshiApp", package: "oshi")]),
    fuzzer("date", [.product(name: "OshiCore", package: "oshi")]),
    fuzzer("posix-tz", [.product(name: "OshiCore", package: "oshi")]),
    fuzzer("tzif", [.product(name: "OshiCore", package: "oshi")]),
    fuzzer("escapers", [.product(name: "OshiWidgets", package: "oshi")]),
    fuzzer(
      "arguments",
      [
        .product(name: "OshiCommands", package: "oshi"),
        .product(name: "OshiRender", package: "oshi"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
  ]
)
