import Entities
import Interactors
import Presenters

/// Makes Smalltalk MVC's screens, each a model, its view and its controller, wired, the views drawing on
/// the displays of one front: the controllers make the screens they open through it.
@MainActor
public struct SmalltalkScreens<Displays: SmalltalkDisplays> {
    let service: any QuestionService
    let saves: SavedQuestionsModel
    let formatters: ScreenFormatters
    let loads: LoadTracker
    let pageSize: Int
    let displays: Displays
    /// Which controller has control.
    let control: SmalltalkControl
    /// Dependents every new model gets before its view, as any object may depend on a model: `--trace`
    /// adds one that writes each change.
    let onModel: SmalltalkModelWatchers

    /// Screens whose models fetch from `service` through `loads` and share `saves`, whose views draw on
    /// `displays` with `formatters`, `pageSize` questions a page, with `control` over them.
    public init(
        service: any QuestionService, saves: SavedQuestionsModel, formatters: ScreenFormatters,
        loads: LoadTracker, pageSize: Int, displays: Displays,
        control: SmalltalkControl = SmalltalkControl(),
        onModel: SmalltalkModelWatchers = SmalltalkModelWatchers()
    ) {
        self.onModel = onModel
        self.service = service
        self.saves = saves
        self.formatters = formatters
        self.loads = loads
        self.pageSize = pageSize
        self.displays = displays
        self.control = control
    }

    /// The list screen of `query`, its controller opening on `navigation`; from now on the display cycle
    /// runs at the end of each of `navigation`'s events, as Smalltalk-80's `ScheduledControllers` starts
    /// with the first window.
    public func makeList(query: QuestionQuery, navigation: ScreenStack) -> SmalltalkQuestionListController<
        Displays
    > {
        navigation.observeEndOfEvent { [control] in control.displayActiveView() }
        let model = SmalltalkQuestionListModel(service: service, saves: saves, query: query, loads: loads)
        onModel.list(model)
        let view = SmalltalkQuestionListView(
            model: model, display: displays.makeListDisplay(), formatter: formatters.list)
        return SmalltalkQuestionListController(
            model: model, view: view, screens: self, navigation: navigation)
    }

    /// The screen of question `id` of `site`.
    func makeQuestion(id: Int, site: String, navigation: ScreenStack) -> SmalltalkQuestionController<Displays>
    {
        let model = SmalltalkQuestionModel(service: service, saves: saves, id: id, site: site, loads: loads)
        onModel.question(model)
        let view = SmalltalkQuestionView(
            model: model, display: displays.makeQuestionDisplay(), formatter: formatters.question)
        return SmalltalkQuestionController(model: model, view: view, screens: self, navigation: navigation)
    }

    /// The page of user `id` of `site`.
    func makeUser(id: Int, site: String, navigation: ScreenStack) -> SmalltalkUserController<Displays> {
        let model = SmalltalkUserModel(
            service: service, saves: saves, userID: id, site: site, pageSize: pageSize, loads: loads)
        onModel.user(model)
        let view = SmalltalkUserView(
            model: model, display: displays.makeUserDisplay(), formatter: formatters.user)
        return SmalltalkUserController(model: model, view: view, screens: self, navigation: navigation)
    }

    /// The saved screen.
    func makeSaved(navigation: ScreenStack) -> SmalltalkSavedController<Displays> {
        let model = SmalltalkSavedModel(saves: saves, pageSize: pageSize)
        onModel.saved(model)
        let view = SmalltalkSavedView(
            model: model, display: displays.makeSavedDisplay(), formatter: formatters.saved)
        return SmalltalkSavedController(model: model, view: view, screens: self, navigation: navigation)
    }
}

/// What is done with each model as it is made, before its view depends on it: nothing, by default.
@MainActor
public struct SmalltalkModelWatchers {
    var list: (SmalltalkQuestionListModel) -> Void
    var question: (SmalltalkQuestionModel) -> Void
    var user: (SmalltalkUserModel) -> Void
    var saved: (SmalltalkSavedModel) -> Void

    /// Watchers doing `list`, `question`, `user` and `saved` with each model of those kinds.
    public init(
        list: @escaping (SmalltalkQuestionListModel) -> Void = { _ in },
        question: @escaping (SmalltalkQuestionModel) -> Void = { _ in },
        user: @escaping (SmalltalkUserModel) -> Void = { _ in },
        saved: @escaping (SmalltalkSavedModel) -> Void = { _ in }
    ) {
        self.list = list
        self.question = question
        self.user = user
        self.saved = saved
    }
}
