import Entities
import TerminalUI

/// A screen of the screen front, whichever shape is behind it: it draws itself into a frame, and takes
/// the view events of the screen on top.
///
/// The framework (`ScreenSession`) draws the screen on top at the end of
/// every event, as a UI framework runs its display pass: what is drawn comes
/// from the state the shape keeps (the rows, the selection, the scroll, the
/// typed line), and the framework decides none of it.
@MainActor
public protocol FrameScreen: Screen {
    /// What the top line says of where the user is, when this screen is the list at the bottom (its
    /// header: the site, the order, the tag or search); `nil` until it knows.
    var heading: String? { get }
    /// The line being typed after `:` or `/`, while it is open.
    var commandLine: CommandLineText? { get }
    /// Draws the body on the frame's lines between the first and the last, and the status on the last.
    func draw(in frame: inout Frame)
    /// Takes `event`, as the screen on top.
    func respond(to event: ViewEvent)
}

extension Frame {
    /// The lines between the top line and the status line, where a screen's body goes.
    public var bodyLines: Range<Int> { 1..<max(1, height - 1) }
}
