// swift-tools-version: 6.0
import PackageDescription

// Each layer is a target so that the compiler enforces the arrows of
// ARCHITECTURE.md: a target may import only the layers listed below it.
let package = Package(
    name: "Questions",
    products: [
        .executable(name: "questions", targets: ["TextFront"]),
        .executable(name: "fake-stackexchange", targets: ["FakeAPIServer"]),
    ],
    targets: [
        .target(name: "Entities"),
        .target(name: "WebService", dependencies: ["Entities"]),
        .target(name: "Interactors", dependencies: ["Entities"]),
        .target(name: "Presenters", dependencies: ["Interactors", "Entities"]),
        .target(name: "Routers", dependencies: ["Presenters", "Interactors", "Entities"]),
        .executableTarget(
            name: "TextFront",
            dependencies: ["Routers", "Presenters", "Interactors", "WebService", "Entities"]
        ),

        // Tools, not app layers: a loopback HTTP server and a fake API that replays the offline data.
        .target(name: "FakeStackExchange", dependencies: ["WebService"], path: "Tools/FakeStackExchange"),
        .executableTarget(
            name: "FakeAPIServer", dependencies: ["FakeStackExchange"], path: "Tools/FakeAPIServer"),

        .target(name: "TestSupport", dependencies: ["Entities"], path: "Tests/TestSupport"),
        .testTarget(name: "EntitiesTests", dependencies: ["Entities", "TestSupport"]),
        .testTarget(
            name: "WebServiceTests",
            dependencies: ["WebService", "Entities", "FakeStackExchange", "TestSupport"]
        ),
        .testTarget(name: "InteractorsTests", dependencies: ["Interactors", "Entities", "TestSupport"]),
        .testTarget(
            name: "PresentersTests",
            dependencies: ["Presenters", "Interactors", "Entities", "TestSupport"]
        ),
        .testTarget(
            name: "RoutersTests",
            dependencies: ["Routers", "Presenters", "Interactors", "Entities", "TestSupport"]
        ),
        .testTarget(
            name: "TextFrontTests", dependencies: ["TextFront", "Presenters", "Entities", "TestSupport"]
        ),
        .testTarget(
            name: "AcceptanceTests",
            dependencies: [
                "TextFront", "WebService", "Presenters", "Entities", "FakeStackExchange", "TestSupport",
            ],
            exclude: ["Golden"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
