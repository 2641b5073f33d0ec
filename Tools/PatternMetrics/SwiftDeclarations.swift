/// What a reading path needs to know of one Swift file: the types it declares or extends, what they
/// conform to, the functions they declare, the type names it mentions, and what the file is for.
///
/// Read from tokens, with no more grammar than that: a function belongs to the type, extension or
/// protocol whose braces it sits in directly, and a function in a protocol is a requirement.
public struct SwiftDeclarations: Sendable {
    /// A function declared directly in a type, an extension or a protocol, or an enum's case with
    /// associated values (a message, such as a store's action).
    public struct Function: Hashable, Sendable {
        /// Its base name: `openQuestion`.
        public let name: String
        /// Its argument labels, `_` for none: `["atRow"]`.
        public let labels: [String]
        /// The type, extension or protocol it is declared in.
        public let owner: String
        /// Whether it is a protocol's requirement rather than an implementation.
        public let isRequirement: Bool
        /// The capitalised names its header and body mention, in the order of their first mention.
        public internal(set) var mentions: [String]
        /// The enum cases its body switches over (`case .openQuestion(let row):` is `openQuestion`).
        public internal(set) var handles: [String] = []
    }

    /// The types, protocols and type aliases the file declares at the top level (nested types are left
    /// out: their names are not unique).
    public let declaredTypes: Set<String>
    /// The types the file extends.
    public let extendedTypes: Set<String>
    /// The protocols the file declares, nested or not.
    public let protocols: Set<String>
    /// For each type the file declares or extends, the names in its inheritance clauses.
    public let conformances: [String: Set<String>]
    /// The functions declared directly in the file's types, extensions and protocols.
    public let functions: [Function]
    /// The enum cases among `functions`.
    private let cases: Set<Function>
    /// For each type the file declares or extends, the capitalised names mentioned in it outside its
    /// functions: its stored properties' types, its initialisers, its nested types.
    public let typeMentions: [String: [String]]
    /// Every capitalised name the file's code mentions, its own types included, in the order of their
    /// first mention.
    public let mentions: [String]
    /// The first sentence of the doc comment on the file's first declaration, or "" without one.
    public let purpose: String

    private static let typeKeywords: Set = ["class", "struct", "enum", "actor", "protocol", "extension"]

    /// Keywords that begin a declaration in a type: a requirement's header ends at any of them.
    private static let memberKeywords: Set = [
        "func", "var", "let", "init", "subscript", "associatedtype", "typealias", "case",
    ]

    /// What an open brace opens.
    private enum Frame {
        case type(name: String, isProtocol: Bool)
        /// The body of `functions[index]`.
        case function(index: Int)
        case other
    }

