import Entities
import Presenters
import Routers

/// A VIPER view double that, like the terminal's, keeps its presenter and records what it is shown.
@MainActor
final class VIPERRecordingListView: VIPERQuestionListViewInterface {
    let eventHandler: any VIPERQuestionListEventHandler
    private(set) var shownTitles: [[String]] = []
    private(set) var errors: [String] = []

    init(eventHandler: any VIPERQuestionListEventHandler) { self.eventHandler = eventHandler }

    func showLoading() {}
    func show(_ list: QuestionListDisplay) { shownTitles.append(list.rows.map(\.title)) }
    func showMore(_ rows: [QuestionRowDisplay], footer: String) {}
    func showNotice(_ text: String) {}
    func showError(_ text: String) { errors.append(text) }
    /// Every selection shown: the screen front's, kept apart.
    private(set) var selections: [Int] = []
    func showSelection(atRow index: Int) { selections.append(index) }
    func showRow(_ row: QuestionRowDisplay) {}
}

@MainActor
final class VIPERRecordingQuestionView: VIPERQuestionViewInterface {
    let eventHandler: any VIPERQuestionEventHandler
    private(set) var shownTitles: [String] = []

    init(eventHandler: any VIPERQuestionEventHandler) { self.eventHandler = eventHandler }

    func showLoading() {}
    func show(_ screen: QuestionScreenDisplay) { shownTitles.append(screen.title) }
    func showError(_ text: String) {}
    func showNotice(_ text: String) {}
    func showInPlace(_ screen: QuestionScreenDisplay) {}
}

@MainActor
final class VIPERRecordingUserView: VIPERUserViewInterface {
    let eventHandler: any VIPERUserEventHandler
    private(set) var shownNames: [String] = []
    private(set) var errors: [String] = []

    init(eventHandler: any VIPERUserEventHandler) { self.eventHandler = eventHandler }

    func showLoading() {}
    func show(_ page: UserPageDisplay) { shownNames.append(page.name) }
    func showMore(_ rows: [QuestionRowDisplay], footer: String) {}
    func showNotice(_ text: String) {}
    func showError(_ text: String) { errors.append(text) }
    /// Every selection shown: the screen front's, kept apart.
    private(set) var selections: [Int] = []
    func showSelection(atRow index: Int) { selections.append(index) }
    func showRow(_ row: QuestionRowDisplay) {}
}

@MainActor
final class VIPERRecordingSavedView: VIPERSavedViewInterface {
    let eventHandler: any VIPERSavedEventHandler
    private(set) var shownTitles: [[String]] = []
    private(set) var notices: [String] = []

    init(eventHandler: any VIPERSavedEventHandler) { self.eventHandler = eventHandler }

    func show(_ list: QuestionListDisplay) { shownTitles.append(list.rows.map(\.title)) }
    func showMore(_ rows: [QuestionRowDisplay], footer: String) {}
    func showNotice(_ text: String) { notices.append(text) }
    func showError(_ text: String) {}
    /// Every selection shown: the screen front's, kept apart.
    private(set) var selections: [Int] = []
    func showSelection(atRow index: Int) { selections.append(index) }
}

/// Stands in for the terminal: keeps the views it shows, as a navigation stack does, and records pushes and
/// pops, and what the routers' flow asks of the stack.
@MainActor
final class VIPERRecordingHost: VIPERViewHost {
    /// A move of the flow a router asked for.
    enum FlowCall: Equatable {
        case cancelEveryLoad, returnToList, leaveScreenOnTop, showTopIfItNeverAppeared, showUncoveredScreen
        case showErrorOnQuestion(String)
    }

    /// The kinds of screen pushed above the list, bottom first.
    enum Kind { case question, user, saved }

    private(set) var pushed: [Kind] = []
    private(set) var flowCalls: [FlowCall] = []
    /// Whether a load is in flight, and whether the list has appeared, as the test sets them.
    var hasLoadInFlight = false
    var listHasAppeared = true

    var screenCount: Int { 1 + pushed.count }
    var isQuestionOnTop: Bool { pushed.last == .question }
    func cancelEveryLoad() { flowCalls.append(.cancelEveryLoad) }
    func returnToList() { flowCalls.append(.returnToList) }
    func leaveScreenOnTop() { flowCalls.append(.leaveScreenOnTop) }
    func showTopIfItNeverAppeared() { flowCalls.append(.showTopIfItNeverAppeared) }
    func showUncoveredScreen() { flowCalls.append(.showUncoveredScreen) }
    func showErrorOnQuestion(_ text: String) { flowCalls.append(.showErrorOnQuestion(text)) }

    private(set) var listView: VIPERRecordingListView?
    private(set) var questionViews: [VIPERRecordingQuestionView] = []
    private(set) var pushCount = 0

    func showListView(eventHandler: any VIPERQuestionListEventHandler) -> any VIPERQuestionListViewInterface {
        let view = VIPERRecordingListView(eventHandler: eventHandler)
        listView = view
        return view
    }

    func pushQuestionView(eventHandler: any VIPERQuestionEventHandler) -> any VIPERQuestionViewInterface {
        let view = VIPERRecordingQuestionView(eventHandler: eventHandler)
        questionViews.append(view)
        pushed.append(.question)
        pushCount += 1
        return view
    }

    func popQuestionView() {
        _ = questionViews.popLast()
        _ = pushed.popLast()
    }

    private(set) var userViews: [VIPERRecordingUserView] = []

    func pushUserView(eventHandler: any VIPERUserEventHandler) -> any VIPERUserViewInterface {
        let view = VIPERRecordingUserView(eventHandler: eventHandler)
        userViews.append(view)
        pushed.append(.user)
        pushCount += 1
        return view
    }

    func popUserView() {
        _ = userViews.popLast()
        _ = pushed.popLast()
    }

    /// Lets go of the list view, as the terminal does when the program ends.
    func removeListView() {
        listView = nil
    }

    private(set) var savedViews: [VIPERRecordingSavedView] = []

    func pushSavedView(eventHandler: any VIPERSavedEventHandler) -> any VIPERSavedViewInterface {
        let view = VIPERRecordingSavedView(eventHandler: eventHandler)
        savedViews.append(view)
        pushed.append(.saved)
        pushCount += 1
        return view
    }

    func popSavedView() {
        _ = savedViews.popLast()
        _ = pushed.popLast()
    }
}
