import Entities
import PresenterDoubles
import Presenters
import Testing
import TextFront

/// objc.io's VIPER view, alone: the list view reports every command to its presenter as the event
/// handler's `didRequest…` event, undecided, and shows on the shared display exactly what the presenter
/// tells it through its view interface.
@MainActor
@Suite("VIPER list view, alone")
struct VIPERQuestionListViewTests {
    typealias Command = CommandCase<VIPERQuestionListView, VIPERRecordingListEventHandler.Call>

    let presenter = VIPERRecordingListEventHandler()
    let display = RecordingListDisplay()

    nonisolated static let commands: [Command] = [
        Command("appearing", [.viewDidLoad]) { $0.viewDidLoad() },
        Command("list", [.redisplayList]) { $0.redisplayList() },
        Command("open 3", [.openQuestion(row: 3)]) { $0.openQuestion(atRow: 3) },
        Command("more", [.loadMore]) { $0.loadMore() },
        Command("refresh", [.refresh]) { $0.refresh() },
        Command("tag swift", [.filter(tag: "swift")]) { $0.filter(byTag: "swift") },
        Command("tag", [.filter(tag: nil)]) { $0.filter(byTag: nil) },
        Command("sort votes", [.sort(.votes)]) { $0.sort(by: .votes) },
        Command("search json decode", [.search(words: "json decode")]) { $0.search(for: "json decode") },
        Command("search", [.search(words: nil)]) { $0.search(for: nil) },
        Command("a newer command, or Ctrl-C", [.cancelLoad]) { $0.cancelLoad() },
        Command("save 2", [.save(row: 2)]) { $0.saveQuestion(atRow: 2) },
        Command("unsave 2", [.unsave(row: 2)]) { $0.unsaveQuestion(atRow: 2) },
        Command("saved", [.openSaved]) { $0.openSaved() },
    ]

    @Test("reports nothing to its presenter when made: the router joins them")
    func madeSilently() {
        let view = VIPERQuestionListView(eventHandler: presenter, display: display)

        #expect(presenter.calls.isEmpty)
        #expect(display.shown.isEmpty)
        withExtendedLifetime(view) {}
    }

    @Test(
        "reports each command to its presenter as exactly the matching event, and draws nothing of its own",
        arguments: VIPERQuestionListViewTests.commands)
    func forwards(_ command: Command) {
        let view = VIPERQuestionListView(eventHandler: presenter, display: display)

        command.send(view)

        #expect(presenter.calls == command.expected)
        #expect(display.shown.isEmpty)
    }

    @Test("reports a run of commands to its presenter in the order they came, each once")
    func forwardsInOrder() {
        let view = VIPERQuestionListView(eventHandler: presenter, display: display)

        for command in Self.commands { command.send(view) }

        #expect(presenter.calls == Self.commands.flatMap(\.expected))
    }

    @Test("shows on the shared display what its presenter tells it, in order, and reports nothing back")
    func draws() {
        let view: any VIPERQuestionListViewInterface = VIPERQuestionListView(
            eventHandler: presenter, display: display)

        view.showLoading()
        view.show(ViewSample.list)
        view.showMore(ViewSample.added, footer: "2 questions")
        view.showNotice("Nothing changed.")
        view.showError("No question 9 on this list.")

        #expect(
            display.shown == [
                .loading, .list(ViewSample.list), .more(ViewSample.added, footer: "2 questions"),
                .notice("Nothing changed."), .error("No question 9 on this list."),
            ])
        #expect(presenter.calls.isEmpty)
    }
}

/// objc.io's VIPER view, alone: the question view reports `back`, `user`, the saves and its appearances to
/// its presenter as `didRequest…` events, and shows on the shared display exactly what the presenter tells
/// it through its view interface.
@MainActor
@Suite("VIPER question view, alone")
struct VIPERQuestionViewTests {
    typealias Command = CommandCase<VIPERQuestionView, VIPERRecordingQuestionEventHandler.Call>

    let presenter = VIPERRecordingQuestionEventHandler()
    let display = RecordingQuestionDisplay()

