/// The rules that read one Swift or C file's lines and its conditional-compilation branches.
struct SourceRules {
    let path: String
    let language: SourceLanguage
    let lines: [SourceLine]
    let branches: ConditionalBranches

    /// The rules of `language` over `text`, reported against `path`.
    init(path: String, text: String, language: SourceLanguage) {
        self.path = path
        self.language = language
        lines = SourceLines.lines(of: text, language: language)
        branches = ConditionalBranches(lines: lines, language: language)
    }

    /// The breaches of the rules of the file's language, in the order of the lines.
    func breaches() -> [PortabilityBreach] {
        let rules: [(SourceLine) -> PortabilityBreach?] =
            switch language {
            case .swift: [glibcImport, glibcCall, procPath]
            case .c: [procPath, glibcSymbol]
            }
        return lines.filter { !branches.directiveLines.contains($0.number) }.flatMap { line in
            rules.compactMap { $0(line) }
        }
    }

    // MARK: - Swift

    private static let glibcConditions = ["canImport(Glibc)", "os(Linux)"]
    private static let darwinConditions = ["canImport(Darwin)", "os(macOS)"]

    /// Rule 1: `import Glibc` sits in a Glibc branch of a group whose Darwin branch imports Darwin.
    private func glibcImport(_ line: SourceLine) -> PortabilityBreach? {
        guard line.bare.contains("Glibc"), SwiftSyntax.importedModule(in: line.bare) == "Glibc" else {
            return nil
        }
        let guarded = branches.enclosing(line.number).contains { enclosing in
            enclosing.branch.mentions(anyOf: Self.glibcConditions, language: .swift)
                && enclosing.siblings.contains { sibling in
                    sibling.mentions(anyOf: Self.darwinConditions, language: .swift)
                        && lines.contains {
                            sibling.holds($0.number) && SwiftSyntax.importedModule(in: $0.bare) == "Darwin"
                        }
                }
        }
        return guarded
            ? nil
            : breach(
                line, .glibcImportWithoutDarwin,
                "`import Glibc` outside an `#if canImport(Glibc)` branch whose group has an "
                    + "`#elseif canImport(Darwin)` branch that imports Darwin")
    }

    /// Rule 2: a `Glibc.` reference sits in a Glibc branch of a group that has a Darwin branch.
    private func glibcCall(_ line: SourceLine) -> PortabilityBreach? {
        guard let reference = SwiftSyntax.glibcReference(in: line.bare),
            SwiftSyntax.importedModule(in: line.bare) == nil
        else { return nil }
        let guarded = branches.enclosing(line.number).contains { enclosing in
            enclosing.branch.mentions(anyOf: Self.glibcConditions, language: .swift)
                && enclosing.siblings.contains { $0.mentions(anyOf: Self.darwinConditions, language: .swift) }
        }
        return guarded
            ? nil
            : breach(
                line, .glibcCallWithoutDarwin,
                "`\(reference)` outside an `#if canImport(Glibc)` branch whose group has an "
                    + "`#elseif canImport(Darwin)` branch")
    }

    // MARK: - Swift and C

    /// The kernel's process files' folder, put together so that this file, which the rules read too,
    /// holds no such path.
    private static let proc = ["", "proc", ""].joined(separator: "/")

    /// Rule 4: a `/proc/` path sits in a Linux branch.
    private func procPath(_ line: SourceLine) -> PortabilityBreach? {
        guard line.code.contains(Self.proc) else { return nil }
        let linux = language == .swift ? "os(Linux)" : "__linux__"
        let guarded = branches.enclosing(line.number).contains {
            $0.branch.mentions(anyOf: [linux], language: language)
        }
        let directive = language == .swift ? "#if os(Linux)" : "#if defined(__linux__)"
        return guarded
            ? nil
            : breach(
                line, .procPathOutsideLinux,
                "`\(Self.proc)` exists only on Linux: put it in an `\(directive)` branch")
    }

    // MARK: - C

    private static let glibcOnlySymbols: Set<String> = [
        "mallinfo", "mallinfo2", "malloc_usable_size", "malloc_trim", "program_invocation_name",
        "program_invocation_short_name", "get_nprocs", "sched_getcpu",
    ]

    /// Rule 5: a glibc-only symbol sits in a branch whose condition names `__GLIBC__` or `__linux__`.
    private func glibcSymbol(_ line: SourceLine) -> PortabilityBreach? {
        var symbols: [String] = []
        for identifier in CSyntax.identifiers(in: line.code)
        where identifier.hasPrefix("__libc_") || Self.glibcOnlySymbols.contains(identifier) {
            if !symbols.contains(identifier) { symbols.append(identifier) }
        }
        guard !symbols.isEmpty else { return nil }
        let guarded = branches.enclosing(line.number).contains {
            $0.branch.mentions(anyOf: ["__GLIBC__", "__linux__"], language: .c)
        }
        let names = symbols.map { "`\($0)`" }.joined(separator: ", ")
        return guarded
            ? nil
            : breach(
                line, .glibcSymbolOutsideGuard,
                "\(names) \(symbols.count == 1 ? "is" : "are") glibc-only: "
                    + "put \(symbols.count == 1 ? "it" : "them") in an `#if defined(__GLIBC__)` branch")
    }

    private func breach(_ line: SourceLine, _ rule: PortabilityRule, _ message: String) -> PortabilityBreach {
        PortabilityBreach(path: path, line: line.number, rule: rule, message: message)
    }
}

/// The few pieces of Swift's syntax the rules read, from a line whose comments and strings are blanked.
enum SwiftSyntax {
    private static let modifiers: Set<Substring> = [
        "public", "package", "internal", "fileprivate", "private", "open",
    ]
    private static let importKinds: Set<Substring> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]

    /// The module an `import` statement on the line imports (`import Glibc`, `@preconcurrency import
    /// Glibc`, `import func Glibc.open`), or nil if the line holds no import.
    static func importedModule(in line: String) -> String? {
        var words = line.split { $0 == " " || $0 == "\t" || $0 == ";" }[...]
        while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) { words.removeFirst() }
        guard words.first == "import" else { return nil }
        words.removeFirst()
        if let word = words.first, importKinds.contains(word) { words.removeFirst() }
        guard let path = words.first else { return nil }
        return String(path.prefix { isIdentifierCharacter($0) })
    }

    /// The first `Glibc.name` reference on the line, if any.
    static func glibcReference(in line: String) -> String? {
        for found in line.ranges(of: "Glibc.") {
            if found.lowerBound > line.startIndex {
                let before = line[line.index(before: found.lowerBound)]
                if isIdentifierCharacter(before) || before == "." { continue }
            }
            let member = line[found.upperBound...].prefix { isIdentifierCharacter($0) || $0 == "`" }
            if !member.isEmpty { return "Glibc.\(member.filter { $0 != "`" })" }
        }
        return nil
    }
}

/// The identifiers of a line of C.
enum CSyntax {
    /// The identifiers on `line`, in order (numbers' digits and suffixes left out).
    static func identifiers(in line: String) -> [String] {
        var identifiers: [String] = []
        var rest = line[...]
        while let start = rest.firstIndex(where: isIdentifierCharacter) {
            let word = rest[start...].prefix(while: isIdentifierCharacter)
            if let first = word.first, !first.isNumber { identifiers.append(String(word)) }
            rest = rest[word.endIndex...]
        }
        return identifiers
    }
}
