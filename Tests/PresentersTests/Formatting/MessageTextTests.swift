import Entities
import Presenters
import Testing

@Suite("List and error messages")
struct MessageTextTests {
    /// SPEC §8: the screen front's messages are the line front's but where they say what to type.
    @Test("says which key to press on the screen front where the line front says what to type")
    func screenWords() {
        let error = ServiceError.http(status: 503)

        #expect(
            ErrorText.listFailed(error, retrying: .refresh, words: .screen)
                == "Couldn't load questions: the server answered HTTP 503. Press r to try again.")
        #expect(
            ErrorText.listFailed(error, retrying: .nextPage, words: .screen)
                == "Couldn't load questions: the server answered HTTP 503. Move past the last row to try again."
        )
        #expect(
            ErrorText.listFailed(error, retrying: .tag("swift"), words: .screen)
                == "Couldn't load questions: the server answered HTTP 503. Type ':tag swift' to try again.")
        #expect(
            ErrorText.questionFailed(.backoff(seconds: 7), words: .screen)
                == "Couldn't load the question: the API asked for a pause of 7 s. Press b to leave it, and open it again in 7 s."
        )
        #expect(
            UserText.pageFailed(error, words: .screen)
                == "Couldn't load the user's page: the server answered HTTP 503. Press b, then u to try again."
        )
        #expect(FrontWords.screen.notOnAQuestion == "Press u on a question to open its asker's page.")
    }

    @Test("keeps the line front's words where none are given")
    func lineWords() {
        let error = ServiceError.http(status: 503)

        #expect(
            ErrorText.listFailed(error, retrying: .refresh)
                == ErrorText.listFailed(error, retrying: .refresh, words: .lines))
        #expect(
            ErrorText.listFailed(error, retrying: .nextPage)
                == "Couldn't load questions: the server answered HTTP 503. Type 'more' to try again.")
        #expect(
            UserText.pageFailed(error)
                == "Couldn't load the user's page: the server answered HTTP 503. Type 'back', then 'user' to try again."
        )
    }

    @Test("names the site and order in the header, and the tag when there is one")
    func header() {
        #expect(
            ListText.header(site: "stackoverflow", sort: .votes, tag: nil, search: nil)
                == "Top questions on stackoverflow · by votes")
        #expect(
            ListText.header(site: "unix", sort: .activity, tag: "bash", search: nil)
                == "Top questions on unix · by activity · tagged [bash]")
    }

    @Test("names the search last in the header, in quotes, after the tag")
    func searchHeader() {
        #expect(
            ListText.header(site: "stackoverflow", sort: .votes, tag: nil, search: "async let")
                == "Top questions on stackoverflow · by votes · matching \"async let\"")
        #expect(
            ListText.header(site: "stackoverflow", sort: .activity, tag: "swift", search: "actor")
                == "Top questions on stackoverflow · by activity · tagged [swift] · matching \"actor\"")
    }

    @Test("says that nothing matches a search, with the tag when one is set")
    func emptySearch() {
        #expect(
            ListText.footer(shown: 0, hasMore: false, quotaRemaining: nil, tag: nil, search: "cobol sort")
                == "No questions match \"cobol sort\".")
        #expect(
            ListText.footer(shown: 0, hasMore: false, quotaRemaining: nil, tag: "git", search: "cobol")
                == "No questions tagged 'git' match \"cobol\".")
    }

    @Test("keeps control characters typed in a search out of the header")
    func searchHeaderIsOneLine() {
        let header = ListText.header(site: "stackoverflow", sort: .votes, tag: nil, search: "a\u{1B}[2Jb\nc")
        #expect(!header.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }

    @Test("says how many are shown and how to load more, with the quota when known")
    func footer() {
        #expect(
            ListText.footer(shown: 30, hasMore: true, quotaRemaining: 9_870, tag: nil, search: nil)
                == "30 questions shown · type 'more' for the next page · API quota left: 9,870")
        #expect(
            ListText.footer(shown: 1, hasMore: false, quotaRemaining: nil, tag: nil, search: nil)
                == "All 1 question shown")
    }

    @Test("shows the empty message instead of a footer when nothing is listed")
    func emptyFooter() {
        #expect(
            ListText.footer(shown: 0, hasMore: false, quotaRemaining: nil, tag: "cobol", search: nil)
                == "No questions tagged 'cobol'.")
        #expect(
            ListText.footer(shown: 0, hasMore: false, quotaRemaining: nil, tag: nil, search: nil)
                == "No questions.")
    }

    @Test("says a missing user or answer may have been deleted")
    func missingUserAndAnswer() {
        #expect(
            ErrorText.reason(for: .userNotFound(id: 5))
                == "user 5 does not exist; the account may have been deleted")
        #expect(
            ErrorText.reason(for: .answerNotFound(id: 9))
                == "answer 9 does not exist; it may have been deleted")
    }

    @Test("names the search to type again when a search fails, or 'search' when it cleared one")
    func searchRetry() {
        #expect(ErrorText.retryCommand(for: .search("async let")) == "search async let")
        #expect(ErrorText.retryCommand(for: .search(nil)) == "search")
    }

    @Test("explains a list failure with the command that retries it")
    func listFailure() {
        #expect(
            ErrorText.listFailed(.timedOut(seconds: 15), retrying: .refresh)
                == "Couldn't load questions: no answer within 15 s. Type 'refresh' to try again.")
        #expect(
            ErrorText.listFailed(.http(status: 503), retrying: .nextPage)
                == "Couldn't load questions: the server answered HTTP 503. Type 'more' to try again.")
    }

    @Test("tells the user how long to wait when the API asked for a pause")
    func backoff() {
        #expect(
            ErrorText.listFailed(.backoff(seconds: 12), retrying: .firstPage)
                == "Couldn't load questions: the API asked for a pause of 12 s. Wait 12 s, then type 'refresh'."
        )
    }

    @Test("quotes the API's own reason, stripped of control characters")
    func apiReason() {
        let error = ServiceError.api(id: 400, name: "bad_parameter", message: "site is\u{1B}[31m required")

        #expect(ErrorText.reason(for: error) == "the API said \"site is required\" (bad_parameter)")
    }

    @Test("explains a question failure and the way back")
    func questionFailure() {
        #expect(
            ErrorText.questionFailed(.questionNotFound(id: 4))
                == "Couldn't load the question: question 4 does not exist; it may have been deleted. Type 'back' to leave it."
        )
    }

    @Test("names a cancelled request as cancelled, should a screen ever show one")
    func cancelledRequest() {
        #expect(ErrorText.reason(for: .cancelled) == "the request was cancelled")
    }
}
