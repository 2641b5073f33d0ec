/// Who a file belongs to in the comparison: one pattern, or all of them at once.
public enum Owner: Hashable, Sendable {
    /// A file in one pattern's folder.
    case pattern(Pattern)
    /// Any other file: counted once, for every pattern.
    case shared

    /// The columns of the page's tables, in order: the patterns, then shared.
    public static let columns: [Owner] = Pattern.allCases.map(Owner.pattern) + [.shared]

    /// The owner of the file at `relativePath` inside a module's (or test target's) folder.
    public init(relativePath: String) {
        self = Pattern.owning(relativePath).map(Owner.pattern) ?? .shared
    }

    /// The column heading: `MVC`, `MVVM`, `VIPER` or `Shared`.
    public var title: String {
        switch self {
        case .pattern(let pattern): pattern.folderName
        case .shared: "Shared"
        }
    }
}
