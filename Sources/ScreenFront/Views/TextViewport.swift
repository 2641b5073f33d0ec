import Entities

/// What a view that scrolls a question's text keeps between frames: the first line shown, and the size
/// of the body when it last drew, so that a page moves by the lines on the screen and a resize keeps the
/// text in sight.
///
/// The arithmetic is `ScrollWindow`'s, every line one row high; this is its
/// memory, held by the question view of each shape (SPEC §8: the scroll is
/// the view's).
public struct TextViewport: Hashable, Sendable {
    /// The first line on the screen.
    public private(set) var scroll = ScrollWindow()
    /// The body's width at the last layout.
    public private(set) var width = 80
    /// The body's height at the last layout.
    public private(set) var height = 22

    /// A viewport at the top of its text.
    public init() {}

    /// Scrolls for ↑/↓ (a line), a page, Home or End through `lineCount` lines at the last layout's
    /// size; returns false, changing nothing, for an event that does not scroll.
    public mutating func scroll(for event: ViewEvent, lineCount: Int) -> Bool {
        let delta: Int
        switch event {
        case .move(let rows): delta = rows
        case .page(let pages): delta = pages * height
        case .moveToFirst: delta = .min
        case .moveToLast: delta = .max
        default: return false
        }
        scroll.scroll(by: delta, count: lineCount, height: height)
        return true
    }

    /// Lays the text of `lineCount` lines out for a body of `width` × `height`: a resize can leave the
    /// window past the end, so it scrolls back until the last line is at the bottom.
    public mutating func layOut(lineCount: Int, width: Int, height: Int) {
        (self.width, self.height) = (width, height)
        scroll.scroll(by: 0, count: lineCount, height: height)
    }

    /// Takes `scroll` as it is, as an owner that keeps the scroll elsewhere (the store's state) hands it
    /// back before the view lays the text out.
    public mutating func restore(_ scroll: ScrollWindow) {
        self.scroll = scroll
    }
}
