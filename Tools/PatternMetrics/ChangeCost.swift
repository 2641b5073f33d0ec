/// What one part of a change cost, summed over its commits: files and lines, in source and in tests,
/// and the layers it touched.
public struct ChangeCost: Equatable, Sendable {
    /// Files the commits touched, each once, added ones included.
    public var filesTouched: Int
    /// Files the commits created.
    public var filesAdded: Int
    /// Lines added to Swift files outside `Tests/` and outside the modules shown apart.
    public var sourceAdded: Int
    /// Lines removed from Swift files outside `Tests/` and outside the modules shown apart.
    public var sourceRemoved: Int
    /// Lines added to the sources of the modules the catalog shows apart (`Tracing`): the app works
    /// without them, so they are no shape's cost.
    public var apartAdded: Int
    /// Lines removed from the sources of the modules the catalog shows apart.
    public var apartRemoved: Int
    /// Lines added to Swift files under `Tests/`.
    public var testsAdded: Int
    /// Lines removed from Swift files under `Tests/`.
    public var testsRemoved: Int
    /// The app's modules touched, in the catalog's order (layers bottom up, then those apart).
    public var layers: [String]

    /// The cost of `diffs`, the commits of one part of one change, placed by `catalog`.
    public init(diffs: [CommitDiff], catalog: LayerCatalog) {
        let files = diffs.flatMap(\.files)
        filesTouched = Set(files.map(\.path)).count
        filesAdded = Set(files.filter(\.isNew).map(\.path)).count
        let swift = files.filter { $0.path.hasSuffix(".swift") }
        let isApart = { (path: String) in catalog.apart.contains { path.hasPrefix("Sources/\($0)/") } }
        let tests = swift.filter { $0.path.hasPrefix("Tests/") }
        let apart = swift.filter { isApart($0.path) }
        let source = swift.filter { !$0.path.hasPrefix("Tests/") && !isApart($0.path) }
        sourceAdded = source.map(\.added).reduce(0, +)
        sourceRemoved = source.map(\.removed).reduce(0, +)
        apartAdded = apart.map(\.added).reduce(0, +)
        apartRemoved = apart.map(\.removed).reduce(0, +)
        testsAdded = tests.map(\.added).reduce(0, +)
        testsRemoved = tests.map(\.removed).reduce(0, +)
        let touched = Set(files.compactMap { Self.module(of: $0.path, in: catalog) })
        layers = (catalog.layers + catalog.apart).filter(touched.contains)
    }

    /// The source lines changed, added and removed together: the one number the summary compares.
    public var sourceLinesChanged: Int { sourceAdded + sourceRemoved }

    /// The module a path belongs to: `Sources/NAME/…` and its tests, `Tests/NAMETests/…`; nil for
    /// anything else (tools, docs, the acceptance tests, test support).
    static func module(of path: String, in catalog: LayerCatalog) -> String? {
        let components = path.split(separator: "/").map(String.init)
        guard components.count > 2 else { return nil }
        let modules = catalog.layers + catalog.apart
        switch components[0] {
        case "Sources": return modules.contains(components[1]) ? components[1] : nil
        case "Tests":
            guard components[1].hasSuffix("Tests") else { return nil }
            let name = String(components[1].dropLast("Tests".count))
            return modules.contains(name) ? name : nil
        default: return nil
        }
    }
}
