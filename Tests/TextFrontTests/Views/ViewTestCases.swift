import Presenters
import TerminalUI
import Testing

/// One command typed at a screen, and the calls its view must pass on for it (to a presenter, an event
/// handler or a view model's inputs): those and no other.
struct CommandCase<Screen, Call: Equatable & Sendable>: Sendable, CustomTestStringConvertible {
    /// The command as the user would name it, which names the test's case.
    let name: String
    /// The calls the view passes on, in order.
    let expected: [Call]
    /// Sends the command to the screen.
    let send: @MainActor @Sendable (Screen) -> Void

    init(_ name: String, _ expected: [Call], _ send: @escaping @MainActor @Sendable (Screen) -> Void) {
        self.name = name
        self.expected = expected
        self.send = send
    }

    var testDescription: String { name }
}

/// What the views are handed in their tests: plain text, as a presenter or view model formats it.
enum ViewSample {
    static let rows = [
        QuestionRowDisplay(
            number: 1, stats: "3 votes · 1 answer", title: "How do I decode JSON?", details: "[swift] · Ana")
    ]
    static let added = [
        QuestionRowDisplay(
            number: 2, stats: "0 votes · 0 answers", title: "Why is this nil?", details: "[swift]")
    ]
    static let emptyList = QuestionListDisplay(header: "Top questions on stackoverflow", rows: [], footer: "")
    static let list = QuestionListDisplay(
        header: "Top questions on stackoverflow", rows: rows, footer: "1 question · more")
    static let longerList = QuestionListDisplay(
        header: "Top questions on stackoverflow", rows: rows + added, footer: "2 questions")
    static let screen = QuestionScreenDisplay(
        title: "How do I decode JSON?", stats: "3 votes · asked by Ana", tags: ["swift"],
        link: "https://stackoverflow.com/q/1", closedNotice: nil, body: [], answersHeading: "No answers yet.",
        answers: [], attribution: "stackoverflow · CC BY-SA")
    static var savedScreen: QuestionScreenDisplay {
        var screen = screen
        screen.title = "[saved] " + screen.title
        return screen
    }
    static let page = UserPageDisplay(
        name: "Ana Lima", details: "12,345 reputation", link: nil, heading: "Questions by votes", rows: rows,
        footer: "1 question · more")
    static let longerPage = UserPageDisplay(
        name: "Ana Lima", details: "12,345 reputation", link: nil, heading: "Questions by votes",
        rows: rows + added, footer: "2 questions")
}

/// One event handed to a view as a responder, and the call it must become: `nil` when the view hands the
/// event on to the screen beneath.
struct EventCase<Call: Equatable & Sendable>: Sendable, CustomTestStringConvertible {
    /// The event the framework hands the view.
    let event: ScreenEvent
    /// The call the view makes for it, or `nil` when it takes nothing.
    let expected: Call?

    init(_ event: ScreenEvent, _ expected: Call?) {
        self.event = event
        self.expected = expected
    }

    var testDescription: String { "\(event)" }
}
