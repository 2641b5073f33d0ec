import Entities

/// Everything the app shows, as one value: the list, and the question on top of it while one is open.
///
/// Navigation is state: the question screen is on the terminal exactly while
/// `question` is present, so `back` is `question = nil` and nothing else.
/// Only the reducer changes it; the views draw it.
public struct QuestionsState: Equatable, Sendable {
    /// The list screen, always there, beneath any question.
    public var list: ListState
    /// The question screen, while one is open.
    public var question: QuestionState?
    /// Counts the questions opened: a question opened over one already open, even the same one, is a
    /// new screen, pushed anew and fetched anew, as in every pattern.
    public var questionsOpened = 0
    /// How many notices and errors have been shown, so the next one gets a new number.
    public var messageCount = 0

    /// The state at launch: `query`'s list, nothing loaded yet and drawn as `formatter` draws an empty
    /// list, no question open.
    public init(query: QuestionQuery, formatter: QuestionListFormatter) {
        let questions = QuestionList(query: query)
        list = ListState(questions: questions, display: formatter.display(of: questions))
    }

    /// `text` as the next numbered message.
    mutating func nextMessage(_ text: String) -> ScreenMessage {
        messageCount += 1
        return ScreenMessage(text: text, number: messageCount)
    }
}

/// The list screen's part of the state: the model, the list as it reads, and what is under way.
public struct ListState: Equatable, Sendable {
    /// The questions loaded so far, with the paging rules every pattern shares.
    public var questions: QuestionList
    /// The list as it reads on screen: header, numbered rows (marked after a refresh) and footer.
    public var display: QuestionListDisplay
    /// Counts the times the list was drawn anew as a whole; a page added by `more` keeps it.
    public var listVersion = 0
    /// Counts the pages `more` has added to `display`, even a page whose every row was listed already:
    /// the view prints the new rows of each.
    public var pagesAppended = 0
    /// The fetch under way, if any: the request a response must answer to be used.
    public var loading: ListLoad?
    /// The latest notice, such as the refresh summary.
    public var notice: ScreenMessage?
    /// The latest error, with what to do next.
    public var error: ScreenMessage?

    /// A list holding `questions`, reading as `display`, nothing under way.
    public init(questions: QuestionList, display: QuestionListDisplay) {
        self.questions = questions
        self.display = display
    }
}

/// One fetch of the list: which kind, for which request. A response carries it back, and the reducer
/// uses the response only while it is still the fetch under way.
public struct ListLoad: Hashable, Sendable {
    /// Which way the list is fetched, to name it when it fails.
    public var fetch: ListFetch
    /// The request sent.
    public var query: QuestionQuery

    /// A fetch of `query`, of kind `fetch`.
    public init(_ fetch: ListFetch, of query: QuestionQuery) {
        self.fetch = fetch
        self.query = query
    }

    /// `refresh` bypasses the cache; every other fetch may use it.
    public var policy: FetchPolicy { fetch == .refresh ? .reload : .useCache }
}

/// The question screen's part of the state, present while the question is open.
public struct QuestionState: Equatable, Sendable {
    /// The question's id.
    public var id: Int
    /// The site it is on.
    public var site: String
    /// Whether the question is being fetched.
    public var isLoading = false
    /// The question with its answers, once it has arrived and been formatted.
    public var screen: QuestionScreenDisplay?
    /// Why the question could not be shown, with what to do next.
    public var error: ScreenMessage?

    /// Question `id` of `site`, opened and not yet fetched.
    public init(id: Int, site: String) {
        self.id = id
        self.site = site
    }
}
