import Foundation
import ScreenTestSupport
import TestSupport
import Testing

/// What the built `questions` writes for a bad option: one line of error and the usage (SPEC §3), short
/// enough that the error is still on a 24-line terminal once the shell's prompt is back.
@Suite("A bad option")
struct BadOptionTests {
    /// Guards `Usage.afterError`: the whole `--help` after the error pushed the error off the screen.
    @Test(
        "writes one line of error, the usage line and where the options are, and ends with status 2",
        .timeLimit(.minutes(1)))
    func oneLineAndTheUsage() async throws {
        let app = try #require(BuiltBinary.questions, "questions is built beside the tests")
        let (status, errors) = try await onAThreadOfItsOwn {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: app)
            process.arguments = ["--pattern", "nope"]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }

        #expect(status == 2)
        #expect(
            errors.split(separator: "\n").map(String.init) == [
                "questions: --pattern must be one of mvc, mvp, mvvm, viper, redux, smalltalk, model2, not 'nope'.",
                "Usage: questions [options] [URL]",
                "Run 'questions --help' for the options.",
            ])
    }
}
