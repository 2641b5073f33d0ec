import Entities
import PresenterDoubles
import Presenters
import Testing
import TextFront

/// Clean MVVM's list view, alone: it turns each command into exactly one of its view model's inputs, and
/// draws from each state the view model's output publishes only what is new since the state it drew last.
@MainActor
@Suite("MVVM list view, alone")
struct MVVMQuestionListViewTests {
    typealias Command = CommandCase<MVVMQuestionListView, MVVMRecordingListViewModel.Call>

    let viewModel = MVVMRecordingListViewModel(state: .init(list: ViewSample.emptyList))
    let display = RecordingListDisplay()

    nonisolated static let commands: [Command] = [
        Command("appearing", [.loadFirstPage]) { $0.viewDidLoad() },
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

    private func makeView() -> MVVMQuestionListView {
        MVVMQuestionListView(viewModel: viewModel, display: display)
    }

    @Test("binds to its view model once when made, and draws nothing of the state before the first load")
    func bindsOnce() {
        let view = makeView()

        #expect(viewModel.calls == [.bind])
        #expect(display.shown.isEmpty)
        withExtendedLifetime(view) {}
    }

    @Test("bound to a view model whose list is loaded already, draws the whole list at once")
    func bindsToALoadedList() {
        viewModel.state.list = ViewSample.list
        viewModel.state.listVersion = 1
        viewModel.state.pagesLoaded = 1

        let view = makeView()

        #expect(display.shown == [.list(ViewSample.list)])
        withExtendedLifetime(view) {}
    }

    @Test(
        "sends each command to its view model as exactly the matching input, and draws nothing of its own",
        arguments: MVVMQuestionListViewTests.commands)
    func forwards(_ command: Command) {
        let view = makeView()

        command.send(view)

        #expect(viewModel.calls == [.bind] + command.expected)
        #expect(display.shown.isEmpty)
    }

    @Test("sends a run of commands to its view model in the order they came, each once")
    func forwardsInOrder() {
        let view = makeView()

        for command in Self.commands { command.send(view) }

        #expect(viewModel.calls == [.bind] + Self.commands.flatMap(\.expected))
    }

    @Test("draws the loading line once when a load starts, then the whole list for a new list version")
    func loadThenList() {
        let view = makeView()

        viewModel.publish { $0.isLoading = true }
        viewModel.publish { $0.isLoading = true }
        viewModel.publish {
            $0.isLoading = false
            $0.list = ViewSample.list
            $0.listVersion = 1
            $0.pagesLoaded = 1
        }

        #expect(display.shown == [.loading, .list(ViewSample.list)])
        withExtendedLifetime(view) {}
    }

    @Test("draws only the rows a page added, with the new footer, for a page more in the same list version")
    func morePrintsTheNewRows() {
        let view = makeView()
        viewModel.publish {
            $0.list = ViewSample.list
            $0.listVersion = 1
            $0.pagesLoaded = 1
        }

        viewModel.publish {
            $0.list = ViewSample.longerList
            $0.pagesLoaded = 2
        }

        #expect(display.shown == [.list(ViewSample.list), .more(ViewSample.added, footer: "2 questions")])
        withExtendedLifetime(view) {}
    }

    @Test("draws each new notice and error as one line, and the same words again when they are news again")
    func noticesAndErrors() {
        let view = makeView()

        viewModel.publish { $0.notice = ScreenMessage(text: "Nothing changed.", number: 1) }
        viewModel.publish { $0.error = ScreenMessage(text: "No question 9 on this list.", number: 2) }
        viewModel.publish { $0.notice = ScreenMessage(text: "Nothing changed.", number: 3) }

        #expect(
            display.shown == [
                .notice("Nothing changed."), .error("No question 9 on this list."),
                .notice("Nothing changed."),
            ])
        withExtendedLifetime(view) {}
    }

    @Test("draws nothing for a state with nothing new to draw in it")
    func nothingNew() {
        let view = makeView()
        viewModel.publish {
            $0.list = ViewSample.list
            $0.listVersion = 1
            $0.pagesLoaded = 1
            $0.notice = ScreenMessage(text: "Nothing changed.", number: 1)
        }
        let drawn = display.shown

        viewModel.publish()
        viewModel.publish { $0.hasMore = true }

        #expect(display.shown == drawn)
        withExtendedLifetime(view) {}
    }
}

