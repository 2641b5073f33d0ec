import Entities
import Presenters
import TerminalUI

/// What Model 2's user page and saved page in the screen's browser take as responders, as the line
/// front's pages do (`respondAsListingPage`), and Ctrl-C, the browser's Stop, answered by `interrupt` on
/// the page on top, where the user is looking; and `user`, and `save` or `unsave` without a row, which
/// the line front's pages leave to the list, answered by `refuse` in the list's words on the page on top,
/// since the list is covered on the screen.
@MainActor
func respondAsScreenListingPage(
    _ page: some QuestionListingScreen & PushedScreen & Model2ScreenDocument, to event: ScreenEvent,
    isFirstResponder: Bool,
    browser: Model2ScreenBrowser, refuse: (String) -> Void, interrupt: () -> Void
) -> Bool {
    guard case .command(let command) = event else {
        if isFirstResponder { interrupt() }
        return isFirstResponder
    }
    switch (command, isFirstResponder) {
    case (.back, true):
        browser.stopForNewerCommand()
        page.goBack()
        browser.showUncoveredPage()
    case (.open(let number), _):
        browser.stopForNewerCommand()
        page.openQuestion(atRow: number)
    case (.more, let isFirstResponder):
        // Typed on the question above: the question's entry goes, and the page shows as the history has it
        // now, a save made on the question marked, while its next rows load.
        if !isFirstResponder {
            browser.leavePageOnTop()
            browser.restoreInPlace(page)
        }
        browser.showTopIfItNeverAppeared()
        page.loadMore()
    case (.save(let number?), true): page.saveQuestion(atRow: number)
    case (.unsave(let number?), true): page.unsaveQuestion(atRow: number)
    case (.saved, true):
        browser.stopForNewerCommand()
        page.openSaved()
    case (.user, true): refuse(FrontWords.screen.notOnAQuestion)
    case (.save(nil), true): refuse(SaveText.needsARow(saving: true))
    case (.unsave(nil), true): refuse(SaveText.needsARow(saving: false))
    case (.back, false), (.save, _), (.unsave, _), (.saved, false), (.list, _), (.user, false), (.refresh, _),
        (.tag, _), (.sort, _), (.search, _):
        return false
    }
    return true
}

/// `rows`, shown, changed into `fresh`, the same page's rows asked again: each row whose saved mark
/// changed is shown in place through `showing`, as asked again (its age counted now, and without the
/// refresh's mark), as every shape draws again the row a save changed; every other row stays as it is,
/// its age as it was counted when drawn, as in every shape. Returns the rows now shown.
@MainActor
func morphed(
    _ rows: [QuestionRowDisplay], into fresh: [QuestionRowDisplay], showing: (QuestionRowDisplay) -> Void
) -> [QuestionRowDisplay] {
    var rows = rows
    for (index, row) in fresh.enumerated() where rows.indices.contains(index) {
        guard SaveText.isMarked(row.stats) != SaveText.isMarked(rows[index].stats) else { continue }
        rows[index] = row
        showing(row)
    }
    return rows
}

/// The form s sends for `question` on a page of `rows` with row `index` selected: its removal when the
/// page shows it saved, else its save.
func saveForm(for question: Question, in rows: [QuestionRowDisplay], at index: Int) -> Model2Request {
    let isSaved = rows.indices.contains(index) && SaveText.isMarked(rows[index].stats)
    return isSaved ? .unsave(question, returningTo: nil) : .save(question)
}
