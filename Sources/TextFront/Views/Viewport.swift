/// Holds the width every view lays out for, read from its source at start and again before each screen.
///
/// Views share one viewport through their environment, so a width read
/// once holds for a whole screen: a resize in the middle of drawing cannot
/// give a screen two widths. The session asks it to measure before each
/// command, as a terminal program reads its size when it next draws after a
/// resize. Wrapped lines of the old width are dropped by the layout caches,
/// which keep one width each, the first time they are asked for the new one.
@MainActor
public final class Viewport {
    /// The width, in display columns, the current screen is laid out for.
    public private(set) var width: Int

    private let source: WidthSource

    /// A viewport as wide as `source` says now.
    public init(source: WidthSource) {
        self.source = source
        width = source.currentWidth()
    }

    /// Reads the width again, so that the next screen fits a terminal resized since the last one.
    public func measure() {
        width = source.currentWidth()
    }
}
