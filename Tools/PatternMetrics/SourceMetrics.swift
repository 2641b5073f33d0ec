/// The size of a body of code: how many files, lines of code, types and protocols it has.
public struct SourceMetrics: Equatable, Sendable {
    /// Swift files.
    public var files: Int
    /// Lines that hold code: not blank, and not only a comment.
    public var lines: Int
    /// `struct`, `class`, `enum` and `actor` declarations, nested ones included.
    public var types: Int
    /// `protocol` declarations.
    public var protocols: Int

    /// Nothing: no file at all.
    public static let zero = SourceMetrics(files: 0, lines: 0, types: 0, protocols: 0)

    /// Metrics from their four counts.
    public init(files: Int, lines: Int, types: Int, protocols: Int) {
        self.files = files
        self.lines = lines
        self.types = types
        self.protocols = protocols
    }

    /// The metrics of one file.
    public init(file: SwiftSource) {
        self.init(files: 1, lines: file.linesOfCode, types: file.types, protocols: file.protocols)
    }

    /// Both bodies of code together.
    public static func + (lhs: SourceMetrics, rhs: SourceMetrics) -> SourceMetrics {
        SourceMetrics(
            files: lhs.files + rhs.files, lines: lhs.lines + rhs.lines, types: lhs.types + rhs.types,
            protocols: lhs.protocols + rhs.protocols)
    }
}
