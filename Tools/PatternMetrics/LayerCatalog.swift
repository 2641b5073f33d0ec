/// Places the repository's modules in the comparison: which are the app's layers, which stand apart,
/// and which layer each name in a trace line belongs to.
public struct LayerCatalog: Sendable {
    /// The app's layers, bottom up, as the page lists them; their code adds up to the totals.
    public var layers: [String]
    /// Modules measured and shown, but left out of the totals.
    public var apart: [String]
    /// The test target that runs every pattern end to end, counted on its own.
    public var acceptanceTests: String
    /// The module each role named in a trace line (`presenter`, `view model`, …) lives in.
    public var roleModules: [String: String]
    /// Where a pattern's role lives elsewhere than `roleModules` says, by the pattern's name in a trace
    /// line: Smalltalk MVC's controllers and views serve both fronts, so they live in `TerminalUI`.
    public var patternRoleModules: [String: [String: String]]

    /// A catalog from its parts.
    public init(
        layers: [String], apart: [String], acceptanceTests: String, roleModules: [String: String],
        patternRoleModules: [String: [String: String]] = [:]
    ) {
        self.layers = layers
        self.apart = apart
        self.acceptanceTests = acceptanceTests
        self.roleModules = roleModules
        self.patternRoleModules = patternRoleModules
    }

    /// The module `role` lives in, in the pattern a trace line names `pattern`.
    public func module(of role: String, in pattern: String) -> String? {
        patternRoleModules[pattern]?[role] ?? roleModules[role]
    }

    /// This repository's catalog.
    ///
    /// `QuestionsApp` (options, the composition root, the read loop) runs every
    /// pattern, so it is a layer whose code is all shared. `Tracing` holds the
    /// `--trace` decorators: the app works without it, so it is shown apart.
    public static var questions: LayerCatalog {
        LayerCatalog(
            layers: [
                "Entities", "Markup", "WebService", "NetworkingABI", "SessionTransfer", "LiveNetworking",
                "CSQLite",
                "SQLiteStore",
                "Interactors",
                "Presenters",
                "Routers", "TerminalUI", "TextFront", "TerminalHygiene", "ScreenFront", "Patterns",
                "QuestionsApp",
            ],
            apart: ["Tracing"],
            acceptanceTests: "AcceptanceTests",
            roleModules: [
                "terminal": "QuestionsApp", "controller": "TextFront", "view": "TextFront",
                "host": "TextFront",
                "view model": "Presenters", "presenter": "Presenters", "interactor": "Interactors",
                "router": "Routers", "coordinator": "Routers", "navigator": "TextFront",
                "store": "Presenters", "reducer": "Presenters",
                "effect": "Presenters", "service": "WebService",
                "transport": "WebService", "database": "SQLiteStore", "model": "Interactors",
                "browser": "TextFront", "front controller": "Presenters", "action": "Presenters",
                "template": "Presenters",
            ],
            patternRoleModules: ["smalltalk": ["controller": "TerminalUI", "view": "TerminalUI"]])
    }

    /// The folder of `module`'s unit tests.
    public func testFolder(of module: String) -> String {
        "Tests/\(module)Tests"
    }

    /// The roles a trace line can name, longest first, so that `view model` is tried before `view`.
    var rolesLongestFirst: [String] {
        roleModules.keys.sorted { ($0.count, $0) > ($1.count, $1) }
    }
}
