/// What VIPER's saved-screen presenter asks of its interactor.
@MainActor
public protocol VIPERSavedInteractorInput: AnyObject {
    /// Where the interactor reports; held weakly.
    var output: (any VIPERSavedInteractorOutput)? { get set }
    /// The site whose saves these are.
    var site: String { get }
    /// Reads the first page of saves and reports it.
    func loadFirstPage()
    /// Reports the saves as they stand, read again first if they changed since.
    func reportCurrentSaves()
    /// Reads the next page of saves and reports it, or that there is none.
    func loadMore()
    /// The id of the question on row `number`, or `nil` when there is no such row.
    func questionID(atRow number: Int) -> Int?
    /// `save N`: saves the question on row `number` (it is already) and reports it; `false` for no such row.
    func saveQuestion(atRow number: Int) -> Bool
    /// `unsave N`: removes the question on row `number`, reports it, then reports the saves read again;
    /// `false` for no such row.
    func unsaveQuestion(atRow number: Int) -> Bool
}
