/// Draws the frame's first line: where the user is (the site, the order, the tag or search, from the
/// list's header) and the screen's name. Shared by every shape's screens; it decides nothing.
public struct TopLineView: Sendable {
    private let palette: ScreenPalette

    /// A view drawing in `palette`.
    public init(palette: ScreenPalette) {
        self.palette = palette
    }

    /// Draws `heading` (the list's header, when it has one) and `name` on the frame's first line.
    public func draw(heading: String?, name: String, in frame: inout Frame) {
        guard frame.height > 0 else { return }
        let text = [heading, name].compactMap { $0?.isEmpty == false ? $0 : nil }.joined(separator: " · ")
        frame.clear(row: 0)
        frame.putClipped(text, row: 0, column: 0, style: palette.style(.title))
    }
}
