// swift-tools-version: 6.0
import PackageDescription

// Each layer is a target so that the compiler enforces the arrows of docs/LAYERS.md:
// a target lists only the modules it may import, and every arrow points down.
//
//   QuestionsApp (executable: options, composition root, read loop)
//     → TextFront (views, terminal, layout, MVC controllers) → Routers → Presenters → Interactors → Entities
//     → WebService → Entities
//   Markup (untrusted text: HTML and entities) sits below the layers that use it and knows none of them.
//   Tracing (the decorators of --trace) imports the layers' protocols; only the executable imports it.
let package = Package(
    name: "Questions",
    products: [
        .executable(name: "questions", targets: ["QuestionsApp"]),
        .executable(name: "fake-stackexchange", targets: ["FakeAPIServer"]),
        .executable(name: "compare-patterns", targets: ["ComparePatterns"]),
    ],
    targets: [
        .target(name: "Entities"),
        .target(name: "Markup"),
        .target(name: "WebService", dependencies: ["Entities", "Markup"]),
        .target(name: "Interactors", dependencies: ["Entities"]),
        .target(name: "Presenters", dependencies: ["Interactors", "Entities", "Markup"]),
        .target(name: "Routers", dependencies: ["Presenters", "Interactors", "Entities"]),
        .target(
            name: "TextFront", dependencies: ["Routers", "Presenters", "Interactors", "Entities", "Markup"]),
        // Decorators for --trace, put at the seams by the composition root; no layer imports it.
        .target(
            name: "Tracing",
            dependencies: [
                "TextFront", "Routers", "Presenters", "Interactors", "WebService", "Entities", "Markup",
            ]
        ),
        .executableTarget(
            name: "QuestionsApp",
            dependencies: [
                "TextFront", "Tracing", "Routers", "Presenters", "Interactors", "WebService", "Entities",
            ]
        ),

        // Tools, not app layers: a loopback HTTP server and a fake API that replays the offline data,
        // and the generator of docs/COMPARE.md, which reads the code and runs the built `questions`.
        .target(name: "FakeStackExchange", dependencies: ["WebService"], path: "Tools/FakeStackExchange"),
        .executableTarget(
            name: "FakeAPIServer", dependencies: ["FakeStackExchange"], path: "Tools/FakeAPIServer"),
        .target(name: "PatternMetrics", path: "Tools/PatternMetrics"),
        .executableTarget(
            name: "ComparePatterns", dependencies: ["PatternMetrics"], path: "Tools/ComparePatterns"),

        .target(name: "TestSupport", dependencies: ["Entities"], path: "Tests/TestSupport"),
        .target(name: "TerminalTestSupport", dependencies: ["TextFront"], path: "Tests/TerminalTestSupport"),
        .testTarget(name: "EntitiesTests", dependencies: ["Entities", "TestSupport"]),
        .testTarget(name: "MarkupTests", dependencies: ["Markup"]),
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
            name: "TextFrontTests",
            dependencies: [
                "TextFront", "Routers", "Presenters", "Entities", "Markup", "TestSupport",
                "TerminalTestSupport",
            ]
        ),
        .testTarget(
            name: "QuestionsAppTests",
            dependencies: [
                "QuestionsApp", "TextFront", "Presenters", "Entities", "TestSupport", "TerminalTestSupport",
            ]
        ),
        .testTarget(
            name: "TracingTests",
            dependencies: [
                "Tracing", "Routers", "Presenters", "Interactors", "WebService", "Entities", "TestSupport",
            ]
        ),
        .testTarget(name: "PatternMetricsTests", dependencies: ["PatternMetrics"]),
        .testTarget(
            name: "AcceptanceTests",
            dependencies: [
                "QuestionsApp", "TextFront", "WebService", "Presenters", "Entities", "Markup",
                "FakeStackExchange", "TestSupport", "TerminalTestSupport", "Tracing",
            ],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
