import Entities
import Foundation
import Markup
import Presenters
import TerminalUI
import TextFront
import WebService

/// Fuzzes a response from the network all the way to the screen: the wire
/// decoder, then the formatters and the views that draw what it decoded, or
/// the error it threw.
///
/// Input: the first byte picks the endpoint (lowest two bits: 1 a question,
/// 2 its answers, else a page of the list) and the width (20 plus the other
/// six bits); the rest is the response body. Checked on every line drawn:
/// nothing a terminal would act on, and the width rule.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWire(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let width = 20 + Int(data[0] >> 2)
    let endpoint = data[0] & 3
    let body = Data(bytes: data + 1, count: size - 1)
    MainActor.assumeIsolated {
        let screen = WireScreen(width: width)
        screen.draw(body, endpoint: endpoint)
        screen.check()
    }
    return 0
}

/// Decodes one response and draws it through the app's own views, remembering the code it may show.
@MainActor
private final class WireScreen {
    private let width: Int
    private let console = RecordingScreen()
    private let environment: ViewEnvironment
    private let formatters = ScreenFormatters(now: { Date(timeIntervalSince1970: 1_795_183_200) })
    private let decoder = StackExchangeDecoder()
    private var code = Set<String>()

    init(width: Int) {
        self.width = width
        environment = ViewEnvironment(
            console: console, width: width, styler: Styler(isEnabled: false), layoutCache: LayoutCache(),
            announcesLoading: true)
    }

    func draw(_ body: Data, endpoint: UInt8) {
        _ = decoder.questionPageResponse(from: body).limits
        do throws(ServiceError) {
            switch endpoint {
            case 1:
                for question in try decoder.questions(from: body) {
                    show(question, answers: [])
                }
            case 2:
                show(Self.question, answers: try decoder.answers(from: body))
            default:
                var list = QuestionList(query: QuestionQuery(tag: "swift"))
                list.replace(with: try decoder.questionPage(from: body), for: list.firstPageQuery)
                TerminalListView(environment: environment).show(formatters.list.display(of: list))
            }
        } catch {
            TerminalListView(environment: environment).showError(
                ErrorText.listFailed(error, retrying: .firstPage))
            TerminalQuestionView(environment: environment).showError(ErrorText.questionFailed(error))
        }
    }

    /// The question that answers decoded on their own are shown under.
    private static let question = Question(
        id: 1, title: "Why?", link: "https://stackoverflow.com/q/1", score: 0, answerCount: 0, viewCount: 0,
        isAnswered: false, tags: [], owner: User(displayName: "Ana"),
        creationDate: Date(timeIntervalSince1970: 0),
        lastActivityDate: Date(timeIntervalSince1970: 0), body: "<p>Why?</p>")

    private func show(_ question: Question, answers: [Answer]) {
        let screen = formatters.question.screen(for: question, answers: answers)
        code.formUnion(codeLines(in: screen.body))
        for answer in screen.answers { code.formUnion(codeLines(in: answer.body)) }
        TerminalQuestionView(environment: environment).show(screen)
    }

    func check() {
        for line in console.lines {
            ScreenRules.requireSafe(line, in: "a response")
            ScreenRules.requireWidth(line, width: width, codeLines: code, in: "a response")
        }
    }
}
