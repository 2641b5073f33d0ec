/// What every terminal view draws with: where to write, how wide, in which colours, with which layout store.
///
/// Built once at the composition root and handed to each view, so all views
/// share one layout cache and one idea of the width.
@MainActor
public struct ViewEnvironment {
    public let console: any Console
    public let width: Int
    public let styler: Styler
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
