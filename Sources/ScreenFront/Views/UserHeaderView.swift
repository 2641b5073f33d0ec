import Presenters
import TerminalUI

/// Draws the top of a user's page on the screen front: the name, the details, the profile's address and
/// the heading of their questions, above the rows. Shared by every shape's user screen; it decides nothing.
@MainActor
public struct UserHeaderView {
    private let layoutCache: LayoutCache
    private let palette: ScreenPalette

    /// A view laying out through `layoutCache`, drawing in `palette`.
    public init(layoutCache: LayoutCache, palette: ScreenPalette) {
        self.layoutCache = layoutCache
        self.palette = palette
    }

    /// Draws `page`'s header from the top of `area`, and returns the lines left below it for the rows.
    public func draw(_ page: UserPageDisplay, in frame: inout Frame, area: Range<Int>) -> Range<Int> {
        var lines = wrapped(page.name, role: .title, width: frame.width)
        lines += wrapped(page.details, role: .plain, width: frame.width)
        if let link = page.link { lines.append(ScreenLine(link)) }
        lines.append(.blank)
        lines += wrapped(page.heading, role: .title, width: frame.width)
        lines.append(.blank)
        var row = area.lowerBound
        for line in lines where row < area.upperBound {
            frame.putClipped(line.text, row: row, column: 0, style: palette.style(line.role))
            row += 1
        }
        return row..<max(row, area.upperBound)
    }

    private func wrapped(_ text: String, role: ScreenPalette.Role, width: Int) -> [ScreenLine] {
        layoutCache.lines(for: text, width: width, firstPrefix: "", continuationPrefix: "") {
            TextWrapper().wrap(text, width: width)
        }.map { ScreenLine($0, role: role) }
    }
}
