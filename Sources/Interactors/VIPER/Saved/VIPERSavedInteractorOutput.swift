import Entities

/// What VIPER's saved-screen interactor reports to its presenter.
@MainActor
public protocol VIPERSavedInteractorOutput: AnyObject {
    /// The saves shown, read anew: the whole screen.
    func didLoad(_ saves: VIPERSavedListResponse)
    /// An older page, added under the saves shown.
    func didLoadMore(_ added: [VIPERQuestionSummary], in saves: VIPERSavedListResponse)
    /// Every save is shown already.
    func didReachEnd()
    /// A save or unsave was answered.
    func didAnswerSave(_ outcome: SaveOutcome)
    /// The saves could not be read: saving is off, for this reason.
    func didFailToRead(_ error: SaveError)
}
