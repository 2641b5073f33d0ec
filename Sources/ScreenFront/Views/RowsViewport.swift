import Entities

/// What a view that scrolls a list's rows keeps between frames: the scroll, and the size of the body and
/// the selected row's line when it last drew, so that a page moves by the rows on the screen and a resize
/// keeps the selected row on its line.
///
/// The arithmetic is `ScrollWindow`'s; this is its memory, held by whichever
/// object keeps a shape's scroll (SPEC §8: the view, in most shapes).
public struct RowsViewport: Hashable, Sendable {
    /// The first row on the screen.
    public private(set) var scroll = ScrollWindow()
    /// The body's width and height at the last layout.
    public private(set) var width = 80
    /// The body's height at the last layout.
    public private(set) var height = 22
    /// The line the selected row started on at the last layout, if it was on the screen.
    private var selectedLine: Int?

    /// A viewport at the top of its rows.
    public init() {}

    /// Takes `scroll` as it is, as an owner that keeps the scroll elsewhere (the store's state) hands it
    /// back before the view lays the rows out.
    public mutating func restore(_ scroll: ScrollWindow) {
        self.scroll = scroll
    }

    /// Lays the rows out for a body of `width` × `height`: the selected row (of `count`) in sight, on its
    /// old line when the size changed.
    public mutating func layOut(
        selected: Int, count: Int, width: Int, height: Int, rowHeight: (Int) -> Int
    ) {
        defer { (self.width, self.height) = (width, height) }
        guard count > 0 else {
            selectedLine = nil
            return
        }
        let selected = min(max(selected, 0), count - 1)
        if let line = selectedLine, (width, height) != (self.width, self.height) {
            scroll.anchor(selected, atLine: line, height: height, rowHeight: rowHeight)
        } else {
            scroll.reveal(selected, height: height, rowHeight: rowHeight)
        }
        selectedLine = scroll.line(of: selected, height: height, rowHeight: rowHeight)
    }

    /// The rows whole on the body at the last layout, of `count`, at least one: a page's move.
    public func rowsOnScreen(count: Int, rowHeight: (Int) -> Int) -> Int {
        scroll.rowsOnScreen(height: height, count: count, rowHeight: rowHeight)
    }
}
