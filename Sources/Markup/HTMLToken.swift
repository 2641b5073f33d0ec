/// One piece of an HTML body as `HTMLTokenizer` reads it: a run of text or a tag.
///
/// Text is as written, character references included: deciding what it means
/// (decoding, whitespace, sanitising) is the renderer's job.
enum HTMLToken: Hashable {
    /// Text between tags, entities not yet decoded.
    case text(String)
    /// An opening tag; names are lowercase, and a repeated attribute keeps its first value.
    case startTag(name: String, attributes: [String: String])
    /// A closing tag; the name is lowercase.
    case endTag(name: String)
}
