import Entities
import TestSupport
import Testing

@Suite("Question list")
struct QuestionListTests {
    let query = QuestionQuery(site: "stackoverflow", sort: .activity, tag: nil, page: 1, pageSize: 2)

    @Test("starts empty, asking for page 1")
    func startsEmpty() {
        let list = QuestionList(query: QuestionQuery(page: 4))

        #expect(list.questions.isEmpty)
        #expect(!list.hasMore)
        #expect(list.firstPageQuery.page == 1)
        #expect(list.nextPageQuery.page == 2)
    }

    @Test("replaces everything with page 1 of the query it was loaded for")
    func replaces() {
        var list = QuestionList(query: query)
        list.replace(with: Fixtures.page([1, 2], hasMore: true), for: query)
        list.appendNextPage(Fixtures.page([3], hasMore: true))
        var tagged = query
        tagged.tag = "git"

        list.replace(with: Fixtures.page([7], hasMore: false, quotaRemaining: 50), for: tagged)

        #expect(list.questions.map(\.id) == [7])
        #expect(list.query == tagged)
        #expect(!list.hasMore)
        #expect(list.quotaRemaining == 50)
    }

    @Test("appends the next page, returns only the new questions, and moves on a page")
    func appends() {
        var list = QuestionList(query: query)
        list.replace(with: Fixtures.page([1, 2], hasMore: true), for: query)

        let added = list.appendNextPage(Fixtures.page([2, 3], hasMore: false))

        #expect(added.map(\.id) == [3])
        #expect(list.questions.map(\.id) == [1, 2, 3])
        #expect(list.query.page == 2)
        #expect(list.nextPageQuery.page == 3)
        #expect(list.firstPageQuery.page == 1)
        #expect(!list.hasMore)
    }

    @Test("keeps the last known quota when a page does not report one")
    func keepsQuota() {
        var list = QuestionList(query: query)
        list.replace(with: Fixtures.page([1], hasMore: true, quotaRemaining: 80), for: query)

        list.appendNextPage(Fixtures.page([2]))

        #expect(list.quotaRemaining == 80)
    }

    @Test("keeps the last known quota when a refreshed page 1 does not report one")
    func refreshKeepsQuota() {
        var list = QuestionList(query: query)
        list.replace(with: Fixtures.page([1], hasMore: true, quotaRemaining: 80), for: query)

        list.replace(with: Fixtures.page([1, 2]), for: query)

        #expect(list.quotaRemaining == 80)
    }

    @Test(
        "finds a question by its row number, and nothing outside the list, even at the integer limits",
        arguments: [(1, 5), (2, 6), (0, nil), (3, nil), (-1, nil), (Int.min, nil), (Int.max, nil)]
            as [(Int, Int?)])
    func findsByRow(number: Int, id: Int?) {
        var list = QuestionList(query: query)
        list.replace(with: Fixtures.page([5, 6]), for: query)

        #expect(list.question(atRow: number)?.id == id)
    }

    @Test("asks for page 1 of another tag or order, keeping the rest of the query")
    func firstPageQueries() {
        var list = QuestionList(query: QuestionQuery(site: "unix", sort: .votes, tag: "bash", pageSize: 10))
        list.appendNextPage(Fixtures.page([1], hasMore: true))

        #expect(
            list.firstPageQuery(tag: "zsh")
                == QuestionQuery(site: "unix", sort: .votes, tag: "zsh", page: 1, pageSize: 10))
        #expect(
            list.firstPageQuery(sort: .creation)
                == QuestionQuery(site: "unix", sort: .creation, tag: "bash", page: 1, pageSize: 10))
        #expect(list.firstPageQuery(tag: nil).tag == nil)
    }
}
