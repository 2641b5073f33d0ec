import Testing

@testable import PatternMetrics

@Suite("A reading path")
struct ReadingPathTests {
    /// A small app: a read loop, MVP's list and user views (both answer `openQuestion(atRow:)`), the list
    /// presenter behind a protocol, a shared formatter, an entity, and a service with two implementations.
    let files = [
        file(
            "QuestionsApp/Session.swift",
            "/// The read loop.\nfinal class Session { let list: ListScreen; let page: UserScreen }"
        ),
        file(
            "TextFront/Navigation/Screens.swift",
            "/// A screen.\nprotocol ListScreen { func openQuestion(atRow number: Int) }\n"
                + "protocol UserScreen { func openQuestion(atRow number: Int) }"),
        file(
            "TextFront/MVP/MVPListView.swift",
            "/// MVP's list view.\nfinal class MVPListView: ListScreen {\n    let presenter: ListPresenting\n"
                + "    func openQuestion(atRow number: Int) { presenter.openQuestion(atRow: number) }\n}"),
        file(
            "TextFront/MVP/MVPUserView.swift",
            "/// MVP's user view.\nfinal class MVPUserView: UserScreen {\n"
                + "    func openQuestion(atRow number: Int) {}\n}"),
        file(
            "Presenters/MVP/ListPresenting.swift",
            "/// What the list view sends.\nprotocol ListPresenting { func openQuestion(atRow number: Int) }"),
        file(
            "Presenters/MVP/MVPListPresenter.swift",
            "/// MVP's list presenter.\nfinal class MVPListPresenter: ListPresenting {\n"
                + "    let service: QuestionService\n"
                + "    func openQuestion(atRow number: Int) { ListFormatter.row(Question()) }\n}"),
        file("Presenters/Formatting/ListFormatter.swift", "/// Formats rows.\nstruct ListFormatter {}"),
        file("Presenters/VIPER/ListRouter.swift", "/// VIPER's.\nfinal class ListRouter: ListPresenting {}"),
        file("Entities/Question.swift", "/// A question.\nstruct Question {}"),
        file(
            "Entities/QuestionService.swift",
            "/// Fetches questions.\nprotocol QuestionService { func question(id: Int) }"),
        file(
            "WebService/OfflineService.swift",
            "/// Offline.\nstruct OfflineService: QuestionService { func question(id: Int) {} }"),
        file(
            "WebService/LiveService.swift",
            "/// Live.\nstruct LiveService: QuestionService { func question(id: Int) {} }"),
    ]

    let trace = [
        "trace  mvp    terminal    → view         openQuestion(atRow: 3)",
        "trace  mvp      view        → presenter    openQuestion(atRow: 3)",
        "trace  mvp        presenter   → service      question(id: 97000368)",
        "trace  mvp        presenter   ⇠ service      question 97000368",
    ]

    static func file(_ path: String, _ text: String) -> ReadingPath.File {
        let module = String(path.prefix { $0 != "/" })
        return ReadingPath.File(
            path: "Sources/\(path)", module: module,
            owner: Owner(relativePath: String(path.dropFirst(module.count + 1))),
            text: text)
    }

    func path() throws -> ReadingPath {
        ReadingPath(
            pattern: .mvp, trace: try trace.map { try TraceLine(parsing: $0, catalog: .questions) },
            files: files,
            startTypes: ["Session"])
    }

