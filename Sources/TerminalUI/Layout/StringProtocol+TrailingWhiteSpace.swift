extension StringProtocol {
    /// This text without the white space at its end, judged by Unicode scalars.
    ///
    /// Layout builds lines from prefixes such as `"• "` and `"│ "`; a line
    /// with nothing after its prefix must not keep the prefix's space, because
    /// trailing white space shows up when the text is copied or selected.
    ///
    /// Scalars, not `Character`s: a grapheme cluster can end with a space (a
    /// Prepend letter such as U+0D4E joins the space after it) or start with
    /// one (a space that marks are built on), and such a cluster is no `" "`.
    /// A cluster that ends in white space loses that white space and keeps
    /// the rest.
    public func trimmingTrailingWhiteSpace() -> String {
        // Most lines end in a letter: return them without a second look.
        guard let last = unicodeScalars.last, last.properties.isWhitespace else { return String(self) }
        var scalars = Substring(self).unicodeScalars
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
