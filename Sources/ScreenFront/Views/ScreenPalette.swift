/// The styles the screen front's views draw in, by what a cell shows; without colour (`NO_COLOR`,
/// `--color never`) only the colours go, and bold and reverse video stay, so the layout and the
/// selection never depend on colour.
public struct ScreenPalette: Hashable, Sendable {
    /// What a cell shows, which decides its style.
    public enum Role: Hashable, Sendable {
        /// Ordinary text.
        case plain
        /// A title or a heading.
        case title
        /// A question's tags.
        case tags
        /// An accepted answer's heading.
        case accepted
        /// A notice in the status line, a closed question's notice, an updated row's `*`.
        case notice
        /// An error in the status line.
        case error
        /// A new row's `+`.
        case new
    }

    /// Whether colours are drawn.
    public let isColored: Bool

    /// A palette with colours or without.
    public init(isColored: Bool) {
        self.isColored = isColored
    }

    /// The style of `role`, in reverse video when `isSelected`.
    public func style(_ role: Role, isSelected: Bool = false) -> CellStyle {
        var style = CellStyle(isReverse: isSelected)
        switch role {
        case .plain: break
        case .title: style.isBold = true
        case .tags: style.foreground = .cyan
        case .accepted:
            style.isBold = true
            style.foreground = .green
        case .notice: style.foreground = .yellow
        case .error: style.foreground = .red
        case .new: style.foreground = .green
        }
        if !isColored { style.foreground = nil }
        return style
    }
}
