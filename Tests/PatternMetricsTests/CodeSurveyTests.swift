import Foundation
import PatternMetrics
import Testing

@Suite("Code survey")
struct CodeSurveyTests {
    let catalog = LayerCatalog(
        layers: ["Entities", "Routers"], apart: [], acceptanceTests: "AcceptanceTests", roleModules: [:])

    /// A package folder holding `files` (path → text), removed when `body` is done.
    private func withPackage(_ files: [String: String], _ body: (SourceTree) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "survey-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in files {
            let file = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        try body(SourceTree(root: root))
    }

    @Test("measures each layer from its folder and its test target's, and counts the acceptance tests apart")
    func measuresLayers() throws {
        let files = [
            "Sources/Entities/Question.swift": "struct Question {}\n",
            "Sources/Routers/VIPER/Router.swift": "final class Router {}\n",
            "Sources/Routers/MVVM/Coordinator.swift": "final class Coordinator {}\n",
            "Tests/RoutersTests/VIPER/RouterTests.swift": "@Test func a() {}\n",
            "Tests/AcceptanceTests/Same.swift": "@Test func same() {}\n@Test func golden() {}\n",
        ]

        try withPackage(files) { tree in
            let survey = try CodeSurvey(tree: tree, catalog: catalog)

            #expect(survey.layers.map(\.name) == ["Entities", "Routers"])
            #expect(survey.code(of: .pattern(.viper)).files == 1)
            #expect(survey.code(of: .shared).types == 1)
            #expect(survey.tests(of: .pattern(.viper)) == 1)
            #expect(survey.layers[1].untestedPatternFolders == ["Routers/MVVM"])
            #expect(survey.acceptanceTests == 2)
        }
    }

    @Test("refuses a module under Sources that the catalog does not place")
    func unplacedModule() throws {
        let files = [
            "Sources/Entities/A.swift": "", "Sources/Routers/B.swift": "", "Sources/Analytics/C.swift": "",
        ]

        try withPackage(files) { tree in
            #expect(throws: MetricsError.unplacedModule("Analytics")) {
                try CodeSurvey(tree: tree, catalog: catalog)
            }
        }
    }

    @Test("refuses a catalog that names a module Sources does not have")
    func missingModule() throws {
        try withPackage(["Sources/Entities/A.swift": ""]) { tree in
            #expect(throws: MetricsError.missingModule("Routers")) {
                try CodeSurvey(tree: tree, catalog: catalog)
            }
        }
    }
}
