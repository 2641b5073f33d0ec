import Entities
import Presenters
import Routers

/// A VIPER view double that, like the terminal's, keeps its presenter and records what it is shown.
@MainActor
final class FakeVIPERListView: QuestionListViewInterface {
    let eventHandler: any QuestionListEventHandler
    private(set) var shownTitles: [[String]] = []
    private(set) var errors: [String] = []

    init(eventHandler: any QuestionListEventHandler) { self.eventHandler = eventHandler }

    func showLoading() {}
    func show(_ list: QuestionListDisplay) { shownTitles.append(list.rows.map(\.title)) }
    func showMore(_ rows: [QuestionRowDisplay], footer: String) {}
    func showNotice(_ text: String) {}
    func showError(_ text: String) { errors.append(text) }
}

@MainActor
final class FakeVIPERQuestionView: QuestionViewInterface {
    let eventHandler: any QuestionEventHandler
    private(set) var shownTitles: [String] = []

    init(eventHandler: any QuestionEventHandler) { self.eventHandler = eventHandler }

    func showLoading() {}
    func show(_ screen: QuestionScreenDisplay) { shownTitles.append(screen.title) }
    func showError(_ text: String) {}
}

@MainActor
final class FakeVIPERUserView: UserViewInterface {
    let eventHandler: any UserEventHandler
    private(set) var shownNames: [String] = []
    private(set) var errors: [String] = []

    init(eventHandler: any UserEventHandler) { self.eventHandler = eventHandler }

    func showLoading() {}
    func show(_ page: UserPageDisplay) { shownNames.append(page.name) }
    func showMore(_ rows: [QuestionRowDisplay], footer: String) {}
    func showNotice(_ text: String) {}
    func showError(_ text: String) { errors.append(text) }
}

/// Stands in for the terminal: keeps the views it shows, as a navigation stack does, and records pushes and pops.
@MainActor
final class FakeVIPERHost: VIPERViewHost {
    private(set) var listView: FakeVIPERListView?
    private(set) var questionViews: [FakeVIPERQuestionView] = []
    private(set) var pushCount = 0

    func showListView(eventHandler: any QuestionListEventHandler) -> any QuestionListViewInterface {
        let view = FakeVIPERListView(eventHandler: eventHandler)
        listView = view
        return view
    }

    func pushQuestionView(eventHandler: any QuestionEventHandler) -> any QuestionViewInterface {
        let view = FakeVIPERQuestionView(eventHandler: eventHandler)
        questionViews.append(view)
        pushCount += 1
        return view
    }

    func popQuestionView() {
        _ = questionViews.popLast()
    }

    private(set) var userViews: [FakeVIPERUserView] = []

    func pushUserView(eventHandler: any UserEventHandler) -> any UserViewInterface {
        let view = FakeVIPERUserView(eventHandler: eventHandler)
        userViews.append(view)
        pushCount += 1
        return view
    }

    func popUserView() {
        _ = userViews.popLast()
    }

    /// Lets go of the list view, as the terminal does when the program ends.
    func removeListView() {
        listView = nil
    }
}