    nonisolated static let commands: [Command] = [
        Command("appearing", [.viewDidLoad]) { $0.viewDidLoad() },
        Command("back", [.goBack]) { $0.goBack() },
        Command("user", [.user]) { $0.openUser() },
        Command("the screen above closing", [.redisplay]) { $0.redisplay() },
        Command("a newer command, or Ctrl-C", [.cancelLoad]) { $0.cancelLoad() },
        Command("save", [.save]) { $0.saveQuestion() },
        Command("unsave", [.unsave]) { $0.unsaveQuestion() },
        Command("saved", [.openSaved]) { $0.openSaved() },
    ]

    @Test("reports nothing to its presenter when made: the router joins them")
    func madeSilently() {
        let view = VIPERQuestionView(eventHandler: presenter, display: display)

        #expect(presenter.calls.isEmpty)
        #expect(display.shown.isEmpty)
        withExtendedLifetime(view) {}
    }

    @Test(
        "reports each command to its presenter as exactly the matching event, and draws nothing of its own",
        arguments: VIPERQuestionViewTests.commands)
    func forwards(_ command: Command) {
        let view = VIPERQuestionView(eventHandler: presenter, display: display)

        command.send(view)

        #expect(presenter.calls == command.expected)
        #expect(display.shown.isEmpty)
    }

    @Test("reports a run of commands to its presenter in the order they came, each once")
    func forwardsInOrder() {
        let view = VIPERQuestionView(eventHandler: presenter, display: display)

        for command in Self.commands { command.send(view) }

        #expect(presenter.calls == Self.commands.flatMap(\.expected))
    }

    @Test("shows on the shared display what its presenter tells it, in order, and reports nothing back")
    func draws() {
        let view: any VIPERQuestionViewInterface = VIPERQuestionView(
            eventHandler: presenter, display: display)

        view.showLoading()
        view.show(ViewSample.screen)
        view.showNotice("Saved.")
        view.showError("The question could not be loaded.")

        #expect(
            display.shown == [
                .loading, .screen(ViewSample.screen), .notice("Saved."),
                .error("The question could not be loaded."),
            ])
        #expect(presenter.calls.isEmpty)
    }
}

/// objc.io's VIPER view, alone: the user-page view reports every command to its presenter as a
/// `didRequest…` event, undecided, and shows on the shared display exactly what the presenter tells it
/// through its view interface.
@MainActor
@Suite("VIPER user view, alone")
struct VIPERUserViewTests {
    typealias Command = CommandCase<VIPERUserView, VIPERRecordingUserEventHandler.Call>

    let presenter = VIPERRecordingUserEventHandler()
    let display = RecordingUserDisplay()

    nonisolated static let commands: [Command] = [
        Command("appearing", [.viewDidLoad]) { $0.viewDidLoad() },
        Command("open 2", [.openQuestion(row: 2)]) { $0.openQuestion(atRow: 2) },
        Command("more", [.loadMore]) { $0.loadMore() },
        Command("back", [.goBack]) { $0.goBack() },
        Command("the screen above closing", [.redisplay]) { $0.redisplay() },
        Command("a newer command, or Ctrl-C", [.cancelLoad]) { $0.cancelLoad() },
        Command("save 1", [.save(row: 1)]) { $0.saveQuestion(atRow: 1) },
        Command("unsave 1", [.unsave(row: 1)]) { $0.unsaveQuestion(atRow: 1) },
        Command("saved", [.openSaved]) { $0.openSaved() },
    ]

    @Test("reports nothing to its presenter when made: the router joins them")
    func madeSilently() {
        let view = VIPERUserView(eventHandler: presenter, display: display)

        #expect(presenter.calls.isEmpty)
        #expect(display.shown.isEmpty)
        withExtendedLifetime(view) {}
    }

    @Test(
        "reports each command to its presenter as exactly the matching event, and draws nothing of its own",
        arguments: VIPERUserViewTests.commands)
    func forwards(_ command: Command) {
        let view = VIPERUserView(eventHandler: presenter, display: display)

        command.send(view)

        #expect(presenter.calls == command.expected)
        #expect(display.shown.isEmpty)
    }

