import Testing
import Tracing

@MainActor
@Suite("Tracer")
struct TracerTests {
    final class Lines {
        var all: [String] = []
    }

    let lines = Lines()

    private func tracer(pattern: String = "viper", usesColor: Bool = false) -> Tracer {
        Tracer(pattern: pattern, usesColor: usesColor) { [lines] in lines.all.append($0) }
    }

    @Test("writes the pattern, the caller, the callee and the call in fixed columns")
    func formatsALine() {
        tracer().call(.view, .presenter, "didRequestLoadMore()") {}

        #expect(lines.all == ["trace  viper  view        → presenter    didRequestLoadMore()"])
    }

    @Test("indents the calls made while another call is under way, and returns to the margin after it")
    func nestsCalls() {
        let tracer = tracer(pattern: "mvc")

        tracer.call(.terminal, .controller, "loadMore()") {
            tracer.call(.controller, .view, "showLoading()") {}
        }
        tracer.call(.terminal, .controller, "refresh()") {}

        #expect(
            lines.all == [
                "trace  mvc    terminal    → controller   loadMore()",
                "trace  mvc      controller  → view         showLoading()",
                "trace  mvc    terminal    → controller   refresh()",
            ])
    }

    @Test("writes what came back level with the call it answers, with a dashed arrow")
    func writesReturns() async {
        let tracer = tracer()

        await tracer.call(.interactor, .service, "questions(page: 2)") { await Task.yield() }
        tracer.returned(.interactor, from: .service, "30 questions, has more")

        #expect(lines.all.last == "trace  viper  interactor  ⇠ service      30 questions, has more")
    }

    @Test("dims the whole line when colour is on, and writes no escape otherwise")
    func colour() {
        tracer(usesColor: true).call(.view, .presenter, "x()") {}
        tracer(usesColor: false).call(.view, .presenter, "x()") {}

        #expect(lines.all[0].hasPrefix("\u{1B}[2mtrace") && lines.all[0].hasSuffix("\u{1B}[0m"))
        #expect(!lines.all[1].contains("\u{1B}"))
    }

    @Test("removes control characters and escapes from a message, and keeps it short")
    func sanitises() {
        tracer().call(
            .terminal, .view, "filter(byTag: \"a\u{1B}[31mb\u{7}\")" + String(repeating: "x", count: 300)
        ) {}

        let line = lines.all[0]
        #expect(!line.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(line.count < 200)
        #expect(line.hasSuffix("…"))
    }

    @Test("keeps a message of 120 characters whole, and cuts a longer one to 119 and an ellipsis")
    func cutsAt120() {
        let longest = String(repeating: "m", count: 120)

        tracer().call(.view, .presenter, longest) {}
        tracer().call(.view, .presenter, longest + "n") {}

        #expect(lines.all[0].hasSuffix(" " + longest))
        #expect(lines.all[1].hasSuffix(" " + String(repeating: "m", count: 119) + "…"))
    }
}
