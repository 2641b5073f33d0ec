/// What every terminal view draws with: where to write, how wide, in which colours, with which layout store.
///
/// Built once at the composition root and handed to each view, so all views
/// share one layout cache and one idea of the width.
@MainActor
struct ViewEnvironment {
    let console: any Console
    let width: Int
    let styler: Styler
    let layoutCache: LayoutCache
    /// Whether fetches are slow enough (live) to announce with a "Loading…" line.
    let announcesLoading: Bool

    var blockLayout: BlockLayout { BlockLayout(cache: layoutCache) }

    /// `text` wrapped to the width, through the shared cache.
    func wrapped(_ text: String, firstPrefix: String = "", continuationPrefix: String = "") -> [String] {
        layoutCache.lines(
            for: text, width: width, firstPrefix: firstPrefix, continuationPrefix: continuationPrefix
        ) {
            TextWrapper().wrap(
                text, width: width, firstPrefix: firstPrefix, continuationPrefix: continuationPrefix)
        }
    }

    /// Writes `lines`, each in `style` when one is given.
    func write(_ lines: [String], style: TextStyle? = nil) {
        for line in lines {
            console.writeLine(style.map { styler.apply($0, to: line) } ?? line)
        }
    }

    /// Writes one message wrapped to the width.
    func writeMessage(_ text: String, style: TextStyle? = nil) {
        write(wrapped(text), style: style)
    }

    func writeBlankLine() {
        console.writeLine("")
    }

    func writeLoading() {
        if announcesLoading {
            writeMessage("Loading…", style: .dim)
        }
    }
}
