// swift-tools-version:6.1
import PackageDescription

/// The start-up floor that `Benchmarks/run.sh` measures `oshi render` against: a program
/// that opens a store with GRDB and reads one row. It is a package of its own, as
/// swift-nio keeps its benchmarks, so that oshi's manifest carries only what oshi needs.
///
/// It is linked as the release `oshi` is: fully static on Linux, with lld.
let staticExecutable: [LinkerSetting] = [
  .unsafeFlags(
    ["-static-executable", "-use-ld=lld"], .when(platforms: [.linux], configuration: .release))
]

let package = Package(
  name: "oshi-benchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift.git", exact: "7.10.0")
  ],
  targets: [
    .executableTarget(
      name: "oshi-floor",
      dependencies: [
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift", condition: .when(platforms: [.linux])),
      ],
      path: "Floor",
      swiftSettings: [
        .enableUpcomingFeature("ExistentialAny"),
        .unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release)),
      ],
      linkerSettings: staticExecutable
    )
  ]
)
