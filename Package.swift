// swift-tools-version:6.1
import PackageDescription

/// Every target is built in Swift 6 mode with the same upcoming features.
///
/// In release, a concrete type's metadata is reached through its accessor function rather
/// than found by demangling its name at run time: the first use of each generic type
/// (a dictionary of strings, an array of widgets) cost a status bar's call 10K to 100K
/// instructions in the runtime's demangler, a fifth of `render` at 10 oshis
/// (docs/perf-history.md#start-shaving).
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .unsafeFlags(
    ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"],
    .when(configuration: .release)),
]

/// The folder of this manifest, for paths the linker is given.
let packageFolder = String(#filePath.dropLast("/Package.swift".count))
/// lld lays out the code that `oshi render` runs first, hottest first.
///
/// The order is the one `Benchmarks/order.sh` recorded; the rest of the code follows. lld moves sections, not
/// functions: C code with a section per function moves a function at a time, and Swift
/// code, built with a section per file, a file at a time. A status bar's call then touches
/// fewer pages of the binary (docs/perf-history.md#reads-without-grdb and
/// docs/perf-history.md#zones-without-icu). After the functions come the data the call
/// touches, its metadata caches and once-tokens, so that they share a few pages of `.bss`
/// instead of faulting in 22 (docs/perf-history.md#data-order). A symbol the file names and
/// the build no longer has is passed over.
let functionOrder = [
  "-Xlinker", "--symbol-ordering-file=\(packageFolder)/Benchmarks/oshi.order",
  "-Xlinker", "--no-warn-symbol-ordering",
]
/// Release executables on Linux are linked statically.
///
/// A status bar starts `oshi` every few seconds, and the dynamic loader's work (relocating a large position-independent
/// binary, looking up libstdc++'s symbols) was a large part of each start
/// (docs/perf-history.md#callgrind-rounds). SQLite is Debian's own `libsqlite3.a` from
/// libsqlite3-dev. lld links faster than GNU ld and does not repeat glibc's warnings that
/// `getpwuid` and `dlopen` in a static binary need glibc's shared libraries at run time:
/// Foundation links them, but `oshi` takes its home folder from `HOME` and loads no library.
/// Debug builds and tests stay dynamic.
let staticInRelease: [LinkerSetting] = [
  .unsafeFlags(
    ["-static-executable", "-use-ld=lld"] + functionOrder,
    .when(platforms: [.linux], configuration: .release))
]

/// The same, for oshi-cli, which status bars do not run.
let staticInReleaseWithoutOrder: [LinkerSetting] = [
  .unsafeFlags(
    ["-static-executable", "-use-ld=lld"], .when(platforms: [.linux], configuration: .release))
]

/// ICU's data cut to English and Japanese (scripts/icu-data.py), when `make build` made it.
///
/// oshi-cli is then linked with it in place of the toolchain's 34 MB
/// (docs/perf-history.md#icu-data). Without it, as in `swift build` and the tests, oshi-cli
/// links ICU's whole data.
let icuData: [CSetting] =
  Context.environment["OSHI_ICU_DATA"].map { [.define("OSHI_ICU_DATA", to: "\"\($0)\"")] } ?? []

/// The dynamic helper (oshi-card) resolves every symbol when it starts, so that its table
/// of symbols is read-only from then on (Debian's hardening, which lintian checks for).
let bindNow = ["-Xlinker", "-z", "-Xlinker", "now"]

/// The flag goes to the compiler too, so that the executables' modules name the static
/// libraries (ICU's among them) that the linker must pull in.
let staticInReleaseSwift: [SwiftSetting] =
  strict + [
    .unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))
  ]

