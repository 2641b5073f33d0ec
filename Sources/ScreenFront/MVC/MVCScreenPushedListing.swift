import Interactors
import Presenters
import TerminalUI

/// What MVC's user-page and saved-screen controllers on the screen front take as responders: both list
/// questions, pushed above the list, so both answer the same events the same way, each through its own
/// methods, as the line front's controllers do (`respondAsPushedListing`).
///
/// On top, `controller` takes `back`, `open N`, `more`, `save N`, `unsave N`, `saved` and Ctrl-C, which
/// `interrupt` answers where the user is looking, and `user`, and `save` or `unsave` without a row, which
/// `refuse` answers there in the list's sentences, in the front's `words` (the line front's controllers
/// leave those to the list, whose line shows all the same; on the screen the list is covered); beneath the
/// question on top, `open N` (the new question takes the old one's place) and `more` (the question leaves
/// first). It hands on every other event.
@MainActor
func respondAsPushedScreenListing(
    _ controller: some QuestionListingScreen & PushedScreen, to event: ScreenEvent, isFirstResponder: Bool,
    navigation: ScreenStack?, loads: LoadTracker, words: FrontWords, refuse: (String) -> Void,
    interrupt: () -> Void
) -> Bool {
    guard case .command(let command) = event else {
        if isFirstResponder { interrupt() }
        return isFirstResponder
    }
    // The newest command wins: every load in flight, on every screen, is cancelled first.
    func supersedeLoads() {
        if loads.hasLoadInFlight { navigation?.cancelLoads() }
    }
    switch (command, isFirstResponder) {
    case (.back, true):
        supersedeLoads()
        controller.goBack()
        navigation?.showUncoveredScreen()
    case (.open(let number), _):
        supersedeLoads()
        controller.openQuestion(atRow: number)
    case (.more, let isFirstResponder):
        if !isFirstResponder { (navigation?.top as? any PushedScreen)?.goBack() }
        navigation?.showTopIfItNeverAppeared()
        controller.loadMore()
    case (.save(let number?), true): controller.saveQuestion(atRow: number)
    case (.unsave(let number?), true): controller.unsaveQuestion(atRow: number)
    case (.saved, true):
        supersedeLoads()
        controller.openSaved()
    case (.user, true): refuse(words.notOnAQuestion)
    case (.save(nil), true): refuse(SaveText.needsARow(saving: true))
    case (.unsave(nil), true): refuse(SaveText.needsARow(saving: false))
    case (.back, false), (.save, _), (.unsave, _), (.saved, false), (.list, _), (.user, false), (.refresh, _),
        (.tag, _), (.sort, _), (.search, _):
        return false
    }
    return true
}

/// Shows `text`, a listing controller's refusal of `open N`, where the user is looking: on the question
/// controller on top when `open N` was typed there, which the listing beneath it answers unseen; else on
/// the listing's own view, through `ownView`. The line front's controllers need no such step: every line
/// shows, whoever writes it.
@MainActor
func refuseOpening(_ text: String, navigation: ScreenStack?, ownView: (String) -> Void) {
    if let question = navigation?.ownScreens.last as? MVCScreenQuestionController {
        question.showRefusal(text)
    } else {
        ownView(text)
    }
}
