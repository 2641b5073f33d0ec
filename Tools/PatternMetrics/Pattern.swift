import Patterns

/// The shapes, from their one list (the `Patterns` module).
public typealias Pattern = Patterns.Pattern

extension Pattern {
    /// The folder that holds the pattern's own files inside a module's folder: `MVC`, `MVP`, `MVVM`, `VIPER`,
    /// `Redux` or `Smalltalk`.
    public var folderName: String {
        switch self {
        case .mvc, .mvp, .mvvm, .viper: rawValue.uppercased()
        case .redux: "Redux"
        case .smalltalk: "Smalltalk"
        case .model2: "Model2"
        }
    }

    /// The name of the pattern's article in `docs/Questions.docc`, which embeds its reading path.
    public var articleName: String {
        self == .smalltalk ? "SmalltalkMVC" : folderName
    }

    /// The pattern whose folder holds `relativePath`, a path inside a module's (or test target's) folder
    /// such as `VIPER/Question/VIPERQuestionRouter.swift`; nil when the file is shared.
    ///
    /// Only the first folder of the path counts, because the pattern folders sit directly inside
    /// the module: `Views/MVC/X.swift` would be shared code in a folder that merely has the name.
    public static func owning(_ relativePath: String) -> Pattern? {
        let components = relativePath.split(separator: "/")
        guard components.count > 1, let folder = components.first else { return nil }
        return allCases.first { $0.folderName == folder }
    }
}