/// Clean MVVM's question view, alone: it turns each command into exactly one of its view model's inputs,
/// and draws from each published state only what is new since the state it drew last.
@MainActor
@Suite("MVVM question view, alone")
struct MVVMQuestionViewTests {
    typealias Command = CommandCase<MVVMQuestionView, MVVMRecordingQuestionViewModel.Call>

    let viewModel = MVVMRecordingQuestionViewModel()
    let display = RecordingQuestionDisplay()

    nonisolated static let commands: [Command] = [
        Command("appearing", [.loadQuestion]) { $0.viewDidLoad() },
        Command("back", [.goBack]) { $0.goBack() },
        Command("user", [.openUser]) { $0.openUser() },
        Command("the screen above closing", [.redisplay]) { $0.redisplay() },
        Command("a newer command, or Ctrl-C", [.cancelLoad]) { $0.cancelLoad() },
        Command("save", [.saveQuestion]) { $0.saveQuestion() },
        Command("unsave", [.unsaveQuestion]) { $0.unsaveQuestion() },
        Command("saved", [.openSaved]) { $0.openSaved() },
    ]

    private func makeView() -> MVVMQuestionView {
        MVVMQuestionView(viewModel: viewModel, display: display)
    }

    @Test("binds to its view model once when made, and draws nothing of the state before the fetch")
    func bindsOnce() {
        let view = makeView()

        #expect(viewModel.calls == [.bind])
        #expect(display.shown.isEmpty)
        withExtendedLifetime(view) {}
    }

    @Test(
        "sends each command to its view model as exactly the matching input, and draws nothing of its own",
        arguments: MVVMQuestionViewTests.commands)
    func forwards(_ command: Command) {
        let view = makeView()

        command.send(view)

        #expect(viewModel.calls == [.bind] + command.expected)
        #expect(display.shown.isEmpty)
    }

    @Test("sends a run of commands to its view model in the order they came, each once")
    func forwardsInOrder() {
        let view = makeView()

        for command in Self.commands { command.send(view) }

        #expect(viewModel.calls == [.bind] + Self.commands.flatMap(\.expected))
    }

    @Test("draws the loading line once when the fetch starts, then the question when it arrives")
    func loadThenQuestion() {
        let view = makeView()

        viewModel.publish { $0.isLoading = true }
        viewModel.publish { $0.isLoading = true }
        viewModel.publish {
            $0.isLoading = false
            $0.screen = ViewSample.screen
            $0.screenVersion = 1
        }

        #expect(display.shown == [.loading, .screen(ViewSample.screen)])
        withExtendedLifetime(view) {}
    }

    @Test("draws a new marker only with the next screen version, never on its own")
    func markerWaitsForTheNextDraw() {
        let view = makeView()
        viewModel.publish {
            $0.screen = ViewSample.screen
            $0.screenVersion = 1
        }

        viewModel.publish { $0.screen = ViewSample.savedScreen }
        #expect(display.shown == [.screen(ViewSample.screen)])
        viewModel.publish { $0.screenVersion = 2 }

        #expect(display.shown == [.screen(ViewSample.screen), .screen(ViewSample.savedScreen)])
        withExtendedLifetime(view) {}
    }

    @Test("draws each new notice and error as one line, and the same words again when they are news again")
    func noticesAndErrors() {
        let view = makeView()

        viewModel.publish { $0.notice = ScreenMessage(text: "Saved.", number: 1) }
        viewModel.publish { $0.error = ScreenMessage(text: "The question could not be loaded.", number: 2) }
        viewModel.publish { $0.notice = ScreenMessage(text: "Saved.", number: 3) }

        #expect(
            display.shown == [
                .notice("Saved."), .error("The question could not be loaded."), .notice("Saved."),
            ])
        withExtendedLifetime(view) {}
    }

    @Test("draws nothing for a state with nothing new in it")
    func nothingNew() {
        let view = makeView()
        viewModel.publish {
            $0.screen = ViewSample.screen
            $0.screenVersion = 1
            $0.notice = ScreenMessage(text: "Saved.", number: 1)
        }
        let drawn = display.shown

        viewModel.publish()

        #expect(display.shown == drawn)
        withExtendedLifetime(view) {}
    }
}

/// Clean MVVM's user-page view, alone: it turns each command into exactly one of its view model's inputs,
/// and draws from each published state only what is new: the whole page once, then each page's rows.
@MainActor
@Suite("MVVM user view, alone")
struct MVVMUserViewTests {
    typealias Command = CommandCase<MVVMUserView, MVVMRecordingUserViewModel.Call>

