/// Rule 3, for Package.swift: each `.unsafeFlags(` call carries `.when(platforms:` in its parentheses.
///
/// The call is read up to its balanced closing parenthesis, across lines; comments and the contents of
/// string literals are left out, so neither a `(` in a flag nor a commented-out condition counts.
enum ManifestRule {
    /// The breaches of rule 3 among `lines` of the manifest at `path`.
    static func breaches(path: String, lines: [SourceLine]) -> [PortabilityBreach] {
        // The manifest as one text, and the number of each character's line.
        var characters: [Character] = []
        var lineNumbers: [Int] = []
        for line in lines {
            characters += line.bare + "\n"
            lineNumbers += Array(repeating: line.number, count: line.bare.count + 1)
        }
        var breaches: [PortabilityBreach] = []
        var index = 0
        while let call = nextCall(in: characters, from: index) {
            index = call.arguments.upperBound
            let arguments = String(characters[call.arguments]).filter { !$0.isWhitespace }
            if !arguments.contains(".when(platforms:") {
                breaches.append(
                    PortabilityBreach(
                        path: path, line: lineNumbers[call.start], rule: .unsafeFlagsWithoutPlatform,
                        message: "`.unsafeFlags(` without `.when(platforms:`: its flags would reach every "
                            + "platform's compiler or linker; add `.when(platforms: [.linux])`"))
            }
        }
        return breaches
    }

    private static let name = Array(".unsafeFlags")

    /// The next `.unsafeFlags(` call from `index`: where it starts, and the range of its arguments.
    private static func nextCall(in characters: [Character], from index: Int)
        -> (start: Int, arguments: Range<Int>)?
    {
        var start = index
        while start + name.count <= characters.count {
            defer { start += 1 }
            guard characters[start..<start + name.count].elementsEqual(name) else { continue }
            var open = start + name.count
            while open < characters.count, characters[open].isWhitespace { open += 1 }
            guard open < characters.count, characters[open] == "(" else { continue }
            return (start, open + 1..<closingParenthesis(in: characters, after: open))
        }
        return nil
    }

    /// The index of the parenthesis that closes the one at `open`, or the end if none does.
    private static func closingParenthesis(in characters: [Character], after open: Int) -> Int {
        var depth = 0
        for index in open..<characters.count {
            if characters[index] == "(" { depth += 1 }
            if characters[index] == ")" { depth -= 1 }
            if depth == 0 { return index }
        }
        return characters.count
    }
}
