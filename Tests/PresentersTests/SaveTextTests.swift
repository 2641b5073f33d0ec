import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// The words of saving: the marker, each command's answer, the saved screen's header, rows and footer,
/// and the marker on the list's rows. Text is checked as Unicode scalars or as whole strings.
@Suite("Save text and the saved screen", .timeLimit(.minutes(1)))
struct SaveTextTests {
    let formatter = SavedListFormatter(now: { Fixtures.now })

    /// Whether `text` ends with the saved marker after a space, read as Unicode scalars.
    private static func endsWithMarker(_ text: String) -> Bool {
        text.unicodeScalars.suffix(2).elementsEqual(" \u{2691}".unicodeScalars)
    }

    /// A save of question `id`, at `sequence` in the order of saving.
    private static func save(_ id: Int, sequence: Int64) -> SavedQuestion {
        SavedQuestion(
            question: Fixtures.question(id: id, body: nil), savedAt: Fixtures.now,
            cursor: SavedCursor(sequence: sequence))
    }

    /// The saves of stackoverflow showing `ids`, most recent first (from sequence 100 down), 2 a page.
    private static func list(_ ids: [Int], hasMore: Bool = false) -> SavedList {
        var list = SavedList(site: "stackoverflow", pageSize: 2)
        let saves = ids.enumerated().map { offset, id in save(id, sequence: 100 - Int64(offset)) }
        list.replace(with: SavedPage(saves: saves, hasMore: hasMore))
        return list
    }

    // MARK: The marker

    /// Guards `marker` in `SaveText`: a scalar of East Asian Width N with no emoji presentation takes one
    /// column in every terminal, where an emoji flag (U+1F3F4) takes two in most and one in a few.
    @Test("the marker is the one scalar U+2691 BLACK FLAG, which has no emoji presentation")
    func marker() throws {
        let scalar = try #require(SaveText.marker.unicodeScalars.first)

        #expect(SaveText.marker.unicodeScalars.count == 1)
        #expect(scalar.value == 0x2691)
        #expect(scalar.properties.isEmojiPresentation == false)
    }

    @Test("marks a saved question's stats with a space and the marker at the end")
    func marksSaved() {
        let marked = SaveText.marking("1 vote · 0 answers · 10 views", isSaved: true)
        let expected = "1 vote · 0 answers · 10 views \u{2691}"

        #expect(marked.unicodeScalars.elementsEqual(expected.unicodeScalars))
    }

    @Test("leaves a question's stats as they are when it is not saved")
    func leavesUnsaved() {
        let stats = "1 vote · 0 answers · 10 views"

        #expect(SaveText.marking(stats, isSaved: false).unicodeScalars.elementsEqual(stats.unicodeScalars))
    }

    // MARK: Answers

    @Test(
        "answers each outcome of a save or unsave in one line",
        arguments: [
            (SaveOutcome.saved, "Saved."),
            (.alreadySaved, "Already saved."),
            (.removed, "Removed from saved."),
            (.notSaved, "Not saved, so nothing to remove."),
            (
                .failed(.diskFull(path: "/data/saves.sqlite")),
                "Saving is off: The disk holding /data/saves.sqlite is full."
            ),
        ])
    func answers(outcome: SaveOutcome, line: String) {
        #expect(SaveText.answer(to: outcome) == line)
    }

    /// Guards `TerminalText.singleLine` in `off(_:)`: SQLite's own words, or a path, can hold a line break.
    @Test("keeps a failure's answer to one line, whatever the error's words hold")
    func failureIsOneLine() {
        let error = SaveError.failed(path: "/data/saves.sqlite", reason: "disk I/O\nerror")

        let answer = SaveText.answer(to: .failed(error))

        #expect(answer == "Saving is off: /data/saves.sqlite: disk I/O error.")
    }

    @Test("counts only a failure as an error")
    func onlyFailureIsAnError() {
        #expect(SaveText.isError(.failed(.locked(path: "/data/saves.sqlite"))))
        #expect(!SaveText.isError(.saved))
        #expect(!SaveText.isError(.notSaved))
    }

    // MARK: Header and footer

    @Test("names the site and the order in the saved screen's header")
    func header() {
        #expect(SaveText.header(site: "unix") == "Saved questions on unix · most recent first")
    }

