import Interactors
import TerminalUI

/// What every screen of the screen front draws with: the layout cache, the palette and the load tracker
/// the status line asks, and the shared dumb views made from them.
///
/// Built once at the composition root and handed to each shape's screens, as
/// the line front's `ViewEnvironment` is, so that all of them share one
/// layout cache and one idea of colour.
@MainActor
public struct ScreenEnvironment {
    /// Wrapped lines at the screen's width, shared by every view.
    public let layoutCache: LayoutCache
    /// The styles, with colour or without.
    public let palette: ScreenPalette
    /// The loads of every screen, which the status line asks whether one runs.
    public let loads: LoadTracker

    /// An environment laying out through `layoutCache`, drawing in `palette`, its status lines asking
    /// `loads` whether a load runs.
    public init(layoutCache: LayoutCache = LayoutCache(), palette: ScreenPalette, loads: LoadTracker) {
        self.layoutCache = layoutCache
        self.palette = palette
        self.loads = loads
    }

    /// The rows of a list.
    public var rowsView: ListRowsView { ListRowsView(layoutCache: layoutCache, palette: palette) }
    /// The top of a user's page.
    public var userHeaderView: UserHeaderView { UserHeaderView(layoutCache: layoutCache, palette: palette) }
    /// The status line.
    public var statusView: StatusLineView { StatusLineView(palette: palette, loads: loads) }
    /// A new question's text, which keeps the lines it laid out last.
    public func makeQuestionTextView() -> QuestionTextView {
        QuestionTextView(layoutCache: layoutCache, palette: palette)
    }
}
