import Presenters
import TerminalUI
import Testing

@testable import TextFront

/// The store's commands are the screen commands in the store's words: the view translates each one, and
/// the reducer, which cannot see the framework's commands, keeps its own copy of the rule of what a
/// command typed during a load stops.
@MainActor
@Suite("The store's commands")
struct ReduxCommandTests {
    /// One of each screen command, with and without its argument.
    nonisolated static let everyCommand: [ScreenCommand] = [
        .list, .open(number: 3), .back, .user, .more, .refresh, .tag("swift"), .tag(nil), .sort(.votes),
        .search("actor"), .search(nil), .save(number: 2), .save(number: nil), .unsave(number: 2),
        .unsave(number: nil), .saved,
    ]

    /// Guards `ReduxCommand.supersedesLoad`: a copy of `ScreenCommand.supersedesLoad` that must not drift.
    @Test(
        "stops a load in flight for exactly the commands the framework's rule names", arguments: everyCommand)
    func supersedesAsTheFrameworkSays(command: ScreenCommand) {
        #expect(ReduxCommand(command).supersedesLoad == command.supersedesLoad)
    }

    @Test("keeps the row and the words a command carries")
    func keepsTheArguments() {
        #expect(ReduxCommand(.open(number: 3)) == .open(row: 3))
        #expect(ReduxCommand(.tag("swift")) == .tag("swift"))
        #expect(ReduxCommand(.search(nil)) == .search(nil))
        #expect(ReduxCommand(.save(number: 2)) == .save(row: 2))
        #expect(ReduxCommand(.unsave(number: nil)) == .unsave(row: nil))
    }
}
