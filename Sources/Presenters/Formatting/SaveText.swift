import Entities
import Foundation
import Interactors
import Markup

/// The words of saving: the marker, each command's one-line answer, and the saved screen's lines.
public enum SaveText {
    /// The saved marker: U+2691 BLACK FLAG, East Asian Width N and no emoji presentation, so every
    /// terminal gives it one column; a row can carry it beside a refresh's `+` or `*`.
    public static let marker = "\u{2691}"

    /// `stats` with the marker at its end when `isSaved`: the one place a marker is added.
    public static func marking(_ stats: String, isSaved: Bool) -> String {
        isSaved ? stats + " " + marker : stats
    }

    /// Whether `stats` ends with the marker `marking` adds: how a client that sees only the page it was
    /// sent (Model 2's browser on the screen front) tells a saved question from another.
    public static func isMarked(_ stats: String) -> Bool {
        stats.hasSuffix(" " + marker)
    }

    /// The line a save or unsave answers.
    public static func answer(to outcome: SaveOutcome) -> String {
        switch outcome {
        case .saved: "Saved."
        case .alreadySaved: "Already saved."
        case .removed: "Removed from saved."
        case .notSaved: "Not saved, so nothing to remove."
        case .failed(.locked(let path)):
            "Nothing changed: \(TerminalText.singleLine(path)) is locked by another session; try again."
        case .failed(let error): off(error)
        }
    }

    /// Whether `outcome` is an error, for its colour.
    public static func isError(_ outcome: SaveOutcome) -> Bool {
        if case .failed = outcome { true } else { false }
    }

    /// Why nothing can be saved: one line naming what and where.
    public static func off(_ error: SaveError) -> String {
        "Saving is off: \(TerminalText.singleLine(error.message))."
    }

    /// `save N` or `unsave N` typed on a question.
    public static func onAQuestion(saving: Bool) -> String {
        saving ? "On a question, type 'save'." : "On a question, type 'unsave'."
    }

    /// `save` or `unsave` alone typed where rows are listed.
    public static func needsARow(saving: Bool) -> String {
        saving ? "Type 'save N' to save question N." : "Type 'unsave N' to remove question N from saved."
    }

    /// `save` or `unsave` typed on a question that is not shown: still loading, or it failed to.
    public static let notShown = "The question isn't shown yet, so it can't be saved or unsaved."

    /// The saved screen's header.
    public static func header(site: String) -> String {
        "Saved questions on \(TerminalText.singleLine(site)) · most recent first"
    }

    /// The saved screen's footer: how many are shown and whether more can be loaded, or how to save, in
    /// `words`.
    public static func footer(shown: Int, hasMore: Bool, words: FrontWords = .lines) -> String {
        guard shown > 0 else { return words.noSaves }
        let count = CountText.counted(shown, "saved question")
        return hasMore ? "\(count) shown · \(words.nextPage)" : "All \(count) shown"
    }

    /// The saved screen with nothing on it, on the line front.
    public static let empty = FrontWords.lines.noSaves

    /// `more` on the saved screen with every save shown.
    public static let noMore = "No more saved questions."
}

/// Turns the saves shown into the text of the saved screen: rows as the list draws them, each marked.
public struct SavedListFormatter: Sendable {
    private let rowFormatter: QuestionRowFormatter
    /// The words of the front it formats for, which the screens it serves also say their sentences in.
    public let words: FrontWords

    /// - Parameters:
    ///   - now: the clock the ages are measured from.
    ///   - words: the words of the front the app runs in.
    public init(now: @escaping @Sendable () -> Date, words: FrontWords = .lines) {
        rowFormatter = QuestionRowFormatter(now: now)
        self.words = words
    }

    /// What Ctrl-C says on this screen with nothing loading, in the front's words.
    public var howToLeave: String { words.howToLeave }

    /// The whole screen: header, rows from what was stored at each save, footer.
    public func display(of list: some SavedListContent) -> QuestionListDisplay {
        QuestionListDisplay(
            header: SaveText.header(site: list.site), rows: rows(list.rows, from: 1),
            footer: SaveText.footer(shown: list.rows.count, hasMore: list.hasMore, words: words))
    }

    /// The rows a page added at the end of `list`, numbered on, and the new footer.
    public func appended(_ added: [some QuestionRowContent], to list: some SavedListContent) -> (
        rows: [QuestionRowDisplay], footer: String
    ) {
        (
            rows(added, from: list.rows.count - added.count + 1),
            SaveText.footer(shown: list.rows.count, hasMore: list.hasMore, words: words)
        )
    }

    private func rows(_ questions: [some QuestionRowContent], from first: Int) -> [QuestionRowDisplay] {
        rowFormatter.rows(for: questions, from: first, sort: .activity, saved: Set(questions.map(\.id)))
    }
}

/// What the saved screen's formatter reads: the site, the saves shown in order, whether more follow.
public protocol SavedListContent {
    /// A save as a row.
    associatedtype Row: QuestionRowContent
    /// The site whose saves these are.
    var site: String { get }
    /// The saves shown, the most recent first.
    var rows: [Row] { get }
    /// Whether an older page follows.
    var hasMore: Bool { get }
}

extension SavedList: SavedListContent {
    /// The questions as they were stored.
    public var rows: [Question] { questions }
}
