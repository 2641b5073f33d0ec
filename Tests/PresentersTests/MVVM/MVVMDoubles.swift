import Presenters
import Testing

/// Collects every state a view model hands its observer, as a bound view would receive them.
@MainActor
final class StateRecorder<State> {
    private(set) var states: [State] = []

    func record(_ state: State) {
        states.append(state)
    }
}

/// Stands in for the coordinator: records the intents, and fails the test on any it was not told to expect.
@MainActor
final class MVVMRecordingNavigation: MVVMQuestionListNavigation, MVVMQuestionNavigation, MVVMUserNavigation,
    MVVMSavedNavigation
{
    enum Intent: Equatable {
        case openQuestion(id: Int, site: String)
        case closeQuestion
        case openUser(id: Int, site: String)
        case closeUser
        case openSaved(site: String)
        case closeSaved
        case cancelEveryLoad
        case returnToList
        case leaveScreenOnTop
        case showTopIfItNeverAppeared
        case showUncoveredScreen
        case showErrorOnQuestion(String)
    }

    private(set) var intents: [Intent] = []
    /// Whether an intent is part of the test; when it is not, receiving one fails the test.
    var expectsIntents = true

    func openQuestion(id: Int, site: String) {
        record(.openQuestion(id: id, site: site))
    }

    func closeQuestion() {
        record(.closeQuestion)
    }

    func openUser(id: Int, site: String) {
        record(.openUser(id: id, site: site))
    }

    func closeUser() {
        record(.closeUser)
    }

    func openSaved(site: String) {
        record(.openSaved(site: site))
    }

    func closeSaved() {
        record(.closeSaved)
    }

    /// What the stack holds, as the test sets it: by default, the screen under test alone on top of the
    /// list, which has appeared.
    var hasScreenAboveList = false
    var isQuestionOnTop = false
    var listHasAppeared = true

    func cancelEveryLoad() { record(.cancelEveryLoad) }
    func returnToList() { record(.returnToList) }
    func leaveScreenOnTop() { record(.leaveScreenOnTop) }
    func showTopIfItNeverAppeared() { record(.showTopIfItNeverAppeared) }
    func showUncoveredScreen() { record(.showUncoveredScreen) }
    func showErrorOnQuestion(_ text: String) { record(.showErrorOnQuestion(text)) }

    private func record(_ intent: Intent) {
        if !expectsIntents { Issue.record("unexpected navigation intent \(intent)") }
        intents.append(intent)
    }
}
