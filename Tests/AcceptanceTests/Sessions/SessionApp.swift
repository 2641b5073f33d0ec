@testable import QuestionsApp

/// Which front a session drives: the line front (`--ui lines`), or the full-screen front
/// (`--ui screen`), where a typed line goes through `:` and the screen-only keys move what it shows.
enum SessionFront: String, Sendable {
    case lines
    case screen
}

/// One pattern's app in a session, as the runner drives and compares it, whichever front it runs.
@MainActor
protocol SessionApp: AnyObject {
    var pattern: AppOptions.Pattern { get }
    var service: SessionService { get }
    /// The app's own folder of saves; the runner removes it at the end.
    var dataFolder: FreshDataFolder { get }
    /// Whether the app has returned from its run: the user quit, or the input ended.
    var hasEnded: Bool { get }
    /// Whether the app waits for a key now.
    var isReading: Bool { get }
    /// What changes as the app works: when none of it changes for a while, the app is at rest.
    var progress: [Int] { get }
    /// What the app shows, as text, compared across the patterns after every step.
    var shown: String { get }
    /// The screen on top, as the app names it (the line front's prompt, the screen's top line); `nil`
    /// when it names none.
    var screenShown: SessionView.Screen? { get }
    /// Does a step of the user's (a typed line, Ctrl-C, a resize, a key of the screen front); a front
    /// without such a key skips it.
    func perform(_ step: SessionStep)
    /// The input ends (Ctrl-D).
    func endInput()
    /// What the app said since the last call, as the harness's view of the session reads it: the lines
    /// written, or the status line when it changed.
    func observedLines() -> [String]
    /// The first screen rule broken by what the app showed since the last call, said; or `nil`.
    func brokenRule() -> String?
}

extension PatternSession: SessionApp {
    var isReading: Bool { input.isReading }
    var shown: String { screen.text }
    var screenShown: SessionView.Screen? { SessionView.screen(of: screen.prompt) }

    func perform(_ step: SessionStep) {
        switch step {
        case .type(let line): if !hasEnded { input.type(line) }
        case .interrupt: if !hasEnded { input.pressControlC() }
        case .width(let columns): resize(to: columns)
        // The line front has no keys that only move what it shows.
        case .screen, .answer, .lateAnswers, .link: break
        }
    }

    func endInput() { input.pressControlD() }

    func brokenRule() -> String? {
        for (line, width) in newLines() {
            if let problem = ScreenRules.problem(in: line, width: width, codeLines: nil) { return problem }
        }
        return nil
    }
}
