import Markup
import Presenters

/// Lays out the blocks of a post as terminal lines of a given width.
///
/// Blocks are separated by one blank line, except list items that follow
/// one another or open an item's nested list, which keeps lists compact.
/// Paragraphs and headings are wrapped; code keeps its lines as written,
/// indented by four columns, even past the width, because re-wrapping code
/// changes what it says. A list item hangs its content after its marker, a
/// quote marks each of its lines with `│`, and a rule is a line of `─`.
///
/// Nesting is expressed as line prefixes (`"• "`, `"│ "`) added to the lines
/// of the outer block, never as a narrower width: every wrap is asked of the
/// cache at the terminal's width, the one width the cache keeps.
///
/// A margin never takes more than half the width, so that text keeps a
/// readable measure and every line fits, however deep a post nests or
/// however long its list numbers are. A block that would need a wider margin
/// goes on at the margin it has: a quote without one more `│`, a list item
/// with its marker leading its text instead of hanging it.
@MainActor
public struct BlockLayout {
    private let cache: LayoutCache
    private let wrapper = TextWrapper()

    /// A layout that asks `cache` for every wrap.
    public init(cache: LayoutCache) {
        self.cache = cache
    }

    /// The lines showing `blocks` at `width` columns, each after `indent`; none ends with a space.
    public func lines(for blocks: [TextBlock], width: Int, indent: String = "") -> [String] {
        lines(
            for: blocks, margin: Margin(first: indent, rest: indent), width: max(1, width), inListItem: false)
    }

    private func lines(for blocks: [TextBlock], margin: Margin, width: Int, inListItem: Bool) -> [String] {
        var result: [String] = []
        var previous: TextBlock?
        for block in blocks {
            let blockMargin = result.isEmpty ? margin : margin.continued
            let blockLines = lines(for: block, margin: blockMargin, width: width)
            guard !blockLines.isEmpty else { continue }
            if let previous, needsBlankLine(between: previous, and: block, inListItem: inListItem) {
                result.append(margin.rest.trimmingTrailingWhiteSpace())
            }
            result += blockLines
            previous = block
        }
        return result
    }

    private func lines(for block: TextBlock, margin: Margin, width: Int) -> [String] {
        switch block {
        case .paragraph(let text), .heading(let text):
            return wrapped(text, margin: margin, width: width)
        case .code(let codeLines):
            return codeLines.enumerated().map { index, line in
                (margin.prefix(forLine: index) + Self.codeIndent + line).trimmingTrailingWhiteSpace()
            }
        case .listItem(let marker, let blocks):
            let hanging = String(repeating: " ", count: DisplayWidth.of(marker) + 1)
            let itemMargin = Margin(first: margin.first + marker + " ", rest: margin.rest + hanging)
            guard itemMargin.fits(width) else {
                return lines(
                    for: Self.leading(marker, blocks), margin: margin, width: width, inListItem: true)
            }
            let itemLines = lines(for: blocks, margin: itemMargin, width: width, inListItem: true)
            return itemLines.isEmpty ? [(margin.first + marker).trimmingTrailingWhiteSpace()] : itemLines
        case .quote(let blocks):
            let quoteMargin = Margin(first: margin.first + Self.quoteMark, rest: margin.rest + Self.quoteMark)
            return lines(
                for: blocks, margin: quoteMargin.fits(width) ? quoteMargin : margin, width: width,
                inListItem: false)
        case .rule:
            let room = max(1, width - DisplayWidth.of(margin.first))
            return [margin.first + String(repeating: "─", count: min(room, Self.longestRule))]
        }
    }

    private func wrapped(_ text: String, margin: Margin, width: Int) -> [String] {
        cache.lines(for: text, width: width, firstPrefix: margin.first, continuationPrefix: margin.rest) {
            wrapper.wrap(text, width: width, firstPrefix: margin.first, continuationPrefix: margin.rest)
        }
    }

    /// Whether a blank line goes between two blocks laid out one after the other.
    ///
    /// The items of a list stay together, and so do an item's text and the
    /// nested list after it: a blank line there would split the item in two.
    private func needsBlankLine(between previous: TextBlock, and next: TextBlock, inListItem: Bool) -> Bool {
        guard case .listItem = next else { return true }
        if case .listItem = previous { return false }
        return !inListItem
    }

    /// An item's blocks with its marker written at the start of its text, for
    /// an item too deep, or with too long a number, to hang after its marker.
    private static func leading(_ marker: String, _ blocks: [TextBlock]) -> [TextBlock] {
        switch blocks.first {
        case .paragraph(let text): [.paragraph(marker + " " + text)] + blocks.dropFirst()
        case .heading(let text): [.heading(marker + " " + text)] + blocks.dropFirst()
        default: [.paragraph(marker)] + blocks
        }
    }

    private static let codeIndent = "    "
    private static let quoteMark = "│ "

    /// A rule spans the width up to this, enough to read as a separator on a wide terminal.
    private static let longestRule = 40
}

extension BlockLayout {
    /// The prefixes that place a block's lines inside the blocks around it:
    /// one for its first line, one for the others.
    private struct Margin {
        let first: String
        let rest: String

        /// The margin of a block that starts after the first line.
        var continued: Margin { Margin(first: rest, rest: rest) }

        func prefix(forLine index: Int) -> String {
            index == 0 ? first : rest
        }

        /// Whether the margin leaves at least half of `width` to the text.
        func fits(_ width: Int) -> Bool {
            max(DisplayWidth.of(first), DisplayWidth.of(rest)) <= width / 2
        }
    }
}