let package = Package(
  name: "oshi",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "oshi", targets: ["oshi"]),
    .executable(name: "oshi-cli", targets: ["oshi-cli"]),
    .executable(name: "oshi-card", targets: ["oshi-card"]),
    .library(name: "OshiCore", targets: ["OshiCore"]),
    // For the fuzz targets of Fuzz/, which read these modules' parsers.
    .library(name: "OshiImport", targets: ["OshiImport"]),
    .library(name: "OshiWidgets", targets: ["OshiWidgets"]),
    .library(name: "OshiApp", targets: ["OshiApp"]),
    .library(name: "OshiRender", targets: ["OshiRender"]),
    .library(name: "OshiCommands", targets: ["OshiCommands"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift.git", exact: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser.git", exact: "1.8.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", exact: "2.0.1"),
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", exact: "1.19.7"),
  ],
  targets: [
    // Pure: civil dates, occasions, input parsing. Never reads the clock; its only input
    // from outside is the system's time zone database (`Zone`).
    .target(name: "OshiCore", dependencies: ["OshiWords"], swiftSettings: strict),
    // Pure: terminal cell width, grapheme-safe truncation, sanitising. No Foundation:
    // the status-bar binary links it.
    .target(name: "OshiText", swiftSettings: strict),
    // Names as slugs, with kana in romaji: Unicode normalisation comes from Foundation.
    .target(name: "OshiNames", swiftSettings: strict),
    // Every word oshi says, in English and Japanese side by side, by area: the one
    // catalog of messages, notes and help, in two modules by who links them. This one
    // holds what every binary may say, the status bar's `oshi` too. No dependencies, no
    // Foundation.
    .target(name: "OshiWords", swiftSettings: strict),
    // The rest of the catalog: what the commands, the use cases, the help and the
    // desktop helpers say, which the status bar's `oshi` never does and so never links.
    .target(name: "OshiCommandWords", dependencies: ["OshiWords"], swiftSettings: strict),
    // Pure: the three families, their wording and fitting, output formats.
    .target(
      name: "OshiWidgets", dependencies: ["OshiCore", "OshiText", "OshiWords"],
      swiftSettings: strict),
    // Pure: contacts (vCard), ~/.birthdays, remind and CSV read into oshis to add.
    .target(
      name: "OshiImport", dependencies: ["OshiCore", "OshiWords", "OshiCommandWords"],
      swiftSettings: strict),
    // The store's file and every read, through SQLite's C API: no GRDB, no Foundation.
    .target(
      name: "OshiStoreCore",
      dependencies: [
        "OshiCore", "OshiWords",
        .product(name: "GRDBSQLite", package: "GRDB.swift", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: strict
    ),
    // GRDB: the store's writes, migrations and records.
    .target(
      name: "OshiStore",
      dependencies: [
        "OshiCore", "OshiText", "OshiNames", "OshiStoreCore",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift", condition: .when(platforms: [.linux])),
      ],
      swiftSettings: strict
    ),
    // What every command runs in: the context (store, zone, language, today) resolved
    // once, the global options, the bilingual error, lookups and the process's
    // environment. No GRDB, no Foundation: the status bar's binary links it.
    .target(
      name: "OshiRuntime",
      dependencies: ["OshiCore", "OshiText", "OshiWords", "OshiWidgets", "OshiStoreCore"],
      swiftSettings: strict
    ),
    // The one render path, from a command's options to the bytes on standard output:
    // the renderer and the writers. No GRDB, no Foundation: the status bar's binary
    // links it.
    .target(
      name: "OshiRender",
      dependencies: [
        "OshiCore", "OshiText", "OshiWords", "OshiWidgets", "OshiStoreCore", "OshiRuntime",
      ],
      swiftSettings: strict
    ),
    // MeCab, which reads the kanji of names for slugs (docs/names.md). Only oshi-cli links
    // it, through OshiApp: `oshi` (the status bars' binary) never does. libmecab-dev has a
    // static libmecab.a, which MeCab's C++ needs libstdc++ beside; the dictionary is read
    // at run time from where Debian installs it.
    .systemLibrary(name: "CMeCab", providers: [.apt(["libmecab-dev"]), .brew(["mecab"])]),
    // The reader of kanji for OshiNames' slugs: MeCab behind OshiNames' `KanjiReader`.
    .target(name: "OshiReading", dependencies: ["OshiNames", "CMeCab"], swiftSettings: strict),
    // The use cases that touch the world: environment, clock, store, files.
    .target(
      name: "OshiApp",
      dependencies: [
        "OshiCore", "OshiText", "OshiNames", "OshiReading", "OshiWidgets", "OshiStoreCore",
        "OshiStore", "OshiRuntime", "OshiRender", "OshiImport", "OshiWords", "OshiCommandWords",
      ],
      swiftSettings: strict
    ),
    // The status bars' `oshi`: the render path alone, without Foundation, GRDB or
    // swift-argument-parser; it hands every other command to oshi-cli.
    // The command line kept from glibc, in place of the Swift runtime's reading of
    // /proc/self/maps at each start (docs/perf-history.md#argv). Only `oshi` links it.
    .target(name: "OshiArguments"),
    .executableTarget(
      name: "oshi",
      dependencies: ["OshiRuntime", "OshiRender", "OshiStoreCore", "OshiWords", "OshiArguments"],
      swiftSettings: staticInReleaseSwift,
      linkerSettings: staticInRelease
    ),
    // Every command, with swift-argument-parser: the command tree, its help and its
    // errors. A library, so that the tests and the fuzz target of the fast argument path
    // (Fuzz/) read arguments with the same tree the binary does.
    .target(
      name: "OshiCommands",
      dependencies: [
        "OshiApp", "OshiRuntime", "OshiRender", "OshiImport", "OshiCore", "OshiWidgets",
        "OshiText", "OshiWords", "OshiCommandWords",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict
    ),
    // `oshi` runs it for every command but the render and upcoming it serves itself.
    .executableTarget(
      name: "oshi-cli",
      dependencies: ["OshiCommands", "OshiICUData"],
      swiftSettings: staticInReleaseSwift,
      linkerSettings: staticInReleaseWithoutOrder
    ),
    // ICU's data as oshi-cli needs it, when `make build` made it: an object file and no
    // code (Sources/OshiICUData/icudata.S).
    .target(name: "OshiICUData", cSettings: icuData),
    // libsystemd's sd-bus, for desktop notifications. Only oshi-card links it (as
    // `oshi-notify-send`): `oshi` (the status bars' binary) stays static and never loads it.
    .systemLibrary(
      name: "CSDBus", pkgConfig: "libsystemd", providers: [.apt(["libsystemd-dev"])]),
    // Cairo and Pango draw the widgets as pictures; gdk-pixbuf reads and writes photos.
    // Only oshi-card links them. It sends the desktop notifications too: one helper
    // binary, not two copies of Swift's runtime (docs/perf-history.md#one-helper).
    .systemLibrary(
      name: "CPangoCairo", pkgConfig: "pangocairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev"]), .brew(["pango"])]),
    .systemLibrary(
      name: "CGdkPixbuf", pkgConfig: "gdk-pixbuf-2.0",
      providers: [.apt(["libgdk-pixbuf-2.0-dev"]), .brew(["gdk-pixbuf"])]),
    .executableTarget(
      name: "oshi-card",
      dependencies: [
        "OshiCore", "OshiWidgets", "OshiWords", "OshiCommandWords", "CPangoCairo", "CGdkPixbuf",
        .target(name: "CSDBus", condition: .when(platforms: [.linux])),
      ],
      // Cairo, Pango, gdk-pixbuf and libsystemd are Debian's shared libraries (libsystemd
      // has no static library); Swift's runtime and Foundation are linked in, so that the
      // package needs no Swift toolchain. The flag goes to the compiler too, so that the
      // modules name Foundation's static libraries.
      swiftSettings: strict + [
        .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
      ],
      linkerSettings: [
        .unsafeFlags(
          ["-static-stdlib", "-use-ld=lld"] + bindNow,
          .when(platforms: [.linux], configuration: .release))
      ]
    ),
    .testTarget(name: "OshiWordsTests", dependencies: ["OshiWords"], swiftSettings: strict),
    .testTarget(
      name: "OshiReadingTests", dependencies: ["OshiReading", "OshiNames"], swiftSettings: strict
    ),
    .testTarget(
      name: "OshiStoreCoreTests", dependencies: ["OshiStoreCore", "OshiCore"],
      swiftSettings: strict),
    .testTarget(
      name: "OshiRuntimeTests", dependencies: ["OshiRuntime", "OshiWords"], swiftSettings: strict
    ),
    .testTarget(
      name: "OshiCoreTests",
      dependencies: ["OshiCore", .product(name: "PropertyBased", package: "swift-property-based")],
      exclude: ["Fuzzed"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "OshiImportTests",
      dependencies: [
        "OshiImport", "OshiCore", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Fixtures"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "OshiNamesTests",
      dependencies: [
        "OshiNames", "OshiReading",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Fixtures"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "OshiTextTests",
      dependencies: [
        "OshiText", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "OshiWidgetsTests",
      dependencies: [
        "OshiWords",
        // OshiImport reads back the vCards OshiWidgets writes.
        "OshiWidgets", "OshiCore", "OshiText", "OshiImport",
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "OshiStoreTests",
      dependencies: [
        "OshiStore", "OshiStoreCore", "OshiApp", "OshiCore",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "OshiRenderTests",
      dependencies: [
        "OshiRender", "OshiRuntime", "OshiStore", "OshiStoreCore", "OshiCore", "OshiWidgets",
        "OshiWords",
        // The demo's store, which the render suites draw.
        "OshiApp",
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "OshiAppTests",
      dependencies: [
        "OshiWords",
        "OshiApp", "OshiRender", "OshiRuntime", "OshiStore", "OshiStoreCore", "OshiCore",
        "OshiWidgets",
        "OshiText",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      // The inputs the fuzz targets found, which the tests read from the source tree.
      exclude: ["Fuzzed"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "OshiCommandTests",
      dependencies: [
        "OshiCommandWords",
        "OshiWords",
        "OshiCommands", "OshiApp", "OshiCore", "OshiRender", "OshiRuntime", "OshiText",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "OshiEndToEndTests",
      dependencies: [
        "oshi", "oshi-cli", "oshi-card",
        .product(name: "GRDB", package: "GRDB.swift"),
      ],
      // The golden cards and help pages and the pty drivers of the completion and
      // customize tests, which the tests read from the source tree.
      exclude: ["__Cards__", "__Help__", "Completion", "Customize"],
      swiftSettings: strict
    ),
  ]
)
