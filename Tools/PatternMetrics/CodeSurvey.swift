/// Measures the repository's code and unit tests, module by module, as a catalog places the modules.
public struct CodeSurvey: Sendable {
    /// The measured layers, in the catalog's order.
    public let layers: [ModuleMeasure]
    /// The modules measured but left out of the totals.
    public let apart: [ModuleMeasure]
    /// The tests of the acceptance target, each of which runs every pattern.
    public let acceptanceTests: Int

    /// A survey from measures already made.
    public init(layers: [ModuleMeasure], apart: [ModuleMeasure], acceptanceTests: Int) {
        self.layers = layers
        self.apart = apart
        self.acceptanceTests = acceptanceTests
    }

    /// Reads every module under `Sources/` of `tree` and its test target under `Tests/`.
    ///
    /// Every module must be placed by `catalog`, and every module it names
    /// must exist, so that a new module cannot slip past the page unnoticed.
    public init(tree: SourceTree, catalog: LayerCatalog) throws {
        let modules = try tree.folders(in: "Sources")
        let placed = catalog.layers + catalog.apart
        if let unplaced = modules.first(where: { !placed.contains($0) }) {
            throw MetricsError.unplacedModule(unplaced)
        }
        if let missing = placed.first(where: { !modules.contains($0) }) {
            throw MetricsError.missingModule(missing)
        }
        func measure(_ module: String) throws -> ModuleMeasure {
            ModuleMeasure(
                name: module, sources: try tree.swiftFiles(in: "Sources/\(module)"),
                testFiles: try tree.swiftFiles(in: catalog.testFolder(of: module)))
        }
        layers = try catalog.layers.map(measure)
        apart = try catalog.apart.map(measure)
        acceptanceTests = try tree.swiftFiles(in: "Tests/\(catalog.acceptanceTests)").reduce(0) {
            $0 + SwiftSource($1.text).tests
        }
    }

    /// The code of `owner` across every layer; nothing of the modules apart.
    public func code(of owner: Owner) -> SourceMetrics {
        layers.reduce(.zero) { $0 + ($1.code[owner] ?? .zero) }
    }

    /// The unit tests of `owner` across every layer; nothing of the modules apart.
    public func tests(of owner: Owner) -> Int {
        layers.reduce(0) { $0 + ($1.tests[owner] ?? 0) }
    }
}
