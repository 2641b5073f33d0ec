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

    @Test("replaces everything with a first page")
    func replaces() {
        var list = QuestionList(query: query)
        list.appendNextPage(Fixtures.page([1, 2], hasMore: true))

        list.replace(with: Fixtures.page([7], hasMore: false, quotaRemaining: 50))

        #expect(list.questions.map(\.id) == [7])
        #expect(list.query.page == 1)
        #expect(!list.hasMore)
        #expect(list.quotaRemaining == 50)
    }

    @Test("appends the next page, returns only the new questions, and moves on a page")
    func appends() {
        var list = QuestionList(query: query)
        list.replace(with: Fixtures.page([1, 2], hasMore: true))

        let added = list.appendNextPage(Fixtures.page([2, 3], hasMore: false))

        #expect(added.map(\.id) == [3])
        #expect(list.questions.map(\.id) == [1, 2, 3])
        #expect(list.query.page == 2)
        #expect(list.nextPageQuery.page == 3)
        #expect(!list.hasMore)
    }

    @Test("keeps the last known quota when a page does not report one")
    func keepsQuota() {
        var list = QuestionList(query: query)
        list.replace(with: Fixtures.page([1], hasMore: true, quotaRemaining: 80))

        list.appendNextPage(Fixtures.page([2]))

        #expect(list.quotaRemaining == 80)
    }

    @Test("starts a new, empty list from page 1 when filtered or sorted")
    func startsOver() {
        var list = QuestionList(query: query)
        list.replace(with: Fixtures.page([1, 2], hasMore: true))
        list.appendNextPage(Fixtures.page([3], hasMore: true))

        list.filter(byTag: "git")
        #expect(list.questions.isEmpty)
        #expect(list.firstPageQuery == QuestionQuery(site: "stackoverflow", tag: "git", page: 1, pageSize: 2))

        list.sort(by: .votes)
        #expect(
            list.firstPageQuery == QuestionQuery(site: "stackoverflow", sort: .votes, tag: "git", pageSize: 2)
        )
        #expect(!list.hasMore)
    }

    @Test("finds a question by its index, and nothing outside the list")
    func findsByIndex() {
        var list = QuestionList(query: query)
        list.replace(with: Fixtures.page([5, 6]))

        #expect(list.question(at: 1)?.id == 6)
        #expect(list.question(at: 2) == nil)
        #expect(list.question(at: -1) == nil)
    }
}
