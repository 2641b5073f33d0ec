import Entities
import Foundation
import Markup
import Presenters
import Testing

@testable import WebService

/// Every code line of every body in the offline data set, as the layout writes it: the lines
/// the width rule lets run past the width, since re-wrapping code would change it.
enum DataSetCode {
    /// Decoded once; a data set that cannot be decoded is kept as its error, which each test asking
    /// `isCode(_:)` then fails with, rather than find no code in it.
    static let lines = Result { () throws(ServiceError) -> Set<String> in
        let decoder = StackExchangeDecoder()
        var bodies: [String] = []
        for json in [OfflineWireData.firstCaptureQuestions, OfflineWireData.secondCaptureQuestions] {
            bodies += try decoder.questions(from: Data(json.utf8)).compactMap(\.body)
        }
        for json in [OfflineWireData.firstCaptureAnswers, OfflineWireData.secondCaptureAnswers] {
            bodies += try decoder.answers(from: Data(json.utf8)).map(\.body)
        }
        let renderer = HTMLBodyRenderer()
        return bodies.reduce(into: Set<String>()) { code, body in
            code.formUnion(codeLines(in: renderer.render(body)))
        }
    }

    /// Whether `line` ends with one of the data set's code lines; a data set that could not be decoded
    /// is an issue of the test that asks.
    static func isCode(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        switch lines {
        case .success(let lines):
            let scalars = line.unicodeScalars.reversed()
            return lines.contains { scalars.starts(with: $0.unicodeScalars.reversed()) }
        case .failure(let error):
            Issue.record(error, "the offline data set could not be decoded", sourceLocation: sourceLocation)
            return false
        }
    }

    /// The code lines in `blocks`, nested ones included, as the layout writes them (no white space at their ends).
    static func codeLines(in blocks: [TextBlock]) -> Set<String> {
        var lines = Set<String>()
        for block in blocks {
            switch block {
            case .code(let code): lines.formUnion(code.map(trimmingTrailingWhiteSpace).filter { !$0.isEmpty })
            case .listItem(_, let inner), .quote(let inner): lines.formUnion(codeLines(in: inner))
            case .paragraph, .heading, .rule: break
            }
        }
        return lines
    }

    /// `line` less the white space at its end, judged by scalars: a space can end a cluster.
    private static func trimmingTrailingWhiteSpace(_ line: String) -> String {
        var scalars = line.unicodeScalars[...]
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
