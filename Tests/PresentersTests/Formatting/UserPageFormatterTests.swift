import Entities
import Foundation
import Presenters
import TestSupport
import Testing

@Suite("User's page formatter")
struct UserPageFormatterTests {
    let formatter = UserPageFormatter(now: { Fixtures.now })
    let rows = QuestionRowFormatter(now: { Fixtures.now })
    let query = UserQuestionsQuery(userID: 7, site: "stackoverflow", pageSize: 2)

    private func page(
        _ profile: UserProfile = UserProfile(id: 7, displayName: "Ana", reputation: 12_345),
        _ first: QuestionPage = Fixtures.page([1, 2], hasMore: true)
    ) -> UserPage {
        UserPage(profile: profile, firstPage: first, of: query)
    }

    @Test("writes the user's name, reputation and link, then their questions numbered by votes")
    func wholePage() {
        let profile = UserProfile(
            id: 7, displayName: "Ana", reputation: 12_345, link: "https://stackoverflow.com/users/7/ana")

        let display = formatter.display(of: page(profile))

        #expect(display.name == "Ana")
        #expect(display.details == "12,345 reputation")
        #expect(display.link == "https://stackoverflow.com/users/7/ana")
        #expect(display.heading == "Questions by votes")
        #expect(
            display.rows
                == rows.rows(for: [Fixtures.question(id: 1), Fixtures.question(id: 2)], sort: .votes))
        #expect(display.footer == "2 questions shown · type 'more' for the next page")
    }

    @Test("formats one question's row alone as the whole page formats it, saved marker included, or none")
    func oneRow() {
        let page = page()

        #expect(formatter.row(2, of: page, saved: [2]) == formatter.display(of: page, saved: [2]).rows[1])
        #expect(formatter.row(3, of: page) == nil)
        #expect(formatter.row(0, of: page) == nil)
    }

    @Test("says since when the user is a member, as a date, when the API gives it")
    func memberSince() {
        let joined = Date(timeIntervalSince1970: 1_411_510_121)
        let profile = UserProfile(id: 7, displayName: "Ana", reputation: 1, creationDate: joined)

        #expect(formatter.display(of: page(profile)).details == "1 reputation · member since Sep 23, 2014")
    }

    @Test("makes the name and the link safe for a terminal")
    func untrustedText() {
        let profile = UserProfile(
            id: 7, displayName: "A\u{1B}[31mna\nB", reputation: 1, link: "https://x\u{7}/u/7")

        let display = formatter.display(of: page(profile))

        #expect(!display.name.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(display.link?.unicodeScalars.contains { $0.properties.generalCategory == .control } == false)
    }

    @Test("says the user has asked nothing when they have no questions")
    func noQuestions() {
        let display = formatter.display(
            of: page(UserProfile(id: 7, displayName: "Ana", reputation: 1), Fixtures.page([])))

        #expect(display.rows.isEmpty)
        #expect(display.footer == "No questions by Ana.")
    }

    @Test("numbers the rows a next page adds after those shown, and writes the new footer")
    func appended() {
        var page = page()
        let added = page.appendNextPage(Fixtures.page([3], hasMore: false))

        let (rows, footer) = formatter.appended(added, to: page)

        #expect(rows.map(\.number) == [3])
        #expect(footer == "All 3 questions shown")
    }
}

@Suite("Where 'user' leads")
struct AskerPageTests {
    @Test("leads to the asker's page when their account exists")
    func accountExists() {
        #expect(AskerPage(asker: User(displayName: "Ana", userID: 7)) == .user(id: 7))
    }

    @Test("says the asker is known once the question is shown, while none is")
    func noQuestionShown() {
        #expect(AskerPage(asker: nil) == .none(reason: UserText.askerUnknown))
    }

    @Test("says a deleted account has no page, naming it")
    func deletedAccount() {
        #expect(
            AskerPage(asker: User(displayName: "user4187733"))
                == .none(reason: "user4187733 has no page: the account no longer exists."))
    }

    @Test("says how to try a failed page again, or that trying again cannot help")
    func pageFailed() {
        #expect(
            UserText.pageFailed(.http(status: 503))
                == "Couldn't load the user's page: the server answered HTTP 503. Type 'back', then 'user' to try again."
        )
        #expect(
            UserText.pageFailed(.userNotFound(id: 7))
                == "Couldn't load the user's page: user 7 does not exist; the account may have been deleted."
                + " Type 'back' for the question.")
        #expect(UserText.pageFailed(.backoff(seconds: 9)).hasSuffix("Type 'back', then 'user' again in 9 s."))
    }
}
