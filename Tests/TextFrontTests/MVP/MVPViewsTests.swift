import Entities
import PresenterDoubles
import Presenters
import Testing
import TextFront

/// Passive View, alone: the list view forwards every command to its presenter's interface, undecided, and
/// draws on the shared display exactly what the presenter tells it; it decides nothing.
@MainActor
@Suite("MVP list view, alone")
struct MVPQuestionListViewTests {
    typealias Command = CommandCase<MVPQuestionListView, MVPRecordingListEventHandler.Call>

    let presenter = MVPRecordingListEventHandler()
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
        Command("save 2", [.saveQuestion(row: 2)]) { $0.saveQuestion(atRow: 2) },
        Command("unsave 2", [.unsaveQuestion(row: 2)]) { $0.unsaveQuestion(atRow: 2) },
        Command("saved", [.openSaved]) { $0.openSaved() },
    ]

    @Test("attaches itself to its presenter when made, and sends it nothing else")
    func attaches() {
        let view = MVPQuestionListView(presenter: presenter, display: display)

        #expect(presenter.calls == [.attach])
        #expect(presenter.view === view)
        #expect(display.shown.isEmpty)
    }

    @Test(
        "sends each command to its presenter as exactly the matching event, and draws nothing of its own",
        arguments: MVPQuestionListViewTests.commands)
    func forwards(_ command: Command) {
        let view = MVPQuestionListView(presenter: presenter, display: display)

        command.send(view)

        #expect(presenter.calls == [.attach] + command.expected)
        #expect(display.shown.isEmpty)
    }

    @Test("sends a run of commands to its presenter in the order they came, each once")
    func forwardsInOrder() {
        let view = MVPQuestionListView(presenter: presenter, display: display)

        for command in Self.commands { command.send(view) }

        #expect(presenter.calls == [.attach] + Self.commands.flatMap(\.expected))
    }

    @Test("draws on the shared display what its presenter tells it, in order, and sends nothing back")
    func draws() throws {
        let view = MVPQuestionListView(presenter: presenter, display: display)
        let attached = try #require(presenter.view)

        attached.showLoading()
        attached.show(ViewSample.list)
        attached.showMore(ViewSample.added, footer: "2 questions")
        attached.showNotice("Nothing changed.")
        attached.showError("No question 9 on this list.")

        #expect(
            display.shown == [
                .loading, .list(ViewSample.list), .more(ViewSample.added, footer: "2 questions"),
                .notice("Nothing changed."), .error("No question 9 on this list."),
            ])
        #expect(presenter.calls == [.attach])
        withExtendedLifetime(view) {}
    }
}

/// Passive View, alone: the question view forwards `back`, `user`, the saves and its appearances to its
/// presenter's interface, and draws on the shared display exactly what the presenter tells it.
@MainActor
@Suite("MVP question view, alone")
struct MVPQuestionViewTests {
    typealias Command = CommandCase<MVPQuestionView, MVPRecordingQuestionEventHandler.Call>

    let presenter = MVPRecordingQuestionEventHandler()
    let display = RecordingQuestionDisplay()

    nonisolated static let commands: [Command] = [
        Command("appearing", [.viewDidLoad]) { $0.viewDidLoad() },
        Command("back", [.goBack]) { $0.goBack() },
        Command("user", [.openUser]) { $0.openUser() },
        Command("the screen above closing", [.redisplay]) { $0.redisplay() },
        Command("a newer command, or Ctrl-C", [.cancelLoad]) { $0.cancelLoad() },
        Command("save", [.saveQuestion]) { $0.saveQuestion() },
        Command("unsave", [.unsaveQuestion]) { $0.unsaveQuestion() },
        Command("saved", [.openSaved]) { $0.openSaved() },
    ]

    @Test("attaches itself to its presenter when made, and sends it nothing else")
    func attaches() {
        let view = MVPQuestionView(presenter: presenter, display: display)

        #expect(presenter.calls == [.attach])
        #expect(presenter.view === view)
        #expect(display.shown.isEmpty)
    }

    @Test(
        "sends each command to its presenter as exactly the matching event, and draws nothing of its own",
        arguments: MVPQuestionViewTests.commands)
    func forwards(_ command: Command) {
        let view = MVPQuestionView(presenter: presenter, display: display)

        command.send(view)

        #expect(presenter.calls == [.attach] + command.expected)
        #expect(display.shown.isEmpty)
    }

    @Test("sends a run of commands to its presenter in the order they came, each once")
    func forwardsInOrder() {
        let view = MVPQuestionView(presenter: presenter, display: display)

        for command in Self.commands { command.send(view) }

        #expect(presenter.calls == [.attach] + Self.commands.flatMap(\.expected))
    }

    @Test("draws on the shared display what its presenter tells it, in order, and sends nothing back")
    func draws() throws {
        let view = MVPQuestionView(presenter: presenter, display: display)
        let attached = try #require(presenter.view)

        attached.showLoading()
        attached.show(ViewSample.screen)
        attached.showNotice("Saved.")
        attached.showError("The question could not be loaded.")

        #expect(
            display.shown == [
                .loading, .screen(ViewSample.screen), .notice("Saved."),
                .error("The question could not be loaded."),
            ])
        #expect(presenter.calls == [.attach])
        withExtendedLifetime(view) {}
    }
}

/// Passive View, alone: the user-page view forwards every command to its presenter's interface,
/// undecided, and draws on the shared display exactly what the presenter tells it.
@MainActor
@Suite("MVP user view, alone")
struct MVPUserViewTests {
    typealias Command = CommandCase<MVPUserView, MVPRecordingUserEventHandler.Call>

