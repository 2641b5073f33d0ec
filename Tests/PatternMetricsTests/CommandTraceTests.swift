import PatternMetrics
import Testing

@Suite("A command's trace")
struct CommandTraceTests {
    let startup = [
        "trace  mvc    terminal    → controller   viewDidLoad()",
        "trace  mvc      controller  → view         show(30 rows)",
    ]
    let more = [
        "trace  mvc    terminal    → controller   loadMore()",
        "trace  mvc      controller  → service      questions(page: 2, pagesize: 30, sort: activity)",
        "trace  mvc      controller  ⇠ service      30 questions, has more",
        "trace  mvc      controller  → view         showMore(30 rows)",
    ]

    @Test(
        "keeps only the lines after the start-up lines, and counts its calls, returns and calls into a module"
    )
    func afterStartup() throws {
        let trace = try CommandTrace(
            command: "more", pattern: .mvc, run: startup + more, startup: startup, catalog: .questions)

        #expect(trace.lines.map(\.message).first == "loadMore()")
        #expect(trace.lines.count == 4)
        #expect(trace.calls == 3)
        #expect(trace.returns == 1)
        #expect(trace.calls(into: "TextFront") == 2)
        #expect(trace.calls(into: "WebService") == 1)
    }

    @Test("fails when the run does not begin with the start-up lines")
    func startupMustBeAPrefix() {
        #expect(throws: MetricsError.startupDiffers(pattern: "mvc", command: "more")) {
            try CommandTrace(command: "more", pattern: .mvc, run: more, startup: startup, catalog: .questions)
        }
    }
}
