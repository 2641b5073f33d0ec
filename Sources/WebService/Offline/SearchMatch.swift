import Foundation
import Markup

/// The offline rule for `search WORDS`, shared by the offline service and `fake-stackexchange`: a
/// question matches when every word occurs, ignoring case and accents, in its title or its body's text.
///
/// The live API ranks and stems as it likes; offline the rule is plain, so
/// that a reader can check a result by eye.
public struct SearchMatch: Sendable {
    private let words: [String]

    /// The rule for `search`: words separated by white space.
    public init(_ search: String) {
        words = search.split(whereSeparator: \.isWhitespace).map { Self.folded(String($0)) }
    }

    /// Whether every word occurs in `title` or in the text of `bodyHTML` (its tags left out, its
    /// entities decoded).
    public func matches(title: String, bodyHTML: String?) -> Bool {
        let text = Self.folded(title + "\n" + (bodyHTML.map(Self.plainText) ?? ""))
        return words.allSatisfy { text.contains($0) }
    }

    /// `text` in lower case with its accents taken off, as the match compares it.
    private static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// The words of a post body, as the question screen would show them, one block to a line.
    private static func plainText(of html: String) -> String {
        lines(of: HTMLBodyRenderer().render(html)).joined(separator: "\n")
    }

    private static func lines(of blocks: [TextBlock]) -> [String] {
        blocks.flatMap { block -> [String] in
            switch block {
            case .paragraph(let text), .heading(let text): [text]
            case .code(let lines): lines
            case .listItem(_, let blocks), .quote(let blocks): Self.lines(of: blocks)
            case .rule: []
            }
        }
    }
}
