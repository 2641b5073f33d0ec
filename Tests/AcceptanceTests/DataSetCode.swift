import Foundation
import Markup
import Presenters

@testable import WebService

/// Every code line of every body in the offline data set, as the layout writes it: the lines
/// the width rule lets run past the width, since re-wrapping code would change it.
enum DataSetCode {
    static let lines: Set<String> = {
        let decoder = StackExchangeDecoder()
        var bodies: [String] = []
        for json in [OfflineWireData.firstCaptureQuestions, OfflineWireData.secondCaptureQuestions] {
            bodies += ((try? decoder.questions(from: Data(json.utf8))) ?? []).compactMap(\.body)
        }
        for json in [OfflineWireData.firstCaptureAnswers, OfflineWireData.secondCaptureAnswers] {
            bodies += ((try? decoder.answers(from: Data(json.utf8))) ?? []).map(\.body)
        }
        let renderer = HTMLBodyRenderer()
        return bodies.reduce(into: Set<String>()) { code, body in
            code.formUnion(codeLines(in: renderer.render(body)))
        }
    }()

    /// Whether `line` ends with one of the data set's code lines.
    static func isCode(_ line: String) -> Bool {
        lines.contains { line.hasSuffix($0) }
    }

    /// The code lines in `blocks`, nested ones included, as the layout writes them (no trailing spaces).
    static func codeLines(in blocks: [TextBlock]) -> Set<String> {
        var lines = Set<String>()
        for block in blocks {
            switch block {
            case .code(let code): lines.formUnion(code.map(trimmingTrailingSpaces).filter { !$0.isEmpty })
            case .listItem(_, let inner), .quote(let inner): lines.formUnion(codeLines(in: inner))
            case .paragraph, .heading, .rule: break
            }
        }
        return lines
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        String(line.reversed().drop(while: { $0 == " " }).reversed())
    }
}
