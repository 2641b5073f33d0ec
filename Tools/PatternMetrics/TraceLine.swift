/// One line of `questions --trace`, taken apart: how deep it is nested, who called whom, and with what.
///
/// The line it reads looks like
///
///     trace  viper      presenter   → interactor   loadQuestion()
///
/// the pattern padded to five columns, two spaces for each level of nesting,
/// the caller, `→` for a call or `⇠` for a value coming back, the callee and
/// the message.
public struct TraceLine: Equatable, Sendable {
    /// How many calls this one is nested in.
    public let depth: Int
    /// The layer that makes the call (or receives the value back).
    public let caller: String
    /// The layer called (or that sends the value back).
    public let callee: String
    /// The module the callee lives in.
    public let calleeModule: String
    /// Whether the line is a value coming back (`⇠`) rather than a call (`→`).
    public let isReturn: Bool
    /// The call with its arguments summarised, or a summary of what came back.
    public let message: String

    private static let prefix = "trace  "
    private static let patternColumn = 5

    /// Takes `line` apart, with `catalog` naming the roles it may mention.
    public init(parsing line: String, catalog: LayerCatalog) throws {
        guard line.hasPrefix(Self.prefix) else { throw MetricsError.notATraceLine(line) }
        var rest = Substring(line.dropFirst(Self.prefix.count))
        let pattern = rest.prefix { $0 != " " }
        rest = rest.dropFirst(pattern.count + max(Self.patternColumn - pattern.count, 0) + 2)
        let indent = rest.prefix { $0 == " " }.count
        rest = rest.dropFirst(indent)

        let roles = catalog.rolesLongestFirst
        guard let caller = Self.role(at: rest, among: roles) else { throw MetricsError.unknownRole(line) }
        rest = rest.dropFirst(caller.count).drop { $0 == " " }
        guard let arrow = rest.first, arrow == "→" || arrow == "⇠" else {
            throw MetricsError.notATraceLine(line)
        }
        rest = rest.dropFirst().drop { $0 == " " }
        guard let callee = Self.role(at: rest, among: roles),
            let module = catalog.module(of: callee, in: String(pattern))
        else {
            throw MetricsError.unknownRole(line)
        }

        self.depth = indent / 2
        self.caller = caller
        self.callee = callee
        self.calleeModule = module
        self.isReturn = arrow == "⇠"
        self.message = String(rest.dropFirst(callee.count).drop { $0 == " " })
    }

    /// The role `text` starts with, as a whole word.
    private static func role(at text: Substring, among roles: [String]) -> String? {
        roles.first { role in
            text.hasPrefix(role) && text.dropFirst(role.count).first.map { $0 == " " } ?? true
        }
    }
}
