import Entities
import Interactors
import Presenters
import TestSupport
import Testing

/// Model 2's actions, tested as a Rails controller test tests an action: a request in, a response out,
/// over a real model with a stub service and saves in memory; no browser, no view, no template checked
/// beyond what the response holds.
@MainActor
@Suite("Model 2 actions", .timeLimit(.minutes(1)))
struct Model2ActionsTests {
    let service = StubQuestionService()
    let store = InMemorySavedQuestions()
    let loads = LoadTracker()
    let query = QuestionQuery(site: "stackoverflow", page: 1, pageSize: 2)
    let model: Model2Model
    let server: Model2FrontController
    /// The request in flight, as a browser holds it: a load holds its owner weakly.
    let latestLoad: LatestLoad

    init() {
        latestLoad = LatestLoad(through: loads)
        model = Model2Model(service: service, saves: .inMemory(store), pageSize: 2)
        server = Model2FrontController(
            model: model, templates: Model2PageTemplates(formatters: ScreenFormatters(now: { Fixtures.now })))
    }

    /// The response to `request`: at once, or once its fetch has ended.
    private func response(to request: Model2Request) async -> Model2Response? {
        switch server.respond(to: request) {
        case .now(let response): return response
        case .later(let deferred):
            var delivered: Model2Response?
            deferred.start(in: latestLoad) { delivered = $0 }
            await loads.waitUntilIdleOrFail()
            return delivered
        }
    }

    /// The list of two pages, kept in the model as a page's first load and `more` keep it.
    private func twoPagesShown() async -> Model2Location {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        service.willReturn(Fixtures.page([3, 4], hasMore: false))
        _ = await response(to: .get(.list(query, pages: 0), .link))
        _ = await response(to: .more(.list(query, pages: 1)))
        return .list(query, pages: 2)
    }

    /// Guards the marks read in the history's answer: Model 2 has no observer, so a page shown again
    /// reads them afresh.
    @Test(
        "answers the history's request with the marks as they are now, saved since the page was first shown")
    func historyReadsTheMarksAfresh() async {
        let location = await twoPagesShown()
        _ = model.saves.save(Fixtures.question(id: 3))

        guard case .now(.page(let page)) = server.respond(to: .get(location, .history)),
            case .list(let shown, _) = page.body
        else {
            Issue.record("not answered at once with a list page")
            return
        }

        #expect(shown.rows.map { $0.stats.endsWithSavedMarker } == [false, false, true, false])
    }