    let presenter = MVPRecordingUserEventHandler()
    let display = RecordingUserDisplay()

    nonisolated static let commands: [Command] = [
        Command("appearing", [.viewDidLoad]) { $0.viewDidLoad() },
        Command("open 2", [.openQuestion(row: 2)]) { $0.openQuestion(atRow: 2) },
        Command("more", [.loadMore]) { $0.loadMore() },
        Command("back", [.goBack]) { $0.goBack() },
        Command("the screen above closing", [.redisplay]) { $0.redisplay() },
        Command("a newer command, or Ctrl-C", [.cancelLoad]) { $0.cancelLoad() },
        Command("save 1", [.saveQuestion(row: 1)]) { $0.saveQuestion(atRow: 1) },
        Command("unsave 1", [.unsaveQuestion(row: 1)]) { $0.unsaveQuestion(atRow: 1) },
        Command("saved", [.openSaved]) { $0.openSaved() },
    ]

    @Test("attaches itself to its presenter when made, and sends it nothing else")
    func attaches() {
        let view = MVPUserView(presenter: presenter, display: display)

        #expect(presenter.calls == [.attach])
        #expect(presenter.view === view)
        #expect(display.shown.isEmpty)
    }

    @Test(
        "sends each command to its presenter as exactly the matching event, and draws nothing of its own",
        arguments: MVPUserViewTests.commands)
    func forwards(_ command: Command) {
        let view = MVPUserView(presenter: presenter, display: display)

        command.send(view)

        #expect(presenter.calls == [.attach] + command.expected)
        #expect(display.shown.isEmpty)
    }

    @Test("sends a run of commands to its presenter in the order they came, each once")
    func forwardsInOrder() {
        let view = MVPUserView(presenter: presenter, display: display)

        for command in Self.commands { command.send(view) }

        #expect(presenter.calls == [.attach] + Self.commands.flatMap(\.expected))
    }

    @Test("draws on the shared display what its presenter tells it, in order, and sends nothing back")
    func draws() throws {
        let view = MVPUserView(presenter: presenter, display: display)
        let attached = try #require(presenter.view)

        attached.showLoading()
        attached.show(ViewSample.page)
        attached.showMore(ViewSample.added, footer: "2 questions")
        attached.showNotice("No more questions.")
        attached.showError("The page could not be loaded.")

        #expect(
            display.shown == [
                .loading, .page(ViewSample.page), .more(ViewSample.added, footer: "2 questions"),
                .notice("No more questions."), .error("The page could not be loaded."),
            ])
        #expect(presenter.calls == [.attach])
        withExtendedLifetime(view) {}
    }
}

/// Passive View, alone: the saved screen's view forwards every command to its presenter's interface,
/// `saved` typed here as a redisplay and a cancel as nothing, and draws on the shared display exactly what
/// the presenter tells it.
@MainActor
@Suite("MVP saved view, alone")
struct MVPSavedViewTests {
    typealias Command = CommandCase<MVPSavedView, MVPRecordingSavedEventHandler.Call>

    let presenter = MVPRecordingSavedEventHandler()
    let display = RecordingListDisplay()

    nonisolated static let commands: [Command] = [
        Command("appearing", [.viewDidLoad]) { $0.viewDidLoad() },
        Command("the screen above closing", [.redisplay]) { $0.redisplay() },
        Command("saved, typed here", [.redisplay]) { $0.openSaved() },
        Command("open 2", [.openQuestion(row: 2)]) { $0.openQuestion(atRow: 2) },
        Command("more", [.loadMore]) { $0.loadMore() },
        Command("save 1", [.saveQuestion(row: 1)]) { $0.saveQuestion(atRow: 1) },
        Command("unsave 1", [.unsaveQuestion(row: 1)]) { $0.unsaveQuestion(atRow: 1) },
        Command("back", [.goBack]) { $0.goBack() },
        Command("a newer command, or Ctrl-C, with nothing loading", []) { $0.cancelLoad() },
    ]

    @Test("attaches itself to its presenter when made, and sends it nothing else")
    func attaches() {
        let view = MVPSavedView(presenter: presenter, display: display)

        #expect(presenter.calls == [.attach])
        #expect(presenter.view === view)
        #expect(display.shown.isEmpty)
    }

    @Test(
        "sends each command to its presenter as exactly the matching event, and draws nothing of its own",
        arguments: MVPSavedViewTests.commands)
    func forwards(_ command: Command) {
        let view = MVPSavedView(presenter: presenter, display: display)

        command.send(view)

        #expect(presenter.calls == [.attach] + command.expected)
        #expect(display.shown.isEmpty)
    }

    @Test("sends a run of commands to its presenter in the order they came, each once")
    func forwardsInOrder() {
        let view = MVPSavedView(presenter: presenter, display: display)

        for command in Self.commands { command.send(view) }

        #expect(presenter.calls == [.attach] + Self.commands.flatMap(\.expected))
    }

    @Test("draws on the shared display what its presenter tells it, in order, and sends nothing back")
    func draws() throws {
        let view = MVPSavedView(presenter: presenter, display: display)
        let attached = try #require(presenter.view)

        attached.show(ViewSample.list)
        attached.showMore(ViewSample.added, footer: "2 saved")
        attached.showNotice("Removed from your saves.")
        attached.showError("The saves could not be read.")

        #expect(
            display.shown == [
                .list(ViewSample.list), .more(ViewSample.added, footer: "2 saved"),
                .notice("Removed from your saves."), .error("The saves could not be read."),
            ])
        #expect(presenter.calls == [.attach])
        withExtendedLifetime(view) {}
    }
}
