import Entities
import Foundation
import Testing

@testable import QuestionsApp

/// The proof behind docs/PATTERNS.md, "Add an order": a new order reaches every pattern without a
/// line of pattern code, because pattern code passes an order through and never names one.
///
/// The two tests hold each other up. The first runs every order `QuestionSort` has, so a case added
/// there is run in every pattern at once, with nothing else changed. The second proves there is
/// nothing else to change: no file of a pattern names an order.
@MainActor
@Suite("Every order")
struct EveryOrderTests {
    @Test(
        "gives byte-identical transcripts in every pattern, for each order the app knows",
        arguments: QuestionSort.allCases)
    func everyPatternAgrees(sort: QuestionSort) async {
        let script = ["sort \(sort.rawValue)", "more", "open 1", "back"]

        let mvc = await Harness.transcript(script, pattern: .mvc)
        #expect(mvc.contains("Top questions on stackoverflow · by \(sort.rawValue)"))
        for pattern in AppOptions.Pattern.allCases where pattern != .mvc {
            let transcript = await Harness.transcript(script, pattern: pattern)
            #expect(transcript.dropFirst() == mvc.dropFirst(), "\(pattern.rawValue) differs from MVC")
        }
    }

    @Test("is named by no file of any pattern, so adding one changes no pattern file")
    func noPatternFileNamesAnOrder() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources")
        // A pattern's file is one under a pattern folder inside its module (`TextFront/MVC/…`, the folder
        // named as the pattern's option is, in any case), judged from `Sources/` down, so that the folder
        // the repository sits in counts for nothing.
        var filesByPattern: [AppOptions.Pattern: [URL]] = [:]
        for file in try Self.swiftFiles(under: sources) {
            let folders = file.pathComponents.dropFirst(sources.pathComponents.count).dropLast()
            for folder in folders {
                guard let pattern = AppOptions.Pattern(rawValue: folder.lowercased()) else { continue }
                filesByPattern[pattern, default: []].append(file)
            }
        }
        for pattern in AppOptions.Pattern.allCases {
            #expect(
                filesByPattern[pattern]?.isEmpty == false, "no folder of \(pattern) under \(sources.path)")
        }
        let patternFiles = filesByPattern.values.joined()

        for file in patternFiles {
            let code = try String(contentsOf: file, encoding: .utf8)
            for sort in QuestionSort.allCases {
                // `.votes` or `"votes"` names the order; `.votesLabel` or `question.creationDate` does not.
                let name = try Regex("\\.\(sort)(?![A-Za-z0-9_])|\"\(sort.rawValue)\"")
                #expect(!code.contains(name), "\(file.lastPathComponent) names the order \(sort)")
            }
        }
    }

    private static func swiftFiles(under directory: URL) throws -> [URL] {
        guard let walker = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        else {
            return []
        }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }
}