    let viewModel = MVVMRecordingUserViewModel()
    let display = RecordingUserDisplay()

    nonisolated static let commands: [Command] = [
        Command("appearing", [.loadPage]) { $0.viewDidLoad() },
        Command("open 2", [.openQuestion(row: 2)]) { $0.openQuestion(atRow: 2) },
        Command("more", [.loadMore]) { $0.loadMore() },
        Command("back", [.goBack]) { $0.goBack() },
        Command("the screen above closing", [.redisplay]) { $0.redisplay() },
        Command("a newer command, or Ctrl-C", [.cancelLoad]) { $0.cancelLoad() },
        Command("save 1", [.saveQuestion(row: 1)]) { $0.saveQuestion(atRow: 1) },
        Command("unsave 1", [.unsaveQuestion(row: 1)]) { $0.unsaveQuestion(atRow: 1) },
        Command("saved", [.openSaved]) { $0.openSaved() },
    ]

    private func makeView() -> MVVMUserView {
        MVVMUserView(viewModel: viewModel, display: display)
    }

    /// Publishes the page's first load, drawn whole.
    private func showFirstPage() {
        viewModel.publish {
            $0.page = ViewSample.page
            $0.pagesLoaded = 1
        }
    }

    @Test("binds to its view model once when made, and draws nothing of the state before the fetch")
    func bindsOnce() {
        let view = makeView()

        #expect(viewModel.calls == [.bind])
        #expect(display.shown.isEmpty)
        withExtendedLifetime(view) {}
    }

    @Test(
        "sends each command to its view model as exactly the matching input, and draws nothing of its own",
        arguments: MVVMUserViewTests.commands)
    func forwards(_ command: Command) {
        let view = makeView()

        command.send(view)

        #expect(viewModel.calls == [.bind] + command.expected)
        #expect(display.shown.isEmpty)
    }

    @Test("sends a run of commands to its view model in the order they came, each once")
    func forwardsInOrder() {
        let view = makeView()

        for command in Self.commands { command.send(view) }

        #expect(viewModel.calls == [.bind] + Self.commands.flatMap(\.expected))
    }

    @Test(
        "draws the loading line once when the fetch starts, then the whole page when the first load arrives")
    func loadThenPage() {
        let view = makeView()

        viewModel.publish { $0.isLoading = true }
        viewModel.publish { $0.isLoading = true }
        viewModel.publish {
            $0.isLoading = false
            $0.page = ViewSample.page
            $0.pagesLoaded = 1
        }

        #expect(display.shown == [.loading, .page(ViewSample.page)])
        withExtendedLifetime(view) {}
    }

    @Test("draws only the questions a page added, with the new footer, for a page more")
    func morePrintsTheNewRows() {
        let view = makeView()
        showFirstPage()

        viewModel.publish {
            $0.page = ViewSample.longerPage
            $0.pagesLoaded = 2
        }

        #expect(display.shown == [.page(ViewSample.page), .more(ViewSample.added, footer: "2 questions")])
        withExtendedLifetime(view) {}
    }

    @Test("draws the whole page again for a new page version, as when the screen above closes")
    func newVersionDrawsWhole() {
        let view = makeView()
        showFirstPage()

        viewModel.publish { $0.pageVersion = 1 }

        #expect(display.shown == [.page(ViewSample.page), .page(ViewSample.page)])
        withExtendedLifetime(view) {}
    }

    @Test("draws each new notice and error as one line, and the same words again when they are news again")
    func noticesAndErrors() {
        let view = makeView()

        viewModel.publish { $0.notice = ScreenMessage(text: "No more questions.", number: 1) }
        viewModel.publish { $0.error = ScreenMessage(text: "The page could not be loaded.", number: 2) }
        viewModel.publish { $0.notice = ScreenMessage(text: "No more questions.", number: 3) }

        #expect(
            display.shown == [
                .notice("No more questions."), .error("The page could not be loaded."),
                .notice("No more questions."),
            ])
        withExtendedLifetime(view) {}
    }

    @Test("draws nothing for a state with nothing new in it")
    func nothingNew() {
        let view = makeView()
        showFirstPage()
        viewModel.publish { $0.notice = ScreenMessage(text: "No more questions.", number: 1) }
        let drawn = display.shown

        viewModel.publish()

        #expect(display.shown == drawn)
        withExtendedLifetime(view) {}
    }
}

