/// What every terminal view draws with: where to write, how wide, in which colours, with which layout store.
///
/// Built once at the composition root and handed to each view, so all views
/// share one layout cache and one idea of the width.
@MainActor
public struct ViewEnvironment {
    /// Where the views write their lines.
    public let console: any Console
    /// The terminal's width in columns, which every line is wrapped to.
    public let width: Int
    /// What colours the views' lines, or leaves them plain.
    public let styler: Styler
    /// The wrapped text every view shares, dropped when the width changes.
    public let layoutCache: LayoutCache
    /// Whether fetches are slow enough (live) to announce with a "Loading…" line.
    public let announcesLoading: Bool

    /// An environment writing to `console` at `width` columns, styled by `styler`, wrapping through `layoutCache`.
    public init(
        console: any Console, width: Int, styler: Styler, layoutCache: LayoutCache, announcesLoading: Bool
    ) {
        self.console = console
        self.width = width
        self.styler = styler
        self.layoutCache = layoutCache
        self.announcesLoading = announcesLoading
    }

    /// A layout for post bodies that wraps through the shared cache.
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

    /// Writes one message wrapped to the width.
    public func writeMessage(_ text: String, style: TextStyle? = nil) {
        write(wrapped(text), style: style)
    }

    /// Writes an empty line, to separate parts of a screen.
    public func writeBlankLine() {
        console.writeLine("")
    }

    /// Writes a dim "Loading…" line, only when fetches are slow enough to announce.
    public func writeLoading() {
        if announcesLoading {
            writeMessage("Loading…", style: .dim)
        }
    }
}
