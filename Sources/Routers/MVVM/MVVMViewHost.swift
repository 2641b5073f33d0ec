import Presenters

/// What the MVVM coordinator needs from the user interface: views bound to view models, shown and removed.
///
/// The terminal implements it. The host puts a view on screen, and the
/// terminal's session tells the view when it has appeared; the coordinator
/// only decides which view model goes on screen, and starts no load.
@MainActor
public protocol MVVMViewHost: AnyObject {
    /// Makes the list view, binds it to `viewModel`, and shows it as the first screen.
    func showListView(for viewModel: any MVVMQuestionListEventHandler & MVVMQuestionListViewModelOutput)
    /// Makes a question view bound to `viewModel` and shows it on top. The host keeps it alive.
    func pushQuestionView(for viewModel: any MVVMQuestionEventHandler & MVVMQuestionViewModelOutput)
    /// Removes the question view on top, releasing it and its view model.
    func popQuestionView()
    /// Makes a user view bound to `viewModel` and shows it on top. The host keeps it alive.
    func pushUserView(for viewModel: any MVVMUserEventHandler & MVVMUserViewModelOutput)
    /// Removes the user view on top, releasing it and its view model.
    func popUserView()
    /// Pushes the saved screen's view, bound to `viewModel`.
    func pushSavedView(for viewModel: any MVVMSavedEventHandler & MVVMSavedViewModelOutput)
    /// Pops the saved screen's view.
    func popSavedView()

    // MARK: What the stack holds, and its rules, for the coordinator's flow

    /// How many screens are shown, the list included.
    var screenCount: Int { get }
    /// Whether the screen on top is a question.
    var isQuestionOnTop: Bool { get }
    /// Whether the list has appeared.
    var listHasAppeared: Bool { get }
    /// Asks every screen shown to stop its load, the top one first.
    func cancelEveryLoad()
    /// Every screen above the list leaves through its own `back`, top first.
    func returnToList()
    /// The screen on top leaves through its own `back`.
    func leaveScreenOnTop()
    /// The screen on top appears, and loads, if it never has.
    func showTopIfItNeverAppeared()
    /// The screen now on top shows again, or appears if it never has.
    func showUncoveredScreen()
    /// Has the question on top tell its view model that a command typed on it was refused with `text`.
    func showErrorOnQuestion(_ text: String)
}
