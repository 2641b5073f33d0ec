import PatternMetrics
import Testing

@Suite("Trace lines")
struct TraceLineTests {
    let catalog = LayerCatalog.questions

    @Test("takes a call apart: nesting, caller, callee and its module, and the message")
    func call() throws {
        let line = try TraceLine(
            parsing: "trace  viper      presenter   → interactor   loadQuestion()", catalog: catalog)

        #expect(line.depth == 2)
        #expect(line.caller == "presenter")
        #expect(line.callee == "interactor")
        #expect(line.calleeModule == "Interactors")
        #expect(!line.isReturn)
        #expect(line.message == "loadQuestion()")
    }

    @Test("reads a name with a space in it, in a pattern shorter than the column, and a value coming back")
    func returnWithSpacedRole() throws {
        let line = try TraceLine(
            parsing: "trace  mvvm       view model  ⇠ service      30 questions, has more", catalog: catalog)

        #expect(line.depth == 2)
        #expect(line.caller == "view model")
        #expect(line.callee == "service")
        #expect(line.isReturn)
        #expect(line.message == "30 questions, has more")
    }

    @Test("refuses a line that is not a trace line")
    func notATraceLine() {
        #expect(throws: MetricsError.notATraceLine("Loading…")) {
            try TraceLine(parsing: "Loading…", catalog: catalog)
        }
    }

    @Test("refuses a layer the catalog does not place, so a new one cannot go uncounted")
    func unknownRole() {
        let text = "trace  viper  wireframe   → host         showListView()"

        #expect(throws: MetricsError.unknownRole(text)) {
            try TraceLine(parsing: text, catalog: catalog)
        }
    }
}
