import Presenters
import TerminalUI

/// Draws a user's page in the terminal; the one user view every pattern renders through.
///
/// Like the list view it decides nothing: the user's name, reputation and
/// link, then their questions set as the list sets its entries, in columns
/// on a wide terminal, and the footer.
@MainActor
public final class TerminalUserView: UserPageDisplaying {
    private let environment: ViewEnvironment

    /// A user view drawing with `environment`.
    public init(environment: ViewEnvironment) {
        self.environment = environment
    }

    /// Says a fetch has started, when fetches are slow enough to say so.
    public func showLoading() {
        environment.writeLoading()
    }

    /// Draws the whole page: the user, the heading, the questions and the footer.
    public func show(_ page: UserPageDisplay) {
        environment.writeBlankLine()
        environment.writeMessage(page.name, style: .bold)
        environment.writeMessage(page.details, style: .dim)
        if let link = page.link {
            environment.writeMessage(link, style: .dim)
        }
        environment.writeBlankLine()
        environment.writeMessage(page.heading, style: .bold)
        environment.writeEntries(page.rows)
        environment.writeBlankLine()
        environment.writeMessage(page.footer, style: .dim)
    }

    /// Draws the questions a new page added, as a block under the others, then the new footer.
    public func showMore(_ rows: [QuestionRowDisplay], footer: String) {
        environment.writeEntries(rows)
        environment.writeBlankLine()
        environment.writeMessage(footer, style: .dim)
    }

    /// Nothing: a terminal of lines cannot draw again a row that has scrolled away; the next whole page
    /// shows its mark.
    public func showRow(_ row: QuestionRowDisplay) {}

    /// Writes a notice.
    public func showNotice(_ text: String) {
        environment.writeMessage(text, style: .yellow)
    }

    /// Writes an error.
    public func showError(_ text: String) {
        environment.writeMessage(text, style: .red)
    }

}
