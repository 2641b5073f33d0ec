import TerminalUI

/// What Model 2's user page and saved page take as responders: both list questions above the list, so
/// both take the same commands, each sending its own links and forms.
///
/// On top, `page` takes `back`, `open N`, `more`, `save N`, `unsave N` and `saved`; beneath the question on
/// top, `open N` (the new question takes the old one's entry) and `more` (the question's entry is left
/// first). It leaves every other event to the page beneath: Ctrl-C, `user`, and the list's forms reach the
/// list.
@MainActor
func respondAsListingPage(
    _ page: some QuestionListingScreen & PushedScreen, to event: ScreenEvent, isFirstResponder: Bool,
    browser: Model2Browser
) -> Bool {
    guard case .command(let command) = event else { return false }
    switch (command, isFirstResponder) {
    case (.back, true):
        browser.stopForNewerCommand()
        page.goBack()
        browser.showUncoveredPage()
    case (.open(let number), _):
        browser.stopForNewerCommand()
        page.openQuestion(atRow: number)
    case (.more, let isFirstResponder):
        if !isFirstResponder { browser.leavePageOnTop() }
        browser.showTopIfItNeverAppeared()
        page.loadMore()
    case (.save(let number?), true): page.saveQuestion(atRow: number)
    case (.unsave(let number?), true): page.unsaveQuestion(atRow: number)
    case (.saved, true):
        browser.stopForNewerCommand()
        page.openSaved()
    case (.back, false), (.save, _), (.unsave, _), (.saved, false), (.list, _), (.user, _), (.refresh, _),
        (.tag, _), (.sort, _), (.search, _):
        return false
    }
    return true
}
