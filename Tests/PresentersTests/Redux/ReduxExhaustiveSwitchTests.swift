import Foundation
import Testing

/// The store's reducer decides every action, and the compiler checks that it does: no switch in the
/// store's code has a `default:`, which would let a new action fall through unreduced. Read from the
/// sources of every module's `Redux` folder.
@Suite("The store's switches")
struct ReduxExhaustiveSwitchTests {
    /// Guards the named cases that end `reduceSaves` in `ReduxQuestionsReducer+Saves.swift`.
    @Test("have no default case, in any file of the store's folders")
    func noDefaultCase() throws {
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
        let files = try modules.flatMap { module in
            let folder = sources.appendingPathComponent(module).appendingPathComponent("Redux")
            guard FileManager.default.fileExists(atPath: folder.path) else { return [URL]() }
            return try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") }.map { folder.appendingPathComponent($0) }
        }
        #expect(files.count >= 10, "the store's files were not found under \(sources.path)")

        for file in files {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            for (index, line) in lines.enumerated() {
                let code =
                    line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                #expect(
                    !code.contains("default:"), "\(file.lastPathComponent):\(index + 1) has a default case")
            }
        }
    }
}