/// Clean MVVM's saved-screen view, alone: it turns each command into exactly one of its view model's
/// inputs (`saved` typed here as a redisplay, a cancel as none), and draws from each published state only
/// what is new since the state it drew last; the state it finds at binding is not news.
@MainActor
@Suite("MVVM saved view, alone")
struct MVVMSavedViewTests {
    typealias Command = CommandCase<MVVMSavedView, MVVMRecordingSavedViewModel.Call>

    let viewModel = MVVMRecordingSavedViewModel(state: .init(list: ViewSample.emptyList))
    let display = RecordingListDisplay()

    nonisolated static let commands: [Command] = [
        Command("appearing", [.loadFirstPage]) { $0.viewDidLoad() },
        Command("the screen above closing", [.redisplay]) { $0.redisplay() },
        Command("saved, typed here", [.redisplay]) { $0.openSaved() },
        Command("open 2", [.openQuestion(row: 2)]) { $0.openQuestion(atRow: 2) },
        Command("more", [.loadMore]) { $0.loadMore() },
        Command("save 1", [.saveQuestion(row: 1)]) { $0.saveQuestion(atRow: 1) },
        Command("unsave 1", [.unsaveQuestion(row: 1)]) { $0.unsaveQuestion(atRow: 1) },
        Command("back", [.goBack]) { $0.goBack() },
        Command("a newer command, or Ctrl-C, with nothing loading", []) { $0.cancelLoad() },
    ]

    private func makeView() -> MVVMSavedView {
        MVVMSavedView(viewModel: viewModel, display: display)
    }

    @Test("binds to its view model once when made, and draws nothing of the state it finds, even one read")
    func bindsOnce() {
        viewModel.state.list = ViewSample.list
        viewModel.state.listVersion = 1
        viewModel.state.pagesLoaded = 1

        let view = makeView()

        #expect(viewModel.calls == [.bind])
        #expect(display.shown.isEmpty)
        withExtendedLifetime(view) {}
    }

    @Test(
        "sends each command to its view model as exactly the matching input, and draws nothing of its own",
        arguments: MVVMSavedViewTests.commands)
    func forwards(_ command: Command) {
        let view = makeView()

        command.send(view)

        #expect(viewModel.calls == [.bind] + command.expected)
        #expect(display.shown.isEmpty)
    }

    @Test("sends a run of commands to its view model in the order they came, each once")
    func forwardsInOrder() {
        let view = makeView()

        for command in Self.commands { command.send(view) }

        #expect(viewModel.calls == [.bind] + Self.commands.flatMap(\.expected))
    }

    @Test("draws the whole screen for a new list version")
    func newVersionDrawsWhole() {
        let view = makeView()

        viewModel.publish {
            $0.list = ViewSample.list
            $0.listVersion = 1
            $0.pagesLoaded = 1
        }

        #expect(display.shown == [.list(ViewSample.list)])
        withExtendedLifetime(view) {}
    }

    @Test("draws only the saves a page added, with the new footer, for a page more in the same list version")
    func morePrintsTheNewRows() {
        let view = makeView()
        viewModel.publish {
            $0.list = ViewSample.list
            $0.listVersion = 1
            $0.pagesLoaded = 1
        }

        viewModel.publish {
            $0.list = ViewSample.longerList
            $0.pagesLoaded = 2
        }

        #expect(display.shown == [.list(ViewSample.list), .more(ViewSample.added, footer: "2 questions")])
        withExtendedLifetime(view) {}
    }

    @Test("draws each new notice and error as one line, and the same words again when they are news again")
    func noticesAndErrors() {
        let view = makeView()

        viewModel.publish { $0.notice = ScreenMessage(text: "Removed from your saves.", number: 1) }
        viewModel.publish { $0.error = ScreenMessage(text: "The saves could not be read.", number: 2) }
        viewModel.publish { $0.notice = ScreenMessage(text: "Removed from your saves.", number: 3) }

        #expect(
            display.shown == [
                .notice("Removed from your saves."), .error("The saves could not be read."),
                .notice("Removed from your saves."),
            ])
        withExtendedLifetime(view) {}
    }

    @Test("draws nothing for a state with nothing new in it")
    func nothingNew() {
        let view = makeView()
        viewModel.publish {
            $0.list = ViewSample.list
            $0.listVersion = 1
            $0.pagesLoaded = 1
            $0.notice = ScreenMessage(text: "Removed from your saves.", number: 1)
        }
        let drawn = display.shown

        viewModel.publish()

        #expect(display.shown == drawn)
        withExtendedLifetime(view) {}
    }
}
