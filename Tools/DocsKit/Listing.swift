import Foundation

/// One code listing of the tutorial: a declaration cut from a real source file, with its doc comment,
/// named in `docs/tutorial-listings.tsv` by the text its first line starts with.
public struct Listing: Equatable {
    /// The manifest: one listing a line, `name`, `path` and `anchor` separated by tabs; `#` starts a
    /// comment.
    public static let manifestPath = "docs/tutorial-listings.tsv"
    /// Where the listings are written, inside the catalog, where `@Code(file:)` finds them.
    public static let folder = "docs/Questions.docc/Resources/Listings"

    /// The listing's name: its file is `name.swift`.
    public let name: String
    /// The source file, from the repository's root.
    public let path: String
    /// What the declaration's first line starts with, after its indentation: once in the file.
    public let anchor: String

    /// The listing's file in the catalog.
    public var fileName: String { name + ".swift" }

    /// The listing `name`: the declaration in `path` whose first line starts with `anchor`.
    public init(name: String, path: String, anchor: String) {
        self.name = name
        self.path = path
        self.anchor = anchor
    }

    /// Every listing the manifest names.
    public static func all(manifest: URL) throws -> [Listing] {
        try parse(String(contentsOf: manifest, encoding: .utf8))
    }

    /// The listings a manifest's `text` names.
    public static func parse(_ text: String) throws -> [Listing] {
        try text.split(separator: "\n").compactMap { line -> Listing? in
            guard !line.hasPrefix("#"), !line.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else { throw ListingError("a manifest line needs three fields: \(line)") }
            return Listing(name: fields[0], path: fields[1], anchor: fields[2])
        }
    }

    /// The declaration, from its doc comment and attributes to the brace that closes it, moved left to
    /// the margin; fails when the anchor is not in the file exactly once.
    public func extract(root: URL) throws -> String {
        try extract(from: String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
    }

    /// The declaration cut from `source`, the text of the listing's file.
    public func extract(from source: String) throws -> String {
        let lines = source.components(separatedBy: "\n")
        let starts = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix(anchor) }
        guard starts.count == 1, let first = starts.first else {
            throw ListingError("\(name): '\(anchor)' is in \(path) \(starts.count) times, not once")
        }
        var start = first
        while start > 0 {
            let above = lines[start - 1].trimmingCharacters(in: .whitespaces)
            guard above.hasPrefix("///") || above.hasPrefix("@") else { break }
            start -= 1
        }
        let end = try closingLine(of: first, in: lines)
        let indent = lines[first].prefix { $0 == " " }.count
        let cut = lines[start...end].map { line in
            String(line.dropFirst(min(indent, line.prefix { $0 == " " }.count)))
        }
        return cut.joined(separator: "\n") + "\n"
    }

    /// The line whose brace closes the declaration starting on line `first`; the line itself for a
    /// declaration without a body. Braces in strings and comments are not counted.
    private func closingLine(of first: Int, in lines: [String]) throws -> Int {
        var depth = 0
        var opened = false
        var inString = false
        for index in first..<lines.count {
            var previous: Character = " "
            var escaped = false
            for character in lines[index] {
                defer { previous = character }
                if inString {
                    if escaped {
                        escaped = false
                    } else if character == "\\" {
                        escaped = true
                    } else if character == "\"" {
                        inString = false
                    }
                    continue
                }
                if character == "/", previous == "/" { break }
                switch character {
                case "\"": inString = true
                case "{":
                    depth += 1
                    opened = true
                case "}": depth -= 1
                default: break
                }
            }
            // A string that does not close on its line is a multi-line one, which the code here avoids.
            inString = false
            if opened, depth == 0 { return index }
            if !opened, index == first, !lines[index].hasSuffix("(") && !lines[index].hasSuffix(",") {
                let next =
                    index + 1 < lines.count ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
                if !next.hasPrefix("{") && !next.hasPrefix(")") && !next.hasPrefix("->") { return index }
            }
        }
        throw ListingError("\(name): the declaration at '\(anchor)' in \(path) never closes")
    }
}

/// Why a listing, or a picture, could not be made.
public struct ListingError: Error, CustomStringConvertible {
    /// What went wrong, and where.
    public let description: String
    init(_ description: String) { self.description = description }
}
