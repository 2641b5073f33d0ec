import Entities

extension MVVMQuestionListViewModel {
    /// Everything the list screen shows, as one value.
    public struct State: Hashable, Sendable {
        /// The list as it reads on screen: header, numbered rows (marked after a refresh) and footer.
        public var list: QuestionListDisplay
        /// Counts the times the list was drawn anew as a whole: loaded, refreshed, filtered, sorted or
        /// asked for with `list`. Rows appended by `more` keep it, so a view can tell "print the whole
        /// list" from "print the new rows".
        public var listVersion = 0
        /// How many pages the list holds; `more` adds one, even when every row on it was listed already.
        public var pagesLoaded = 0
        /// Whether the service has a page after the last one loaded.
        public var hasMore = false
        /// Whether a fetch is under way.
        public var isLoading = false
        /// The latest notice, such as the refresh summary.
        public var notice: ScreenMessage?
        /// The latest error, with what to do next.
        public var error: ScreenMessage?
        /// The selected row on the screen front, from 0 (docs/Questions.docc/Roles.md: MVVM's view model); the line
        /// front's view binds it and draws nothing of it.
        public var selection = 0

        /// The state before anything was loaded: `list` drawn from an empty list, nothing under way.
        public init(list: QuestionListDisplay) {
            self.list = list
        }
    }
}