    @Test("follows the trace from the read loop, the protocol a caller holds before the type that answers it")
    func followsTheTrace() throws {
        #expect(
            try path().stops.map(\.path) == [
                "Sources/QuestionsApp/Session.swift", "Sources/TextFront/Navigation/Screens.swift",
                "Sources/TextFront/MVP/MVPListView.swift", "Sources/Presenters/MVP/ListPresenting.swift",
                "Sources/Presenters/MVP/MVPListPresenter.swift",
                "Sources/Presenters/Formatting/ListFormatter.swift",
                "Sources/Entities/QuestionService.swift",
            ])
    }

    /// Guards the screen rule in `Index.files(answering:calledFrom:lastIn:screen:)`: both views answer
    /// `openQuestion(atRow:)`, and the command is typed on the list.
    @Test("takes the list's view for the terminal's first call, where the user's page answers it too")
    func theListIsOnTop() throws {
        let views = try path().stops.map(\.path).filter { $0.hasPrefix("Sources/TextFront/MVP/") }

        #expect(views == ["Sources/TextFront/MVP/MVPListView.swift"])
    }

    /// Guards `protocols(refining:)` in the choice among screens: MVVM's question views are
    /// `MVVMQuestionScreen`s, a protocol that refines `QuestionScreen`.
    @Test("takes the list's view when it is a list screen through a protocol that refines ListScreen")
    func theListIsOnTopThroughARefinement() throws {
        var files = files
        files[1] = Self.file(
            "TextFront/Navigation/Screens.swift",
            "/// A screen.\nprotocol ListScreen { func openQuestion(atRow number: Int) }\n"
                + "protocol UserScreen { func openQuestion(atRow number: Int) }\n"
                + "protocol MVPListScreen: ListScreen {}")
        files[2] = Self.file(
            "TextFront/MVP/MVPListView.swift",
            "/// MVP's list view.\nfinal class MVPListView: MVPListScreen {\n    let presenter: ListPresenting\n"
                + "    func openQuestion(atRow number: Int) { presenter.openQuestion(atRow: number) }\n}")
        let path = ReadingPath(
            pattern: .mvp, trace: try trace.map { try TraceLine(parsing: $0, catalog: .questions) },
            files: files, startTypes: ["Session"])

        let views = path.stops.map(\.path).filter { $0.hasPrefix("Sources/TextFront/MVP/") }

        #expect(views == ["Sources/TextFront/MVP/MVPListView.swift"])
    }

    @Test(
        "brings the shared formatter a called function mentions, but neither an entity nor another pattern's")
    func mentions() throws {
        let stops = try path().stops
        let formatter = stops.first { $0.path.hasSuffix("ListFormatter.swift") }

        #expect(
            formatter?.reason
                == .mention(type: "ListFormatter", by: "Sources/Presenters/MVP/MVPListPresenter.swift"))
        #expect(
            !stops.contains { $0.path.hasSuffix("Question.swift") || $0.path.hasSuffix("ListRouter.swift") })
    }

    @Test("lists only the protocol of a service that two shared types implement")
    func serviceProtocol() throws {
        let stops = try path().stops

        #expect(stops.last?.path == "Sources/Entities/QuestionService.swift")
        #expect(!stops.contains { $0.path.hasPrefix("Sources/WebService") })
    }

    @Test("keeps the pattern's own files apart from the shared ones, each with its purpose")
    func ownAndShared() throws {
        let path = try path()

        #expect(
            path.own.map(\.purpose) == [
                "MVP's list view.", "What the list view sends.", "MVP's list presenter.",
            ])
        #expect(path.shared.count == 4)
    }

    @Test("follows a message to the function that switches over it, then to the helper of its name")
    func messages() throws {
        let files = [
            Self.file("QuestionsApp/Session.swift", "/// The read loop.\nfinal class Session {}"),
            Self.file(
                "Presenters/Redux/ReduxAction.swift",
                "/// The actions.\nenum ReduxAction {\n    case openQuestion(row: Int)\n}"),
            Self.file(
                "Presenters/Redux/ReduxReducer.swift",
                "/// The reducer.\nstruct ReduxReducer {\n    func reduce(_ action: ReduxAction) {\n"
                    + "        switch action {\n        case .openQuestion(let row): openQuestion(atRow: row, in: 1)\n"
                    + "        }\n    }\n}"),
            Self.file(
                "Presenters/Redux/ReduxReducer+Path.swift",
                "// The path.\nextension ReduxReducer {\n    func openQuestion(atRow row: Int, in state: Int) {}\n}"
            ),
            Self.file(
                "Presenters/Redux/ReduxReducer+User.swift",
                "// The user.\nextension ReduxReducer {\n"
                    + "    func openQuestion(atRow row: Int, ofUser user: Int, in state: Int) {}\n}"),
        ]
        let line = try TraceLine(
            parsing: "trace  redux    store       → reducer      openQuestion(row: 3)", catalog: .questions)

        let path = ReadingPath(pattern: .redux, trace: [line], files: files, startTypes: ["Session"])

        #expect(
            path.stops.map(\.path).dropFirst() == [
                "Sources/Presenters/Redux/ReduxAction.swift", "Sources/Presenters/Redux/ReduxReducer.swift",
                "Sources/Presenters/Redux/ReduxReducer+Path.swift",
            ])
    }

    @Test("reads a message's name and labels, `_` for an argument summarised without one")
    func signatures() {
        #expect(TraceMessage.signature(of: "openQuestion(atRow: 3)") == ("openQuestion", ["atRow"]))
        #expect(TraceMessage.signature(of: "show(30 rows)") == ("show", ["_"]))
        #expect(TraceMessage.signature(of: "viewDidLoad()") == ("viewDidLoad", []))
        #expect(TraceMessage.signature(of: "present") == ("present", []))
        #expect(TraceMessage.labels(["id"], fit: ["id", "site"]))
        #expect(!TraceMessage.labels(["row"], fit: ["atRow", "in"]))
    }

    @Test("writes a block with the path's count, each own file on a line of its own, then the shared")
    func block() throws {
        let markdown = ReadingPathBlock(command: "open 3", path: try path(), tests: []).markdown

        #expect(markdown.contains("passes through 7 files, numbered below in the order it reaches them"))
        #expect(markdown.contains("\n- 3. `Sources/TextFront/MVP/MVPListView.swift`: MVP's list view.\n"))
        #expect(markdown.contains("\nShared: 1. `Sources/QuestionsApp/Session.swift`; "))
    }

    @Test("lists the pattern's test files with the title of each one's suite")
    func tests() throws {
        let tests = [
            ReadingPathBlock.TestFile(
                path: "Tests/PresentersTests/MVP/MVPListPresenterTests.swift",
                text: "@Suite(\"MVP's list presenter\")\nstruct MVPListPresenterTests {}"),
            ReadingPathBlock.TestFile(path: "Tests/TextFrontTests/MVP/MVPListViewTests.swift", text: ""),
        ]

        let markdown = ReadingPathBlock(command: "open 3", path: try path(), tests: tests).markdown

        #expect(
            markdown.hasSuffix(
                "MVP's tests: `Tests/PresentersTests/MVP/MVPListPresenterTests.swift` (MVP's list presenter);"
                    + " `Tests/TextFrontTests/MVP/MVPListViewTests.swift`."))
    }

    @Test("replaces what lies between an article's markers, and nothing else")
    func embeds() {
        let article = "# MVP\n\n\(ReadingPathBlock.begins)\nold\n\(ReadingPathBlock.ends)\n\nAfter.\n"

        #expect(
            ReadingPathBlock.embedding("new", in: article)
                == "# MVP\n\n\(ReadingPathBlock.begins)\nnew\n\(ReadingPathBlock.ends)\n\nAfter.\n")
        #expect(ReadingPathBlock.embedding("new", in: "# MVP\n\nNo markers.\n") == nil)
    }

    @Test("fills an article whose markers have nothing between them yet")
    func embedsBetweenAdjacentMarkers() {
        let article = "# MVP\n\(ReadingPathBlock.begins)\n\(ReadingPathBlock.ends)\n"

        #expect(
            ReadingPathBlock.embedding("new", in: article)
                == "# MVP\n\(ReadingPathBlock.begins)\nnew\n\(ReadingPathBlock.ends)\n")
    }
}
