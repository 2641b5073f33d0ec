import Presenters

@testable import ScreenFront

/// What the list views of the shapes are tested with alike: three short rows, and the lines of a frame
/// that the gutter marks as selected.
enum ListViewFixtures {
    /// A list of three rows, "1 votes" to "3 votes", whose footer is "3 shown".
    static let threeRows = QuestionListDisplay(
        header: "Top questions",
        rows: (1...3).map { number in
            QuestionRowDisplay(
                number: number, stats: "\(number) votes", title: "Question \(number)", details: "")
        },
        footer: "3 shown")

    /// The lines of `frame` that start with the gutter's `>`.
    static func selectedLines(of frame: Frame) -> [String] {
        (0..<frame.height).map { frame.text(ofRow: $0) }.filter { $0.unicodeScalars.first == ">" }
    }
}
