import Entities
import TerminalUI

// Smalltalk MVC's controllers as screens of the screen front. A controller takes the keys, as
// Smalltalk-80's controllers take the keyboard: a move, Enter and s become its own methods, which tell
// the model (the selection is the application model's, SPEC §8); the typed line and the scroll are
// kept by its view's display. Each screen draws its view's display, with the selection the model holds.

extension SmalltalkQuestionListController: FrameScreen where Displays == SmalltalkFrameDisplays {
    /// The list's header, as the display last showed it.
    public var heading: String? { view.display.heading }
    /// The line typed, which the display keeps.
    public var commandLine: CommandLineText? { view.display.commandLine }

    /// Draws the display, the model's selection in sight.
    public func draw(in frame: inout Frame) {
        view.display.draw(selected: model.selection.index, in: &frame)
    }

    /// Takes a key: the typed line's own, kept by the display, or the controller's method for it.
    public func respond(to event: ViewEvent) {
        view.display.clearMessage()
        guard !view.display.commandLine.take(event) else { return }
        takeKey(event, rowsOnPage: view.display.rowsOnPage)
    }
}

extension SmalltalkUserController: FrameScreen where Displays == SmalltalkFrameDisplays {
    /// A user's page gives the top line nothing of its own.
    public var heading: String? { nil }
    /// The line typed, which the display keeps.
    public var commandLine: CommandLineText? { view.display.commandLine }

    /// Draws the display, the model's selection in sight.
    public func draw(in frame: inout Frame) {
        view.display.draw(selected: model.selection.index, in: &frame)
    }

    /// Takes a key: the typed line's own, kept by the display, or the controller's method for it.
    public func respond(to event: ViewEvent) {
        view.display.clearMessage()
        guard !view.display.commandLine.take(event) else { return }
        takeKey(event, rowsOnPage: view.display.rowsOnPage)
    }
}

extension SmalltalkSavedController: FrameScreen where Displays == SmalltalkFrameDisplays {
    /// The saved screen gives the top line nothing of its own.
    public var heading: String? { nil }
    /// The line typed, which the display keeps.
    public var commandLine: CommandLineText? { view.display.commandLine }

    /// Draws the display, the model's selection in sight.
    public func draw(in frame: inout Frame) {
        view.display.draw(selected: model.selection.index, in: &frame)
    }

    /// Takes a key: the typed line's own, kept by the display, or the controller's method for it.
    public func respond(to event: ViewEvent) {
        view.display.clearMessage()
        guard !view.display.commandLine.take(event) else { return }
        takeKey(event, rowsOnPage: view.display.rowsOnPage)
    }
}

extension SmalltalkQuestionController: FrameScreen where Displays == SmalltalkFrameDisplays {
    /// A question gives the top line nothing of its own.
    public var heading: String? { nil }
    /// The line typed, which the display keeps.
    public var commandLine: CommandLineText? { view.display.commandLine }

    /// Draws the display, scrolled where it was.
    public func draw(in frame: inout Frame) {
        view.display.draw(in: &frame)
    }

    /// Takes a key: a scroll or the typed line's, which the display keeps, or s, the controller's.
    public func respond(to event: ViewEvent) {
        view.display.clearMessage()
        guard !view.display.scroll(for: event), !view.display.commandLine.take(event) else { return }
        if event == .toggleSave { toggleSave() }
    }
}

extension SmalltalkRowsController {
    /// A key that is not the typed line's, to the controller's method for it, a page counted in
    /// `rowsOnPage`: the same for every screen of rows.
    fileprivate func takeKey(_ event: ViewEvent, rowsOnPage: Int) {
        switch event {
        case .move(let rows): moveSelection(by: rows)
        case .page(let pages): moveSelection(by: pages * rowsOnPage)
        case .moveToFirst: moveSelectionToFirst()
        case .moveToLast: moveSelectionToLast()
        case .openSelection: openSelection()
        case .toggleSave: toggleSaveOfSelection()
        case .openCommandLine, .editCommandLine, .closeCommandLine: break
        }
    }
}
