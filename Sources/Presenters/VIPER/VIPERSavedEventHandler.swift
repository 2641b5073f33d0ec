/// What VIPER's saved-screen view sends its presenter, in the view's voice.
@MainActor
public protocol VIPERSavedEventHandler: AnyObject {
    /// The view appeared.
    func viewDidLoad()
    /// The screen above closed, or `saved` was typed here.
    func didRequestRedisplay()
    /// `open N` was typed.
    func didRequestOpenQuestion(atRow number: Int)
    /// `more` was typed.
    func didRequestLoadMore()
    /// `save N` was typed.
    func didRequestSave(atRow number: Int)
    /// `unsave N` was typed.
    func didRequestUnsave(atRow number: Int)
    /// `back` was typed.
    func didRequestGoBack()
}
