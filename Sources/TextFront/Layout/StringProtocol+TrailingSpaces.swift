extension StringProtocol {
    /// This text without the spaces at its end.
    ///
    /// Layout builds lines from prefixes such as `"• "` and `"│ "`; a line
    /// with nothing after its prefix must not keep the prefix's space, because
    /// trailing spaces show up when the text is copied or selected.
    public func trimmingTrailingSpaces() -> String {
        guard let lastVisible = lastIndex(where: { $0 != " " }) else { return "" }
        return String(self[...lastVisible])
    }
}