    /// Reads the file whose text is `text`.
    public init(_ text: String) {
        let tokens = SwiftToken.tokens(in: CodeLexer.code(of: text))
        var declaredTypes = Set<String>()
        var extendedTypes = Set<String>()
        var protocols = Set<String>()
        var conformances: [String: Set<String>] = [:]
        var functions: [Function] = []
        var cases = Set<Function>()
        var typeMentions: [String: [String]] = [:]
        var mentions: [String] = []
        var braces: [Frame] = []
        // The type whose header is being read, until its opening brace.
        var header: (name: String, isProtocol: Bool)?
        // The function whose header is being read, until its body's brace (or, for a requirement, the
        // next member).
        var openFunction: Int?
        for (index, token) in tokens.enumerated() {
            if token.kind == .word, token.text.first?.isUppercase == true {
                if !mentions.contains(token.text) { mentions.append(token.text) }
                let frame =
                    openFunction.map { Frame.function(index: $0) }
                    ?? braces.last { if case .other = $0 { false } else { true } }
                switch frame {
                case .function(let function)?:
                    if !functions[function].mentions.contains(token.text) {
                        functions[function].mentions.append(token.text)
                    }
                case .type(let name, _)?:
                    if typeMentions[name, default: []].contains(token.text) == false {
                        typeMentions[name, default: []].append(token.text)
                    }
                case .other?, nil: break
                }
            }
            if token.text == "case", index + 2 < tokens.count, tokens[index + 1].text == ".",
                tokens[index + 2].kind == .word,
                case .function(let function)? = braces.last(where: {
                    if case .other = $0 { false } else { true }
                })
            {
                functions[function].handles.append(tokens[index + 2].text)
            }
            if token.kind == .word, Self.memberKeywords.contains(token.text) { openFunction = nil }
            if token.text == "typealias", index + 1 < tokens.count, braces.isEmpty {
                declaredTypes.insert(tokens[index + 1].text)
            }
            if token.kind == .word, Self.typeKeywords.contains(token.text), index + 1 < tokens.count,
                tokens[index + 1].text.first?.isUppercase == true, index == 0 || tokens[index - 1].text != "."
            {
                let name = tokens[index + 1].text
                let isProtocol = token.text == "protocol"
                header = (name, isProtocol)
                if token.text == "extension" {
                    extendedTypes.insert(name)
                } else if !braces.contains(where: { if case .other = $0 { false } else { true } }) {
                    declaredTypes.insert(name)
                }
                if isProtocol { protocols.insert(name) }
                conformances[name, default: []].formUnion(Self.inheritance(after: index + 2, in: tokens))
            } else if token == SwiftToken(kind: .mark, text: "{") {
                if let type = header {
                    braces.append(.type(name: type.name, isProtocol: type.isProtocol))
                } else if let function = openFunction {
                    braces.append(.function(index: function))
                } else {
                    braces.append(.other)
                }
                header = nil
                openFunction = nil
            } else if token == SwiftToken(kind: .mark, text: "}") {
                openFunction = nil
                _ = braces.popLast()
            } else if token.kind == .word, token.text == "case", index + 2 < tokens.count,
                tokens[index + 2].text == "(", tokens[index + 1].kind == .word,
                case .type(let owner, false)? = braces.last
            {
                // An enum's case with associated values: a message its type's code is sent.
                let message = Function(
                    name: tokens[index + 1].text, labels: Self.labels(after: index + 2, in: tokens),
                    owner: owner, isRequirement: false, mentions: [])
                functions.append(message)
                cases.insert(message)
            } else if token.kind == .word, token.text == "func", index + 1 < tokens.count,
                case .type(let owner, let isProtocol)? = braces.last
            {
                functions.append(
                    Function(
                        name: tokens[index + 1].text, labels: Self.labels(after: index + 2, in: tokens),
                        owner: owner, isRequirement: isProtocol, mentions: []))
                openFunction = functions.count - 1
            }
        }
        self.declaredTypes = declaredTypes
        self.extendedTypes = extendedTypes
        self.protocols = protocols
        self.conformances = conformances
        self.functions = functions
        self.cases = cases
        self.typeMentions = typeMentions
        self.mentions = mentions
        self.purpose = Self.purpose(of: text)
    }

    /// Whether `function` is one of the file's enum cases rather than a function.
    public func isCase(_ function: Function) -> Bool {
        cases.contains(function)
    }

    /// The names after `:` in the header that continues at `start`, up to its brace or `where`.
    private static func inheritance(after start: Int, in tokens: [SwiftToken]) -> Set<String> {
        var index = start
        // Generic parameters come before the colon; skip them.
        var angles = 0
        while index < tokens.count {
            let text = tokens[index].text
            if text == "<" { angles += 1 } else if text == ">" { angles -= 1 }
            if angles == 0, text == ":" || text == "{" || text == "where" { break }
            index += 1
        }
        guard index < tokens.count, tokens[index].text == ":" else { return [] }
        var names = Set<String>()
        index += 1
        while index < tokens.count, tokens[index].text != "{", tokens[index].text != "where" {
            if tokens[index].kind == .word, tokens[index].text.first?.isUppercase == true {
                names.insert(tokens[index].text)
            }
            index += 1
        }
        return names
    }

    /// The argument labels of the parameter list that starts at `start` (after any generic parameters):
    /// each parameter's first word, `_` included.
    private static func labels(after start: Int, in tokens: [SwiftToken]) -> [String] {
        var index = start
        while index < tokens.count, tokens[index].text != "(" { index += 1 }
        var labels: [String] = []
        var depth = 0
        var expectingLabel = true
        while index < tokens.count {
            let token = tokens[index]
            switch token.text {
            case "(", "[", "<":
                depth += 1
                if depth == 1 { expectingLabel = true }
            case ">" where tokens[index - 1].text == "-":
                break  // the arrow of a function type
            case ")", "]", ">":
                depth -= 1
                if depth == 0 { return labels }
            case "," where depth == 1:
                expectingLabel = true
            default:
                if depth == 1, expectingLabel, token.kind != .mark {
                    labels.append(token.text)
                    expectingLabel = false
                }
            }
            index += 1
        }
        return labels
    }

    /// The first sentence of the file's first comment outside any type: the doc comment of its first
    /// declaration, or the comment a file of extensions opens with.
    private static func purpose(of text: String) -> String {
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("//") {
                lines.append(line.drop { $0 == "/" }.drop { $0 == " " })
            } else if !lines.isEmpty {
                break
            }
        }
        let paragraph = lines.prefix { !$0.isEmpty }.joined(separator: " ")
        guard let end = paragraph.firstRange(of: ". ") else { return paragraph }
        return String(paragraph[..<end.lowerBound]) + "."
    }
}