    @Test("answers a link to the list with page 1, at the location of one page, and keeps it")
    func firstPage() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))

        guard case .page(let page)? = await response(to: .get(.list(query, pages: 0), .link)) else {
            Issue.record("no page")
            return
        }

        #expect(page.location == .list(query, pages: 1))
        #expect(page.questions.map(\.id) == [1, 2])
        #expect(model.list(at: page.location) != nil)
    }

    @Test("answers the history's request for the list at once from the cache, sending no request")
    func historyFromTheCache() async {
        let location = await twoPagesShown()
        let requests = service.calls.count

        guard case .now(.page(let page)) = server.respond(to: .get(location, .history)) else {
            Issue.record("not answered at once with a page")
            return
        }

        #expect(page.questions.map(\.id) == [1, 2, 3, 4])
        #expect(service.calls.count == requests)
    }

    @Test("answers the history's request for a list never loaded at once with the empty list")
    func historyOfAListNeverLoaded() {
        guard case .now(.page(let page)) = server.respond(to: .get(.list(query, pages: 0), .history)) else {
            Issue.record("not answered at once with a page")
            return
        }

        #expect(page.questions.isEmpty)
        #expect(service.calls.isEmpty)
    }

    @Test("answers more with the next page's rows, numbered on, and the location one page further")
    func more() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        _ = await response(to: .get(.list(query, pages: 0), .link))
        service.willReturn(Fixtures.page([3], hasMore: false))

        guard case .rows(let rows)? = await response(to: .more(.list(query, pages: 1))) else {
            Issue.record("no rows")
            return
        }

        #expect(rows.location == .list(query, pages: 2))
        #expect(rows.questions.map(\.id) == [3])
        #expect(rows.rows.map(\.number) == [3])
    }

    @Test("answers more at once with a notice when every page is loaded")
    func noMore() async {
        let location = await twoPagesShown()

        guard case .now(.flash(let flash)) = server.respond(to: .more(location)) else {
            Issue.record("not answered at once with a flash")
            return
        }

        #expect(flash == .notice(ListText.noMoreQuestions))
    }

    @Test("answers a failed tag with an alert naming the command that tries it again, keeping nothing new")
    func failedForm() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        _ = await response(to: .get(.list(query, pages: 0), .link))
        service.willFailList(with: .timedOut(seconds: 10))

        let response = await response(to: .get(.list(query, pages: 1), .form(.tag("swift"))))

        #expect(
            response == .flash(.alert(ErrorText.listFailed(.timedOut(seconds: 10), retrying: .tag("swift")))))
        #expect(model.keptCount == 1)
    }

    @Test("answers a tag with page 1 of the tagged query, at its own location")
    func tag() async {
        service.willReturn(Fixtures.page([1, 2], hasMore: true))
        _ = await response(to: .get(.list(query, pages: 0), .link))
        service.willReturn(Fixtures.page([5]))
        var tagged = query
        tagged.tag = "swift"

        guard case .page(let page)? = await response(to: .get(.list(query, pages: 1), .form(.tag("swift"))))
        else {
            Issue.record("no page")
            return
        }

        #expect(page.location == .list(tagged, pages: 1))
        #expect(service.queries.last?.tag == "swift")
    }

    @Test("answers refresh with page 1 fetched past the cache, compared with the list the location shows")
    func refresh() async {
        let location = await twoPagesShown()
        service.willReturn(Fixtures.page([9, 1]))

        guard case .page(let page)? = await response(to: .refresh(location)),
            case .list(_, let notice?) = page.body
        else {
            Issue.record("no page with a summary")
            return
        }

        #expect(page.location == .list(query, pages: 1))
        #expect(service.calls.last == .questions(query, .reload))
        #expect(notice.contains("1 new"))
    }

    /// Guards `respond` running only for a load not cancelled: a stopped fetch leaves the cache as it was.
    @Test("keeps nothing of a fetch stopped before it arrived")
    func stoppedFetch() async {
        let held = HeldQuestionService()
        let model = Model2Model(service: held, saves: .inMemory(), pageSize: 2)
        let server = Model2FrontController(
            model: model, templates: Model2PageTemplates(formatters: ScreenFormatters(now: { Fixtures.now })))
        guard case .later(let deferred) = server.respond(to: .get(.list(query, pages: 0), .link)) else {
            Issue.record("answered without a fetch")
            return
        }
        var delivered = false
        deferred.start(in: latestLoad) { _ in delivered = true }
        await held.waitForCalls(1)

        latestLoad.cancel()
        held.answerEveryHeldCall(with: .page(Fixtures.page([1, 2])))
        await loads.waitUntilIdleOrFail()

        #expect(!delivered)
        #expect(model.keptCount == 0)
    }

    @Test("answers a save's POST at once with its answer as a notice, the save made")
    func save() {
        let answer = server.respond(to: .save(Fixtures.question(id: 3)))

        guard case .now(.flash(let flash)) = answer else {
            Issue.record("not a flash at once")
            return
        }
        #expect(flash == .notice(SaveText.answer(to: .saved)))
        #expect(model.saves.isSaved(3))
    }

    @Test("answers a removal from the saved page with its answer, then sends the browser back, one fewer")
    func unsaveFromTheSavedPage() {
        _ = model.saves.save(Fixtures.question(id: 3))
        _ = model.saves.save(Fixtures.question(id: 4))

        let answer = server.respond(to: .unsave(Fixtures.question(id: 3), returningTo: .saved(count: 2)))

        guard case .now(.redirect(let flash, let next)) = answer else {
            Issue.record("no redirect")
            return
        }
        #expect(flash == .notice(SaveText.answer(to: .removed)))
        #expect(next == .get(.saved(count: 1), .history))
    }

    @Test("answers a removal from elsewhere, or of a question not saved, with a flash alone")
    func unsaveElsewhere() {
        guard
            case .now(.flash(let flash)) = server.respond(
                to: .unsave(Fixtures.question(id: 3), returningTo: .saved(count: 1)))
        else {
            Issue.record("not a flash at once")
            return
        }

        #expect(flash == .notice(SaveText.answer(to: .notSaved)))
    }

    @Test("answers the saved page with the saves, most recent first, at the location of how many it shows")
    func savedPage() {
        _ = model.saves.save(Fixtures.question(id: 3))
        _ = model.saves.save(Fixtures.question(id: 4))

        guard case .now(.page(let page)) = server.respond(to: .get(.saved(count: 0), .link)) else {
            Issue.record("not a page at once")
            return
        }

        #expect(page.questions.map(\.id) == [4, 3])
        #expect(page.location == .saved(count: 2))
    }

    @Test("answers a request no action serves with the not-found alert, asking nothing of the model")
    func notFound() {
        guard
            case .now(.flash(let flash)) = server.respond(to: .more(.question(id: 1, site: "stackoverflow")))
        else {
            Issue.record("not a flash at once")
            return
        }

        #expect(flash == Model2FrontController.notFound)
        #expect(service.calls.isEmpty)
        #expect(store.calls.isEmpty)
    }

    @Test("answers the history's request for a question it keeps at once, and one it does not by fetching")
    func questionFromTheHistory() async {
        service.willReturn(Fixtures.question(id: 5), answers: [])
        let location = Model2Location.question(id: 5, site: "stackoverflow")

        guard case .later = server.respond(to: .get(location, .history)) else {
            Issue.record("a question not kept was answered without a fetch")
            return
        }
        _ = await response(to: .get(location, .link))
        guard case .now(.page(let page)) = server.respond(to: .get(location, .history)) else {
            Issue.record("a kept question was fetched again")
            return
        }

        #expect(page.questions.map(\.id) == [5])
    }
}
