// swift-tools-version: 6.0
import PackageDescription

// Each layer is a target so that the compiler enforces the arrows of docs/LAYERS.md:
// a target lists only the modules it may import, and every arrow points down.
//
//   QuestionsApp (executable: options, composition root, read loop)
//     → TextFront (the line front: views, terminal, MVC controllers) → TerminalUI (what every front shares:
//       screens, stack, commands, layout) and Routers → Presenters → Interactors → Entities
//     → WebService → Entities
//   Markup (untrusted text: HTML and entities) sits below the layers that use it and knows none of them.
//   Tracing (the decorators of --trace) imports the layers' protocols; only the executable imports it.
//   Patterns (the one list of the shapes) imports nothing; the app, the bench and the docs' tools read it.
//   LiveNetworking (live mode's URLSession, on Linux) is a shared library that `questions` opens only in
//   live mode, through the C interface of NetworkingABI; nothing links it. On macOS WebService links the
//   same URLSession code (SessionTransfer) directly.
let package = Package(
    name: "Questions",
    // macOS 15 is the first with the Synchronization module (`Mutex`, `Atomic`) and with the runtime that
    // typed throws need in generic code (`throws(ServiceError)` through `Result` and closures); the app
    // uses both in every layer. Linux takes what the toolchain brings.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "questions", targets: ["QuestionsApp"]),
        .executable(name: "fake-stackexchange", targets: ["FakeAPIServer"]),
        .executable(name: "compare-patterns", targets: ["ComparePatterns"]),
        .executable(name: "docs-tool", targets: ["DocsTool"]),
        .executable(name: "questions-bench", targets: ["QuestionsBench"]),
    ],
    targets: [
        // The one list of the shapes the app is built in, read by the app, the bench and the tools.
        .target(name: "Patterns"),
        .target(name: "Entities"),
        .target(name: "Markup"),
        // Live mode's transport: on Linux the library below, opened only in live mode; on macOS, where
        // URLSession is part of Foundation and costs a start-up nothing, URLSession in-process.
        .target(
            name: "WebService",
            dependencies: [
                "Entities", "Markup", "NetworkingABI",
                .target(name: "SessionTransfer", condition: .when(platforms: [.macOS])),
            ]),

        // Live networking on Linux: URLSession, in a shared library that `questions` opens only in live mode,
        // so that an offline start never loads FoundationNetworking, libcurl and the TLS libraries
        // (docs/PERFORMANCE.md). SwiftPM builds a library product only when asked for it by name, but builds
        // an executable target whenever an executable depends on it: so the library is declared as an
        // executable target, linked as a shared object, and `questions` depends on it without linking it.
        // NetworkingABI is the C interface between the two. SessionTransfer is the URLSession code itself:
        // WebService links it on macOS, and the library compiles the same file on Linux, through a symbolic
        // link (Sources/LiveNetworking/URLSessionTransfer.swift), not as a dependency: SwiftPM links every
        // library target an executable reaches, even through an executable target, so a dependency would
        // put URLSession, libcurl and TLS back into `questions`' start-up.
        .target(name: "NetworkingABI"),
        .target(name: "SessionTransfer"),
        .executableTarget(
            name: "LiveNetworking", dependencies: ["NetworkingABI"],
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-Xclang-linker", "-shared", "-Xclang-linker", "-no-pie",
                        "-Xclang-linker", "-Wno-unused-command-line-argument",
                    ], .when(platforms: [.linux]))
            ]),
        // The system's libsqlite3 (Debian: libsqlite3-dev; macOS: the SDK's), and the store of saves built on
        // it, below the layers: it knows only Entities.
        // pkg-config finds it on Linux. On macOS the SDK holds the header and the library, which are used
        // when pkg-config finds no sqlite3 (SwiftPM says so in a warning); Homebrew's is keg-only, found
        // only with its folder in PKG_CONFIG_PATH.
        .systemLibrary(
            name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]),
        .target(name: "SQLiteStore", dependencies: ["Entities", "CSQLite"]),
        .target(name: "Interactors", dependencies: ["Entities"]),
        .target(name: "Presenters", dependencies: ["Interactors", "Entities", "Markup"]),
        .target(name: "Routers", dependencies: ["Presenters", "Interactors", "Entities"]),
        // The terminal UI framework both fronts build on, naming neither: the commands and their parser,
        // the screens' protocols and their stack (the responder chain), and the layout.
        .target(name: "TerminalUI", dependencies: ["Routers", "Presenters", "Entities", "Markup"]),
        .target(
            name: "TextFront",
            dependencies: ["TerminalUI", "Routers", "Presenters", "Interactors", "Entities", "Markup"]),
        // The screen front (`--ui screen`), beside the line front and never importing it: keys, frames, the
        // terminal in raw mode, and each shape's screen views. TerminalHygiene is its C part: the terminal's
        // settings saved, and given back from signal handlers, which cannot run Swift.
        .target(name: "TerminalHygiene"),
        .target(
            name: "ScreenFront",
            dependencies: [
                "TerminalUI", "TerminalHygiene", "Routers", "Presenters", "Interactors", "Entities", "Markup",
            ]),
        // Decorators for --trace, put at the seams by the composition root; no layer imports it.
        .target(
            name: "Tracing",
            dependencies: [
                "TerminalUI", "TextFront", "ScreenFront", "Routers", "Presenters", "Interactors",
                "WebService",
                "Entities", "Markup",
            ]
        ),
        // QuestionsApp depends on LiveNetworking only so that SwiftPM builds it beside `questions`, on Linux,
        // the one platform that opens it.
        .executableTarget(
            name: "QuestionsApp",
            dependencies: [
                "TerminalUI", "TextFront", "ScreenFront", "Tracing", "Routers", "Presenters", "Interactors",
                "WebService", "SQLiteStore", "Patterns",
                "Entities", .target(name: "LiveNetworking", condition: .when(platforms: [.linux])),
            ]
        ),

        // Tools, not app layers: a loopback HTTP server and a fake API that replays the offline data,
        // and the generator of docs/COMPARE.md, which reads the code and runs the built `questions`.
        .target(
            name: "FakeStackExchange", dependencies: ["WebService", "Markup"], path: "Tools/FakeStackExchange"
        ),
        .executableTarget(
            name: "FakeAPIServer", dependencies: ["FakeStackExchange"], path: "Tools/FakeAPIServer"),
        .target(name: "PatternMetrics", dependencies: ["Patterns"], path: "Tools/PatternMetrics"),
        .executableTarget(
            name: "ComparePatterns", dependencies: ["PatternMetrics", "PseudoTerminalSupport"],
            path: "Tools/ComparePatterns"),
        // The documentation site's tool (Tools/docs/build): the tutorial's listings and pictures, the
        // doc comments' coverage, and the check of the built site in a browser.
        .target(name: "DocsKit", dependencies: ["Patterns"], path: "Tools/DocsKit"),
        // The rules that keep the code portable to macOS, which CI (Linux) cannot build: read from the
        // sources by PortabilityTests.
        .target(name: "PortabilityRules", path: "Tools/PortabilityRules"),
        .executableTarget(name: "DocsTool", dependencies: ["DocsKit"], path: "Tools/DocsTool"),

        // The benchmark (docs/PERFORMANCE.md). It depends on the `questions` executable, a Foundation
        // hello-world and a process meter only so that SwiftPM builds them beside it, for the start-up
        // figure; it links none of them. AllocationCounter stands in for malloc in the benchmark's own
        // process, to measure peak bytes; --export-dynamic lets the libraries' calls to malloc reach it.
        .target(name: "AllocationCounter", path: "Tools/AllocationCounter"),
        .executableTarget(name: "BenchHello", path: "Tools/BenchHello"),
        .executableTarget(name: "ProcessMeter", path: "Tools/ProcessMeter"),
        .executableTarget(
            name: "QuestionsBench",
            dependencies: [
                "Presenters", "TerminalUI", "TextFront", "ScreenFront", "Routers", "Interactors",
                "WebService",
                "Markup", "Entities",
                "Patterns", "AllocationCounter", "QuestionsApp", "BenchHello", "ProcessMeter", "SQLiteStore",
                "CSQLite",
                "PatternMetrics",
            ],
            path: "Tools/QuestionsBench",
            linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux]))]),

        .target(name: "TestSupport", dependencies: ["Interactors", "Entities"], path: "Tests/TestSupport"),
        // Doubles of the presenters' protocols, shared by the tests of both fronts' views.
        .target(
            name: "PresenterDoubles", dependencies: ["Presenters", "Entities"], path: "Tests/PresenterDoubles"
        ),
        .target(
            name: "TerminalTestSupport", dependencies: ["TerminalUI", "TextFront", "TestSupport"],
            path: "Tests/TerminalTestSupport"),
        .testTarget(name: "PatternsTests", dependencies: ["Patterns"]),
        .testTarget(name: "EntitiesTests", dependencies: ["Entities", "TestSupport"]),
        .testTarget(name: "MarkupTests", dependencies: ["Markup"]),
        .testTarget(
            name: "LiveNetworkingTests",
            dependencies: ["WebService", "FakeStackExchange"]
        ),
        .testTarget(name: "NetworkingABITests", dependencies: ["NetworkingABI"]),
        .testTarget(
            name: "SessionTransferTests",
            dependencies: ["SessionTransfer", "FakeStackExchange", "TestSupport"]),
        .testTarget(name: "CSQLiteTests", dependencies: ["CSQLite"]),
        .testTarget(
            name: "SQLiteStoreTests", dependencies: ["SQLiteStore", "Entities", "CSQLite", "TestSupport"]),
        .testTarget(
            name: "WebServiceTests",
            dependencies: ["WebService", "Interactors", "Entities", "FakeStackExchange", "TestSupport"]
        ),
        .testTarget(name: "InteractorsTests", dependencies: ["Interactors", "Entities", "TestSupport"]),
        .testTarget(
            name: "PresentersTests",
            dependencies: ["Presenters", "Interactors", "Entities", "Markup", "TestSupport"]
        ),
        .testTarget(
            name: "RoutersTests",
            dependencies: ["Routers", "Presenters", "Interactors", "Entities", "TestSupport"]
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["TerminalUI", "Presenters", "Entities", "Markup", "TestSupport"]),
        // Pseudo-terminals for the tests of the terminal in raw mode, opened in C (POSIX's posix_openpt).
        .target(name: "PseudoTerminalC", path: "Tests/PseudoTerminalC"),
        // A pseudo-terminal's two sides, and the built binary started on one, for the tests and tools.
        .target(
            name: "PseudoTerminalSupport", dependencies: ["PseudoTerminalC"],
            path: "Tests/PseudoTerminalSupport"),
        // The virtual terminal the screen front's tests read the app's bytes with, and a terminal over it.
        .target(
            name: "ScreenTestSupport", dependencies: ["ScreenFront", "TerminalUI"],
            path: "Tests/ScreenTestSupport"),
        // The C part of the screen front on its own, on a pseudo-terminal: its settings, bytes and handlers.
        .testTarget(
            name: "TerminalHygieneTests",
            dependencies: ["TerminalHygiene", "PseudoTerminalSupport", "TestSupport"]),
        .testTarget(
            name: "ScreenFrontTests",
            dependencies: [
                "ScreenFront", "PseudoTerminalSupport", "TerminalUI", "Presenters", "Interactors", "Entities",
                "Markup", "ScreenTestSupport", "TestSupport", "PresenterDoubles",
            ]),
        .testTarget(
            name: "TextFrontTests",
            dependencies: [
                "TerminalUI", "TextFront", "Routers", "Presenters", "Entities", "Markup", "TestSupport",
                "TerminalTestSupport", "PresenterDoubles",
            ]
        ),
        .testTarget(
            name: "QuestionsAppTests",
            dependencies: [
                "QuestionsApp", "TerminalUI", "TextFront", "Presenters", "Entities", "TestSupport",
                "TerminalTestSupport", "ScreenFront", "ScreenTestSupport", "PseudoTerminalSupport",
            ]
        ),
        .testTarget(
            name: "TracingTests",
            dependencies: [
                "Tracing", "Routers", "Presenters", "Interactors", "WebService", "Entities", "TestSupport",
            ]
        ),
        .testTarget(name: "PatternMetricsTests", dependencies: ["PatternMetrics"]),
        .testTarget(name: "DocsKitTests", dependencies: ["DocsKit"]),
        .testTarget(name: "PortabilityTests", dependencies: ["PortabilityRules"]),
        .testTarget(
            name: "AcceptanceTests",
            dependencies: [
                "QuestionsApp", "TerminalUI", "TextFront", "ScreenFront", "WebService", "Presenters",
                "Entities",
                "Markup", "FakeStackExchange", "TestSupport", "TerminalTestSupport", "Tracing", "SQLiteStore",
            ],
            exclude: ["Golden", "Sessions/Findings"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
