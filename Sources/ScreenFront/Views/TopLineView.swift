import TerminalUI

/// Draws the frame's first line: where the user is (the site, the order, the tag or search, from the
/// list's header) and the screen's name. Shared by every shape's screens; it decides nothing.
public struct TopLineView: Sendable {
    private let palette: ScreenPalette

    /// A view drawing in `palette`.
    public init(palette: ScreenPalette) {
        self.palette = palette
    }

    /// Draws `heading` (the list's header, when it has one) and `name` on the frame's first line. The name
    /// says which screen this is, so a heading too long for the line is clipped, with `›`, before it is.
    public func draw(heading: String?, name: String, in frame: inout Frame) {
        guard frame.height > 0 else { return }
        let style = palette.style(.title)
        frame.clear(row: 0)
        guard let heading, !heading.isEmpty else {
            frame.putClipped(name, row: 0, column: 0, style: style)
            return
        }
        let suffix = " · " + name
        let room = frame.width - DisplayWidth.of(suffix)
        guard DisplayWidth.of(heading) > room, room > 1 else {
            frame.putClipped(heading + suffix, row: 0, column: 0, style: style)
            return
        }
        let column = frame.put(Self.prefix(of: heading, fitting: room - 1), row: 0, column: 0, style: style)
        let marked = frame.put("›", row: 0, column: column, style: style)
        frame.put(
            String(repeating: " ", count: max(0, room - marked)) + suffix, row: 0, column: marked,
            style: style)
    }

    /// The longest start of `text` that takes at most `columns` columns.
    private static func prefix(of text: String, fitting columns: Int) -> String {
        var width = 0
        return String(
            text.prefix { character in
                width += DisplayWidth.of(character)
                return width <= columns
            })
    }
}
