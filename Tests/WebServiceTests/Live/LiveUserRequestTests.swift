import Entities
import Foundation
import Testing
import WebService

/// The requests of a user's page and of a link to an answer, sent over loopback, and what comes back.
@Suite("Live service: users and answers")
struct LiveUserRequestTests {
    @Test("asks for a user by id on the site, and for their questions by votes, paged")
    func userRequests() async throws {
        let harness = try LiveServiceHarness.fakeAPI(key: "k3y")

        _ = try await harness.service.user(id: 7_238_659, site: "stackoverflow")
        _ = try await harness.service.questions(
            of: UserQuestionsQuery(userID: 7_238_659, site: "stackoverflow", page: 2, pageSize: 3))

        #expect(
            harness.targets == [
                "/2.3/users/7238659?site=stackoverflow&key=k3y",
                "/2.3/users/7238659/questions?site=stackoverflow&sort=votes&order=desc&page=2&pagesize=3&key=k3y",
            ])
    }

    @Test("asks for an answer by id, and gives the question it answers")
    func answerRequest() async throws {
        let harness = try LiveServiceHarness.fakeAPI()

        let questionID = try await harness.service.questionID(ofAnswer: 97_100_258, site: "stackoverflow")

        #expect(questionID == 97_000_368)
        #expect(harness.targets == ["/2.3/answers/97100258?site=stackoverflow"])
    }

    @Test("shows through the fake API the user and the questions the offline data set shows")
    func sameAsOffline() async throws {
        let harness = try LiveServiceHarness.fakeAPI()
        let offline = OfflineQuestionService()
        let query = UserQuestionsQuery(userID: 7_238_659, site: "stackoverflow", pageSize: 3)

        var liveUser = try await harness.service.user(id: 7_238_659, site: "stackoverflow")
        liveUser.quotaRemaining = nil
        let offlineUser = try await offline.user(id: 7_238_659, site: "stackoverflow")
        let livePage = try await harness.service.questions(of: query)
        let offlinePage = try await offline.questions(of: query)

        #expect(liveUser == offlineUser)
        #expect(livePage.questions.map(\.id) == offlinePage.questions.map(\.id))
        #expect(livePage.hasMore == offlinePage.hasMore)
    }

    @Test("reads a user's creation date as the day they joined, and decodes their name")
    func decodesAUser() async throws {
        let body = #"""
            {"items":[{"user_id":5,"user_type":"registered","display_name":"Ana &amp; Bo","reputation":1234,
            "creation_date":1500000000,"link":"https://stackoverflow.com/users/5/ana"}],"has_more":false}
            """#
        let harness = try LiveServiceHarness { _ in Canned.json(200, body) }

        let user = try await harness.service.user(id: 5, site: "stackoverflow")

        #expect(
            user
                == UserProfile(
                    id: 5, displayName: "Ana & Bo", reputation: 1234,
                    creationDate: Date(timeIntervalSince1970: 1_500_000_000),
                    link: "https://stackoverflow.com/users/5/ana"))
    }

    /// Guards `user.quotaRemaining = quota.remaining` in `user(id:site:)`: without it a user's page
    /// shows the count of its questions' answer alone, which may have come before the profile's.
    @Test("tells the quota left as its answer reported it")
    func tellsTheQuota() async throws {
        let body =
            #"{"items":[{"user_id":5,"display_name":"Ana","reputation":1}],"has_more":false,"quota_remaining":42}"#
        let harness = try LiveServiceHarness { _ in Canned.json(200, body) }

        let user = try await harness.service.user(id: 5, site: "stackoverflow")

        #expect(user.quotaRemaining == 42)
    }

    @Test(
        "says a user does not exist when the API lists none, or one that no longer exists",
        arguments: [
            #"{"items":[],"has_more":false}"#,
            #"{"items":[{"user_id":5,"user_type":"does_not_exist","display_name":"user5"}],"has_more":false}"#,
        ])
    func missingUser(body: String) async throws {
        let harness = try LiveServiceHarness { _ in Canned.json(200, body) }

        await #expect(throws: ServiceError.userNotFound(id: 5)) {
            try await harness.service.user(id: 5, site: "stackoverflow")
        }
    }

    @Test("says an answer does not exist when the API lists none")
    func missingAnswer() async throws {
        let harness = try LiveServiceHarness { _ in Canned.emptyPage }

        await #expect(throws: ServiceError.answerNotFound(id: 9)) {
            try await harness.service.questionID(ofAnswer: 9, site: "stackoverflow")
        }
    }

    @Test("serves a user and their page from the cache the second time")
    func cachesUsers() async throws {
        let harness = try LiveServiceHarness.fakeAPI()
        let query = UserQuestionsQuery(userID: 7_238_659, site: "stackoverflow")

        for _ in 1...2 {
            _ = try await harness.service.user(id: 7_238_659, site: "stackoverflow")
            _ = try await harness.service.questions(of: query)
        }

        #expect(harness.targets.count == 2)
    }
}
