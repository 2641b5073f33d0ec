import Presenters

/// How MVVM's bound views on the screen front turn the messages and the loading flag of a view model's
/// state into their status line: a message whose number they have not seen, Loading… while a load runs.
///
/// The same binding rule in each of MVVM's screen views, kept once; the line
/// front's bound views print the same news as lines instead.
struct MVVMBoundStatus {
    private(set) var status = StatusLine()
    private var notice: ScreenMessage?
    private var error: ScreenMessage?
    private var isLoading = false

    /// Takes a new state's footer, messages and loading flag.
    mutating func bind(footer: String, notice: ScreenMessage?, error: ScreenMessage?, isLoading: Bool) {
        status.footer = footer
        if isLoading, !self.isLoading { status.message = .loading }
        if !isLoading, status.message == .loading { status.message = nil }
        if let notice, notice != self.notice { status.message = .notice(notice.text) }
        if let error, error != self.error { status.message = .error(error.text) }
        (self.notice, self.error, self.isLoading) = (notice, error, isLoading)
    }

    /// What the screen shows was drawn anew (a list, a page, a question): its footer takes the place of
    /// the last message.
    mutating func shownAnew() {
        status.message = nil
    }

    /// A key was pressed: the message has been read.
    mutating func clearMessage() {
        status.clearMessage()
    }
}
