import Presenters

/// What every pattern's list screen asks of the terminal's list view.
@MainActor
public protocol QuestionListDisplaying: AnyObject {
    func showLoading()
    func show(_ list: QuestionListDisplay)
    func showMore(_ rows: [QuestionRowDisplay], footer: String)
    func showNotice(_ text: String)
    func showError(_ text: String)
}

/// What every pattern's question screen asks of the terminal's question view.
@MainActor
public protocol QuestionDisplaying: AnyObject {
    func showLoading()
    func show(_ screen: QuestionScreenDisplay)
    func showError(_ text: String)
}
