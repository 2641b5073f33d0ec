import TerminalUI

/// What every terminal view draws with: where to write, how wide, in which colours, through which layout caches.
///
/// Built once at the composition root and handed to each view, so all views
/// share the same two layout caches and one idea of the width.
@MainActor
public struct ViewEnvironment {
    /// Where every line goes.
    public let console: any Console
    /// The width to lay out for, the same for every view and read again before each screen.
    public let viewport: Viewport
    /// Colours the lines, or leaves them plain when colour is off.
    public let styler: Styler
    /// Wrapped lines at the screen's width, shared by every view.
    public let layoutCache: LayoutCache
    /// The list's laid-out entries, at the width of its columns (the screen's, with one column).
    ///
    /// A cache keeps one width at a time, and the list's width is not always
    /// the screen's; a cache of whole entries also lets a list redraw with one
    /// look-up a row.
    public let listEntryCache: ListEntryCache
    /// How many columns the list asks for.
    public let listColumns: ListColumns
    /// Whether fetches are slow enough (live) to announce with a "Loading…" line.
    public let announcesLoading: Bool

    /// An environment writing to `console` at the width of `viewport`, styled by `styler`, laying out
    /// through the two caches, with the list in `listColumns`.
    public init(
        console: any Console, viewport: Viewport, styler: Styler, layoutCache: LayoutCache,
        listEntryCache: ListEntryCache, listColumns: ListColumns, announcesLoading: Bool
    ) {
        self.console = console
        self.viewport = viewport
        self.styler = styler
        self.layoutCache = layoutCache
        self.listEntryCache = listEntryCache
        self.listColumns = listColumns
        self.announcesLoading = announcesLoading
    }

    /// An environment at a fixed `width`, the list in as many columns as fit, with a list entry cache of its own
    /// unless given one.
    public init(
        console: any Console, width: Int, styler: Styler, layoutCache: LayoutCache,
        listEntryCache: ListEntryCache = ListEntryCache(), announcesLoading: Bool
    ) {
        self.init(
            console: console, viewport: Viewport(source: .fixed(width)), styler: styler,
            layoutCache: layoutCache, listEntryCache: listEntryCache, listColumns: .automatic,
            announcesLoading: announcesLoading)
    }

    /// The width, in display columns, the current screen is laid out for.
    public var width: Int { viewport.width }

    /// Lays out a post's blocks through the screen-width cache.
    public var blockLayout: BlockLayout { BlockLayout(cache: layoutCache) }

    /// `text` wrapped to the width, through the shared cache.
    public func wrapped(_ text: String, firstPrefix: String = "", continuationPrefix: String = "") -> [String]
    {
        layoutCache.lines(
            for: text, width: width, firstPrefix: firstPrefix, continuationPrefix: continuationPrefix
        ) {
            TextWrapper().wrap(
                text, width: width, firstPrefix: firstPrefix, continuationPrefix: continuationPrefix)
        }
    }

    /// Writes `lines`, each in `style` when one is given.
    public func write(_ lines: [String], style: TextStyle? = nil) {
        for line in lines {
            console.writeLine(style.map { styler.apply($0, to: line) } ?? line)
        }
    }

    /// Writes laid-out lines in their colours; an empty line is written empty, whatever its style.
    public func write(_ lines: [StyledLine]) {
        for line in lines {
            console.writeLine(line.text.isEmpty ? "" : line.styled)
        }
    }

    /// Writes one message wrapped to the width.
    public func writeMessage(_ text: String, style: TextStyle? = nil) {
        write(wrapped(text), style: style)
    }

    /// Writes an empty line.
    public func writeBlankLine() {
        console.writeLine("")
    }

    /// Writes "Loading…" before a fetch that can take a while (live), and lets it show before the wait.
    public func writeLoading() {
        if announcesLoading {
            writeMessage("Loading…", style: .dim)
            console.flush()
        }
    }
}
