import Presenters
import Testing

@testable import QuestionsApp

/// What a command means, in every shape: the rules the session once applied for all of them, each now
/// decided by the shape that takes the command (its controller, presenter, view model, reducer or page),
/// checked on the whole app's transcript. Each shape's unit tests show where it decides; these show that
/// all seven decide alike.
@MainActor
@Suite("What a command means, in every shape")
struct CommandRulesTests {
    static let alreadyAtTheList = ListText.alreadyAtTheList

    @Test(
        "user typed on the list gets one line, and so does user on a user's page",
        arguments: AppOptions.Pattern.allCases)
    func userWhereThereIsNoQuestion(pattern: AppOptions.Pattern) async {
        let onTheList = await Harness.transcript(["user"], pattern: pattern)
        let onAPage = await Harness.transcript(["open 1", "user", "user"], pattern: pattern)

        #expect(onTheList.last == UserText.notOnAQuestion)
        #expect(onAPage.last == UserText.notOnAQuestion)
    }

    @Test(
        "save without a row where rows are listed, and with a row on a question, each get one line",
        arguments: AppOptions.Pattern.allCases)
    func saveWithoutAndWithARow(pattern: AppOptions.Pattern) async {
        let onTheList = await Harness.transcript(["save"], pattern: pattern)
        let onAQuestion = await Harness.transcript(["open 1", "save 2"], pattern: pattern)

        #expect(onTheList.last == SaveText.needsARow(saving: true))
        #expect(onAQuestion.last == SaveText.onAQuestion(saving: true))
    }

    /// `open N` typed on a question reads the list beneath and takes the question's place, so one `back`
    /// reaches the list: a second says the list is already shown.
    @Test(
        "open N typed on a question puts the new question in its place",
        arguments: AppOptions.Pattern.allCases)
    func openOnAQuestionReplacesIt(pattern: AppOptions.Pattern) async {
        let transcript = await Harness.transcript(["open 1", "open 2", "back", "back"], pattern: pattern)

        #expect(transcript.last == Self.alreadyAtTheList)
        #expect(transcript.filter { $0 == Self.alreadyAtTheList }.count == 1)
    }

    @Test(
        "open N for a row the list does not have leaves the question on top",
        arguments: AppOptions.Pattern.allCases)
    func openWithNoSuchRowKeepsTheQuestion(pattern: AppOptions.Pattern) async {
        let transcript = await Harness.transcript(["open 1", "open 99", "back", "back"], pattern: pattern)

        #expect(transcript.contains(ListText.noSuchRow(99)))
        #expect(transcript.last == Self.alreadyAtTheList)
        #expect(transcript.filter { $0 == Self.alreadyAtTheList }.count == 1)
    }

    @Test(
        "refresh, tag, sort and search typed on a question return to the list first",
        arguments: AppOptions.Pattern.allCases.flatMap { pattern in
            ["refresh", "tag git", "sort votes", "search commit"].map { (pattern, $0) }
        })
    func listCommandsReturnToTheList(pattern: AppOptions.Pattern, command: String) async {
        let transcript = await Harness.transcript(["open 1", command, "back"], pattern: pattern)

        #expect(transcript.last == Self.alreadyAtTheList)
    }

    @Test(
        "more typed on a question leaves it, and the list beneath shows its next page",
        arguments: AppOptions.Pattern.allCases)
    func moreOnAQuestionLeavesIt(pattern: AppOptions.Pattern) async {
        let transcript = await Harness.transcript(["open 1", "more", "back"], pattern: pattern)

        #expect(transcript.contains { $0.hasPrefix("60 questions shown") })
        #expect(transcript.last == Self.alreadyAtTheList)
    }

    @Test("list from three screens deep returns to the list", arguments: AppOptions.Pattern.allCases)
    func listFromDepth(pattern: AppOptions.Pattern) async {
        let transcript = await Harness.transcript(
            ["open 1", "user", "open 1", "list", "back"], pattern: pattern)

        #expect(transcript.last == Self.alreadyAtTheList)
    }

    /// A question opened from its URL has a list beneath it that was never shown: `open N` there says so
    /// and changes nothing; `back` shows the list, which loads, and then `open N` opens row N.
    @Test(
        "open N on a question opened from its URL waits for the list to be shown",
        arguments: AppOptions.Pattern.allCases)
    func openBeneathALinkedQuestion(pattern: AppOptions.Pattern) async {
        let transcript = await Harness.transcript(
            ["open 2", "back", "open 2", "back", "back"], pattern: pattern,
            link: "https://stackoverflow.com/a/97100258")

        #expect(transcript.contains(ListText.notShownYet(2)))
        #expect(transcript.last == Self.alreadyAtTheList)
        #expect(transcript.filter { $0 == Self.alreadyAtTheList }.count == 1)
    }
}
