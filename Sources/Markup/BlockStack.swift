/// The blocks of a body being built, inside the quotes and lists still open.
///
/// HTML closes elements implicitly and often not at all, so every close here
/// forgives: a closing tag with nothing to close is ignored, and one that
/// skips over open elements closes them too, as browsers do. Whatever is
/// still open at the end is closed by `finish()`.
///
/// Containers nest at most `maximumDepth` deep; one more is not opened, and
/// its content goes into the innermost open container. A terminal has no
/// width for deeper nesting, and the bound keeps the work per tag constant.
struct BlockStack {
    /// The deepest nesting of quotes, lists and items, the body included.
    static let maximumDepth = 32

    private enum Container {
        case body
        case quote
        /// A list, with the number of its next item when it is ordered.
        case list(nextNumber: Int?)
        case item(marker: String)

        var isQuote: Bool {
            if case .quote = self { true } else { false }
        }

        var isList: Bool {
            if case .list = self { true } else { false }
        }

        var isItem: Bool {
            if case .item = self { true } else { false }
        }
    }

    private struct Level {
        var container: Container
        var blocks: [TextBlock] = []
    }

    /// The open containers, outermost first; the body is never closed.
    private var levels = [Level(container: .body)]

    /// Adds `block` to the innermost open container.
    mutating func append(_ block: TextBlock) {
        levels[levels.count - 1].blocks.append(block)
    }

    mutating func openQuote() {
        open(.quote)
    }

    /// Opens a list, numbered from `start` when it is ordered.
    mutating func openList(numberedFrom start: Int?) {
        open(.list(nextNumber: start))
    }

    /// Opens a list item, closing the previous one: `</li>` is optional.
    ///
    /// An item outside any list (malformed markup) gets a bullet.
    mutating func openItem() {
        if levels[levels.count - 1].container.isItem { closeInnermost() }
        var marker = "•"
        if case .list(let nextNumber?) = levels[levels.count - 1].container {
            marker = "\(nextNumber)."
            // Saturating: `start` comes from the data and may be Int.max.
            let (following, overflowed) = nextNumber.addingReportingOverflow(1)
            levels[levels.count - 1].container = .list(nextNumber: overflowed ? nextNumber : following)
        }
        open(.item(marker: marker))
    }

    /// Closes the innermost item, unless a list is open inside it: that
    /// `</li>` belongs to an item of the inner list that was never opened.
    mutating func closeItem() {
        guard let index = levels.lastIndex(where: { $0.container.isItem || $0.container.isList }),
            levels[index].container.isItem
        else { return }
        close(from: index)
    }

    mutating func closeList() {
        if let index = levels.lastIndex(where: { $0.container.isList }) { close(from: index) }
    }

    mutating func closeQuote() {
        if let index = levels.lastIndex(where: { $0.container.isQuote }) { close(from: index) }
    }

    /// Closes everything still open and returns the blocks of the body.
    mutating func finish() -> [TextBlock] {
        close(from: 1)
        return levels[0].blocks
    }

    private mutating func open(_ container: Container) {
        if levels.count < Self.maximumDepth { levels.append(Level(container: container)) }
    }

    /// Closes the containers at `index` and inside it.
    private mutating func close(from index: Int) {
        while levels.count > max(index, 1) { closeInnermost() }
    }

    /// Closes the innermost container into the one around it.
    private mutating func closeInnermost() {
        guard levels.count > 1, let level = levels.popLast() else { return }
        switch level.container {
        case .body:
            break
        case .quote:
            if !level.blocks.isEmpty { append(.quote(level.blocks)) }
        case .list:
            // The items become blocks of the container around the list, which
            // is how a nested list ends up inside its parent item.
            levels[levels.count - 1].blocks += level.blocks
        case .item(let marker):
            append(.listItem(marker: marker, blocks: level.blocks))
        }
    }
}
