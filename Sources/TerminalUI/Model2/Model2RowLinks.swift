import Entities
import Interactors
import Presenters

/// What a page of rows (the list, a user's page, the saved page) keeps of the answers it rendered: its
/// location, and the questions its rows link to, the page's and those `more` appended. Either front's
/// documents keep one.
public struct Model2RowLinks: Sendable {
    /// Where the page is now.
    public private(set) var location: Model2Location
    /// The questions the rows link to, in the rows' order.
    public private(set) var questions: [Question] = []

    /// A page at `location` that shows no row yet.
    public init(location: Model2Location) {
        self.location = location
    }

    /// Keeps what a whole page says: its location, and its rows' links in place of the old.
    public mutating func keep(_ page: Model2Page) {
        location = page.location
        questions = page.questions
    }

    /// Keeps what appended rows say: the page's new location, and their links under the others.
    public mutating func keep(_ rows: Model2Rows) {
        location = rows.location
        questions += rows.questions
    }

    /// The question row `number` links to; `nil` for a row the page does not show.
    public func question(atRow number: Int) -> Question? {
        // Compare before subtracting: `number - 1` would overflow for Int.min.
        guard number >= 1, number <= questions.count else { return nil }
        return questions[number - 1]
    }
}
