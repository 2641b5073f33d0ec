/// Turns the HTML body of a question or answer into text blocks for the terminal.
///
/// Stack Exchange sends bodies as HTML. The renderer keeps what a reader needs
/// and a terminal can show: paragraphs, headings, code, lists, quotes and
/// rules as `TextBlock`s; code spans in backticks, link targets after their
/// text (`docs <https://…>`), images as `[image: alt <src>]`. Text is decoded
/// once and sanitised with `TerminalText`, so a post cannot drive the terminal.
///
/// Malformed markup never stops it or loses text: unclosed elements are closed
/// where HTML would close them or at the end, stray closing tags are ignored,
/// and a `<` that starts no markup is text. The work is linear in the size of
/// the body.
public struct HTMLBodyRenderer: Sendable {
    /// The columns a tab in a code block advances to a multiple of.
    public let tabWidth: Int

    /// - Parameter tabWidth: the tab stops of code blocks; values below 1 count as 1.
    public init(tabWidth: Int = 4) {
        self.tabWidth = max(1, tabWidth)
    }

    /// The blocks of `html`, in order; empty when the body has no visible text.
    public func render(_ html: String) -> [TextBlock] {
        var builder = TextBlockBuilder(tabWidth: tabWidth)
        for token in HTMLTokenizer(html) {
            builder.consume(token)
        }
        return builder.finish()
    }
}
