/// One block of a post body rendered to plain text, ready to be laid out at any width.
///
/// The renderer decides what the blocks are; the view decides how wide they
/// are and how they are marked, so one rendering serves every width.
public enum TextBlock: Hashable, Sendable {
    /// Running text the view wraps; a `\n` in it is a forced line break (`<br>`).
    case paragraph(String)
    /// A heading (`<h1>`…`<h6>`), wrapped like a paragraph.
    case heading(String)
    /// Preformatted lines shown as written, never re-wrapped; tabs already expanded.
    case code([String])
    /// A list item: its marker (`•` or `3.`) and its content, nested lists included.
    case listItem(marker: String, blocks: [TextBlock])
    /// A quotation, shown marked as one.
    case quote([TextBlock])
    /// A horizontal rule (`<hr>`).
    case rule
}
