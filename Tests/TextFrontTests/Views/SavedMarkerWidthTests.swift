import Presenters
import TerminalUI
import Testing
import TextFront

/// The saved marker as the terminal lays it out: one column, so a marked row wraps exactly as an unmarked
/// one of the same length would.
@Suite("The saved marker's width", .timeLimit(.minutes(1)))
struct SavedMarkerWidthTests {
    @Test("the marker takes one column, alone and at the end of a stats line")
    func oneColumn() {
        #expect(DisplayWidth.of(SaveText.marker) == 1)
        let stats = "1 vote · 0 answers · 15 views"
        #expect(DisplayWidth.of(SaveText.marking(stats, isSaved: true)) == DisplayWidth.of(stats) + 2)
    }
}