    @Test("reports a run of commands to its presenter in the order they came, each once")
    func forwardsInOrder() {
        let view = VIPERUserView(eventHandler: presenter, display: display)

        for command in Self.commands { command.send(view) }

        #expect(presenter.calls == Self.commands.flatMap(\.expected))
    }

    @Test("shows on the shared display what its presenter tells it, in order, and reports nothing back")
    func draws() {
        let view: any VIPERUserViewInterface = VIPERUserView(eventHandler: presenter, display: display)

        view.showLoading()
        view.show(ViewSample.page)
        view.showMore(ViewSample.added, footer: "2 questions")
        view.showNotice("No more questions.")
        view.showError("The page could not be loaded.")

        #expect(
            display.shown == [
                .loading, .page(ViewSample.page), .more(ViewSample.added, footer: "2 questions"),
                .notice("No more questions."), .error("The page could not be loaded."),
            ])
        #expect(presenter.calls.isEmpty)
    }
}

/// objc.io's VIPER view, alone: the saved screen's view reports every command to its presenter as a
/// `didRequest…` event (`saved` typed here as a redisplay, a cancel as none), and shows on the shared
/// display exactly what the presenter tells it through its view interface.
@MainActor
@Suite("VIPER saved view, alone")
struct VIPERSavedViewTests {
    typealias Command = CommandCase<VIPERSavedView, VIPERRecordingSavedEventHandler.Call>

    let presenter = VIPERRecordingSavedEventHandler()
    let display = RecordingListDisplay()

    nonisolated static let commands: [Command] = [
        Command("appearing", [.viewDidLoad]) { $0.viewDidLoad() },
        Command("the screen above closing", [.redisplay]) { $0.redisplay() },
        Command("saved, typed here", [.redisplay]) { $0.openSaved() },
        Command("open 2", [.openQuestion(row: 2)]) { $0.openQuestion(atRow: 2) },
        Command("more", [.loadMore]) { $0.loadMore() },
        Command("save 1", [.save(row: 1)]) { $0.saveQuestion(atRow: 1) },
        Command("unsave 1", [.unsave(row: 1)]) { $0.unsaveQuestion(atRow: 1) },
        Command("back", [.goBack]) { $0.goBack() },
        Command("a newer command, or Ctrl-C, with nothing loading", []) { $0.cancelLoad() },
    ]

    @Test("reports nothing to its presenter when made: the router joins them")
    func madeSilently() {
        let view = VIPERSavedView(eventHandler: presenter, display: display)

        #expect(presenter.calls.isEmpty)
        #expect(display.shown.isEmpty)
        withExtendedLifetime(view) {}
    }

    @Test(
        "reports each command to its presenter as exactly the matching event, and draws nothing of its own",
        arguments: VIPERSavedViewTests.commands)
    func forwards(_ command: Command) {
        let view = VIPERSavedView(eventHandler: presenter, display: display)

        command.send(view)

        #expect(presenter.calls == command.expected)
        #expect(display.shown.isEmpty)
    }

    @Test("reports a run of commands to its presenter in the order they came, each once")
    func forwardsInOrder() {
        let view = VIPERSavedView(eventHandler: presenter, display: display)

        for command in Self.commands { command.send(view) }

        #expect(presenter.calls == Self.commands.flatMap(\.expected))
    }

    @Test("shows on the shared display what its presenter tells it, in order, and reports nothing back")
    func draws() {
        let view: any VIPERSavedViewInterface = VIPERSavedView(eventHandler: presenter, display: display)

        view.show(ViewSample.list)
        view.showMore(ViewSample.added, footer: "2 saved")
        view.showNotice("Removed from your saves.")
        view.showError("The saves could not be read.")

        #expect(
            display.shown == [
                .list(ViewSample.list), .more(ViewSample.added, footer: "2 saved"),
                .notice("Removed from your saves."), .error("The saves could not be read."),
            ])
        #expect(presenter.calls.isEmpty)
    }
}