    @Test("says how many saves are shown and whether more can be loaded")
    func footer() {
        #expect(SaveText.footer(shown: 1, hasMore: false) == "All 1 saved question shown")
        #expect(SaveText.footer(shown: 1_234, hasMore: false) == "All 1,234 saved questions shown")
        #expect(
            SaveText.footer(shown: 20, hasMore: true)
                == "20 saved questions shown · type 'more' for the next page")
    }

    /// Guards `guard shown > 0 else { return empty }` in `footer(shown:hasMore:)`.
    @Test("says how to save in the footer when nothing is saved")
    func emptyFooter() {
        #expect(SaveText.footer(shown: 0, hasMore: false) == SaveText.empty)
        #expect(SaveText.footer(shown: 0, hasMore: true) == SaveText.empty)
    }

    // MARK: The saved screen

    @Test("numbers the saved screen's rows from 1, most recent first")
    func numbersRows() {
        let display = formatter.display(of: Self.list([30, 20, 10]))

        #expect(display.rows.map(\.number) == [1, 2, 3])
        #expect(display.rows.map(\.title) == ["Question 30", "Question 20", "Question 10"])
    }

    /// Guards `saved: Set(questions.map(\.id))` in `SavedListFormatter.rows(_:from:)`.
    @Test("marks every row of the saved screen")
    func marksEveryRow() {
        let display = formatter.display(of: Self.list([30, 20, 10]))

        #expect(display.rows.map { Self.endsWithMarker($0.stats) } == [true, true, true])
    }

    @Test("heads the saved screen with its site, and foots it with the count shown")
    func headerAndFooter() {
        let display = formatter.display(of: Self.list([2, 1], hasMore: true))

        #expect(display.header == "Saved questions on stackoverflow · most recent first")
        #expect(display.footer == "2 saved questions shown · type 'more' for the next page")
    }

    @Test("shows no rows, and how to save, when nothing is saved")
    func emptyScreen() {
        let display = formatter.display(of: SavedList(site: "stackoverflow", pageSize: 2))

        #expect(display.rows.isEmpty)
        #expect(display.footer == SaveText.empty)
    }

    /// Guards `list.rows.count - added.count + 1` in `appended(_:to:)`.
    @Test("numbers a page added at the end on from the rows above it, and marks it")
    func numbersAnAddedPage() {
        var list = Self.list([4, 3], hasMore: true)
        let added = list.appendNextPage(
            SavedPage(saves: [Self.save(2, sequence: 2), Self.save(1, sequence: 1)], hasMore: false))

        let appended = formatter.appended(added.map(\.question), to: list)

        #expect(appended.rows.map(\.number) == [3, 4])
        #expect(appended.rows.map { Self.endsWithMarker($0.stats) } == [true, true])
        #expect(appended.footer == "All 4 saved questions shown")
    }

    // MARK: The list's rows

    /// Guards `isSaved: saved.contains(question.id)` in
    /// `QuestionRowFormatter.rows(for:from:changes:sort:saved:)`.
    @Test("marks only the list rows whose questions are saved")
    func listMarksOnlySaved() {
        let rows = QuestionRowFormatter(now: { Fixtures.now }).rows(
            for: [Fixtures.question(id: 5), Fixtures.question(id: 6), Fixtures.question(id: 7)],
            sort: .activity, saved: [6, 99])

        #expect(rows.map { Self.endsWithMarker($0.stats) } == [false, true, false])
    }

    @Test("puts the marker after the views on a saved row's stats line")
    func markerEndsTheStats() {
        let rows = QuestionRowFormatter(now: { Fixtures.now }).rows(
            for: [Fixtures.question(id: 5, score: 12, answerCount: 3, viewCount: 1_234, acceptedAnswerID: 9)],
            sort: .votes, saved: [5])

        #expect(rows.map(\.stats) == ["12 votes · 3 answers ✓ · 1.2k views \u{2691}"])
    }

    /// Guards the `.locked` case of `answer(to:)`: a lock fails one save and leaves saving on, so its line
    /// must not say that saving is off.
    @Test("answers a lock held by another session with a line that says to try again, not that saving is off")
    func lockedLine() {
        let line = SaveText.answer(to: .failed(.locked(path: "DATA/saved.sqlite3")))

        #expect(line == "Nothing changed: DATA/saved.sqlite3 is locked by another session; try again.")
    }

}
