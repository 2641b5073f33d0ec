import Presenters
import TerminalUI
import Testing

@testable import TextFront

/// The store's commands are the screen commands in the store's words: the view translates each one, and
/// the reducer decides, with its own rule, what a command typed during a load stops.
@MainActor
@Suite("The store's commands")
struct ReduxCommandTests {
    /// One of each screen command, with and without its argument.
    nonisolated static let everyCommand: [ScreenCommand] = [
        .list, .open(number: 3), .back, .user, .more, .refresh, .tag("swift"), .tag(nil), .sort(.votes),
        .search("actor"), .search(nil), .save(number: 2), .save(number: nil), .unsave(number: 2),
        .unsave(number: nil), .saved,
    ]

    /// Guards `ReduxCommand.supersedesLoad`: the store's word for what every other shape decides where it
    /// takes the command (the acceptance tests compare what they show).
    @Test(
        "stops a load in flight for every command but more, user, save and unsave", arguments: everyCommand)
    func supersedes(command: ScreenCommand) {
        let actsOnWhatIsShown: Bool
        switch command {
        case .more, .user, .save, .unsave: actsOnWhatIsShown = true
        case .list, .open, .back, .refresh, .tag, .sort, .search, .saved: actsOnWhatIsShown = false
        }

        #expect(ReduxCommand(command).supersedesLoad == !actsOnWhatIsShown)
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
