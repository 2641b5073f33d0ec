import Interactors
import Presenters

/// What Smalltalk MVC's user-page and saved-screen controllers take as responders: both list questions,
/// above the list, so both take the same input, each telling its own model.
///
/// On top, `controller` takes `back`, `open N`, `more`, `save N`, `unsave N`, `saved` and Ctrl-C
/// (`interrupt`), and answers `user`, and `save` or `unsave` without a row, with the list's sentences in
/// the front's `words` through `refuse`, where the user is looking; beneath the question on top, `open N`
/// (the new question takes the old one's place) and `more` (the question closes first). It leaves every
/// other event to the controller beneath: the list's commands reach the list.
@MainActor
func respondAsSmalltalkListing(
    _ controller: some QuestionListingScreen & PushedScreen, to event: ScreenEvent, isFirstResponder: Bool,
    navigation: ScreenStack?, loads: LoadTracker, words: FrontWords, interrupt: () -> Void,
    refuse: (String) -> Void
) -> Bool {
    guard case .command(let command) = event else {
        // Ctrl-C is answered on the screen on top, where the user is looking.
        if isFirstResponder { interrupt() }
        return isFirstResponder
    }
    // The newest command wins: every model stops its load first.
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
