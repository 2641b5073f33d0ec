import Entities
import Foundation
import Presenters
import TestSupport
import Testing
import WebService

@testable import TextFront

/// The real captured API response (see ../shared/fixtures), decoded and drawn as the app would.
@MainActor
@Suite(
    "A real API response, rendered",
    .enabled(if: RealResponse.isPresent, "needs ../shared/fixtures/stackexchange beside the clone"))
struct RealResponseRenderingTests {
    @Test(
        "draws every question of the emacs front page within the width, with no markup or control characters left"
    )
    func rendersEveryQuestion() throws {
        let page = try StackExchangeDecoder().questionPage(from: Data(contentsOf: RealResponse.url)).value
        let console = TranscriptConsole()
        let environment = ViewEnvironment(
            console: console, width: 60, styler: Styler(isEnabled: false), layoutCache: LayoutCache(),
            announcesLoading: false)
        let formatter = QuestionScreenFormatter(now: { Fixtures.now })
        var codeLines = Set<String>()

        for question in page.questions {
            let screen = formatter.screen(for: question, answers: [Answer]())
            codeLines.formUnion(Self.code(in: screen.body))
            TerminalQuestionView(environment: environment).show(screen)
        }

        let text = console.lines.joined(separator: "\n")
        #expect(page.questions.count == 30)
        #expect(!codeLines.isEmpty)
        #expect(
            !text.contains("<p>") && !text.contains("<pre>") && !text.contains("&quot;")
                && !text.contains("&#39;"))
        #expect(!text.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
        let tooWide = console.lines.filter { line in
            DisplayWidth.of(line) > 60 && !line.contains("://") && !codeLines.contains { line.hasSuffix($0) }
        }
        #expect(tooWide.isEmpty)
    }

    private static func code(in blocks: [TextBlock]) -> Set<String> {
        var lines = Set<String>()
        for block in blocks {
            switch block {
            case .code(let code):
                lines.formUnion(code.map { String($0.reversed().drop { $0 == " " }.reversed()) })
            case .listItem(_, let inner), .quote(let inner): lines.formUnion(code(in: inner))
            case .paragraph, .heading, .rule: break
            }
        }
        return lines.filter { !$0.isEmpty }
    }
}

/// Where the shared, real API response lives: `../shared/fixtures/stackexchange/` beside the clone.
enum RealResponse {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/stackexchange/emacs-frontpage-2014.json")

    static var isPresent: Bool { FileManager.default.fileExists(atPath: url.path) }
}
