import Foundation
import Presenters

@testable import WebService

/// Every code line of every body in the offline data set, as the layout writes it: the lines
/// the width rule lets run past the width, since re-wrapping code would change it.
enum DataSetCode {
    static let lines: Set<String> = {
        let decoder = StackExchangeDecoder()
        var bodies: [String] = []
        for json in [OfflineWireData.firstCaptureQuestions, OfflineWireData.secondCaptureQuestions] {
            bodies += ((try? decoder.questions(from: Data(json.utf8)).value) ?? []).compactMap(\.body)
        }
        for json in [OfflineWireData.firstCaptureAnswers, OfflineWireData.secondCaptureAnswers] {
            bodies += ((try? decoder.answers(from: Data(json.utf8)).value) ?? []).map(\.body)
        }
        var code = Set<String>()
        func collect(_ blocks: [TextBlock]) {
            for block in blocks {
                switch block {
                case .code(let lines):
                    code.formUnion(lines.map(trimmingTrailingSpaces).filter { !$0.isEmpty })
                case .listItem(_, let inner), .quote(let inner): collect(inner)
                case .paragraph, .heading, .rule: break
                }
            }
        }
        let renderer = HTMLBodyRenderer()
        for body in bodies {
            collect(renderer.render(body))
        }
        return code
    }()

    /// Whether `line` ends with one of the data set's code lines.
    static func isCode(_ line: String) -> Bool {
        lines.contains { line.hasSuffix($0) }
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        String(line.reversed().drop(while: { $0 == " " }).reversed())
    }
}
