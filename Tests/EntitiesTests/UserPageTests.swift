import Entities
import TestSupport
import Testing

@Suite("A user's page")
struct UserPageTests {
    let profile = UserProfile(id: 7, displayName: "Ana", reputation: 10)
    let query = UserQuestionsQuery(userID: 7, site: "stackoverflow", pageSize: 2)

    @Test("holds the first page's questions, whether there is more, and the quota")
    func firstPage() {
        let page = UserPage(
            profile: profile, firstPage: Fixtures.page([1, 2], hasMore: true, quotaRemaining: 50), of: query)

        #expect(page.questions.map(\.id) == [1, 2])
        #expect(page.hasMore)
        #expect(page.quotaRemaining == 50)
        #expect(page.nextPageQuery == query.nextPage)
    }

    /// Guards the `.min()` of the two counts in `init(profile:firstPage:of:)`: the profile's and the
    /// first page's answers race, so taking either one alone shows a count that depends on which came last.
    @Test(
        "shows the lower quota of the profile's answer and the first page's, whichever came last",
        arguments: [(51, 50), (50, 51)])
    func lowerQuotaOfTheTwo(profileQuota: Int, pageQuota: Int) {
        var counted = profile
        counted.quotaRemaining = profileQuota

        let page = UserPage(
            profile: counted, firstPage: Fixtures.page([1], hasMore: true, quotaRemaining: pageQuota),
            of: query)

        #expect(page.quotaRemaining == 50)
    }

    @Test("appends the next page, leaving out questions already listed, and returns only the new ones")
    func appendsWithoutDuplicates() {
        var page = UserPage(profile: profile, firstPage: Fixtures.page([1, 2], hasMore: true), of: query)

        let added = page.appendNextPage(Fixtures.page([2, 3], hasMore: false))

        #expect(added.map(\.id) == [3])
        #expect(page.questions.map(\.id) == [1, 2, 3])
        #expect(!page.hasMore)
        #expect(page.query == query.nextPage)
    }

    @Test("keeps the quota it knew when a page says nothing of it")
    func keepsTheQuota() {
        var page = UserPage(
            profile: profile, firstPage: Fixtures.page([1], hasMore: true, quotaRemaining: 50), of: query)

        page.appendNextPage(Fixtures.page([2]))

        #expect(page.quotaRemaining == 50)
    }

    /// Guards the comparison before `number - 1` in `question(atRow:)`: subtracting first overflows.
    @Test("finds rows from 1 to the last, and nothing outside them", arguments: [Int.min, -1, 0, 3, Int.max])
    func rowsOutside(number: Int) {
        let page = UserPage(profile: profile, firstPage: Fixtures.page([1, 2]), of: query)

        #expect(page.question(atRow: number) == nil)
        #expect(page.question(atRow: 1)?.id == 1)
        #expect(page.question(atRow: 2)?.id == 2)
    }
}
