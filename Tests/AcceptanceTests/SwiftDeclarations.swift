/// What a Swift file declares, read with regular expressions rather than a parser: enough for the pages
/// that name code (the role matrix, every doc) to be checked against it. The one home of which words
/// start a declaration.
enum SwiftDeclarations {
    /// The words that declare a type, or extend one.
    static let typeWords = ["class", "struct", "enum", "protocol", "actor", "extension", "typealias"]
    /// The words that declare a member by name (initializers and enum cases are read apart).
    static let memberWords = ["func", "var", "let", "typealias", "subscript"]

    /// Every name a declaration word in `text` is followed by, enum cases' first names included.
    static func names(in text: String) -> Set<String> {
        let words = Set(typeWords + memberWords + ["case"]).sorted().joined(separator: "|")
        let pattern = "\\b(?:\(words))\\s+(\\w+)"
        let regex = try? Regex<(Substring, Substring)>(pattern)  // try?: made of fixed words, it compiles
        return Set(regex.map { text.matches(of: $0).map { String($0.output.1) } } ?? [])
    }

    /// Whether `text` declares `type`: `type` is a name of `\w` characters, so every pattern compiles.
    static func declares(type: String, in text: String) -> Bool {
        typeWords.contains { word in matches("\\b\(word)\\s+\(type)\\b", text) }
    }

    /// Whether `text` declares `member`: a function, property, type alias, subscript, initializer or
    /// enum case of that name (a `case .member` of a switch is not a declaration).
    static func declares(member: String, in text: String) -> Bool {
        if member == "init" { return text.contains(/\binit[?!]?\s*[(<]/) }
        return matches("\\b(\(memberWords.joined(separator: "|")))\\s+\(member)\\b", text)
            || matches("\\bcase\\s[^\\n{:=.]*\\b\(member)\\b", text)
    }

    private static func matches(_ pattern: String, _ text: String) -> Bool {
        guard let regex = try? Regex(pattern) else { return false }  // try?: names are \w, so it compiles
        return text.contains(regex)
    }
}
