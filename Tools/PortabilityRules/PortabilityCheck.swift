import Foundation

/// Checks source files against the ``PortabilityRule``s.
///
/// The rules read code, not comments: `//`, `///` and `/* … */` are left out, string literals are not
/// (a `/proc/` path in a string is code). A line is guarded when any of the conditional-compilation
/// branches around it satisfies the rule.
public enum PortabilityCheck {
    /// The folders under the root whose files the rules cover; Package.swift is covered too.
    public static let coveredFolders = ["Sources", "Tests", "Tools", "Fuzz"]
    /// The folders, relative to the root, that are left out: data, not code.
    public static let skippedFolders = ["Tests/AcceptanceTests/Golden"]
    /// The endings of the names of the files the rules cover.
    public static let coveredExtensions = ["swift", "c", "h"]

    /// The breaches in one file's text.
    ///
    /// `path` decides the language: `.swift` is Swift, `.c` and `.h` are C, and a file named
    /// `Package.swift` is also checked as a manifest; any other file has no breaches.
    public static func breaches(inFile path: String, text: String) -> [PortabilityBreach] {
        let language: SourceLanguage
        switch fileExtension(of: path) {
        case "swift": language = .swift
        case "c", "h": language = .c
        default: return []
        }
        let rules = SourceRules(path: path, text: text, language: language)
        var breaches = rules.breaches()
        if path == "Package.swift" || path.hasSuffix("/Package.swift") {
            breaches += ManifestRule.breaches(path: path, lines: rules.lines)
            breaches.sort { ($0.line, order($0.rule)) < ($1.line, order($1.rule)) }
        }
        return breaches
    }

    /// Every file the rules cover under `root`, as paths relative to it, sorted.
    ///
    /// Those are the Swift and C files under ``coveredFolders`` (a folder whose name starts with
    /// `.build` and the ``skippedFolders`` left out), and Package.swift.
    public static func coveredFiles(under root: URL) throws -> [String] {
        var files: [String] = []
        if FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
            files.append("Package.swift")
        }
        for folder in coveredFolders {
            try collect(folder, under: root, into: &files)
        }
        return files.sorted()
    }

    /// The breaches in every file that the rules cover under `root`, by path and line.
    public static func breaches(under root: URL) throws -> [PortabilityBreach] {
        try coveredFiles(under: root).flatMap { path in
            let data = try Data(contentsOf: root.appendingPathComponent(path))
            return breaches(inFile: path, text: String(decoding: data, as: UTF8.self))
        }
    }

    /// Adds the covered files in the folder at `relativePath` (and its subfolders) to `files`.
    private static func collect(_ relativePath: String, under root: URL, into files: inout [String]) throws {
        let manager = FileManager.default
        let absolute = root.appendingPathComponent(relativePath).path
        guard let attributes = try? manager.attributesOfItem(atPath: absolute) else { return }
        switch attributes[.type] as? FileAttributeType {
        case .typeDirectory?:
            guard !skippedFolders.contains(relativePath) else { return }
            for name in try manager.contentsOfDirectory(atPath: absolute) where !name.hasPrefix(".build") {
                try collect(relativePath + "/" + name, under: root, into: &files)
            }
        case .typeRegular?:
            if let ending = fileExtension(of: relativePath), coveredExtensions.contains(ending) {
                files.append(relativePath)
            }
        default:
            break
        }
    }

    /// What follows the last `.` of the file's name, if its name has a `.` after its first character.
    private static func fileExtension(of path: String) -> String? {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return nil }
        return String(name[name.index(after: dot)...])
    }

    private static func order(_ rule: PortabilityRule) -> Int {
        PortabilityRule.allCases.firstIndex(of: rule) ?? 0
    }
}
