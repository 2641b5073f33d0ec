import Foundation

@testable import QuestionsApp

/// Fuzzes whole sessions, differentially: each input is run through every pattern at once, and after
/// every step every pattern's screen must be the same, byte for byte, and keep the screen rules.
///
/// Input: a session, one step a line (`SessionStep`): a line typed as it
/// is, or an event (`!answer N [failure]`, `!ctrl-c`, `!width N` and the others of
/// `SessionStep`); at most 64 steps. Each pattern's app runs in-process with its own service that
/// holds every request until a step answers it, so the answers come in the
/// order the input chooses. Every job runs on the main queue
/// (`MainQueueOnly`), so an input gives the same run every time.
///
/// A finding is shrunk to the fewest steps that still fail the same way and
/// written as a command script and an answers file (`SessionScript`) in
/// `.build-fuzz/findings/`, ready to become a test; then the run stops.
/// With `SESSIONS_SHOW_SCREEN` set, each session's screen (the first
/// pattern's) is written to standard error.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSessions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let steps = SessionStep.steps(of: text, limit: 64)
    let (found, screen) = MainQueueDrain.run { await SessionRunner.runShowing(steps) }
    // Replaying one input by hand (`.build-fuzz/bin/sessions FILE`), the screen is worth seeing.
    if ProcessInfo.processInfo.environment["SESSIONS_SHOW_SCREEN"] != nil {
        FileHandle.standardError.write(Data(screen.utf8))
    }
    guard let finding = found else { return 0 }
    let shortest = MainQueueDrain.run {
        await SessionShrinker.shrink(steps) { await SessionRunner.run($0)?.kind == finding.kind }
    }
    let shortestFinding = MainQueueDrain.run { await SessionRunner.run(shortest) } ?? finding
    let script = SessionScript(shortest)
    let folder = URL(fileURLWithPath: ".build-fuzz/findings", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? script.commands.write(
        to: folder.appendingPathComponent("session.commands"), atomically: true, encoding: .utf8)
    try? script.answers.write(
        to: folder.appendingPathComponent("session.answers"), atomically: true, encoding: .utf8)
    let report = """
        The patterns part in a session of \(steps.count) steps; shrunk to \(shortest.count):
        \(shortestFinding)
        --- commands (.build-fuzz/findings/session.commands)
        \(script.commands)--- answers (.build-fuzz/findings/session.answers)
        \(script.answers)---
        To keep it as a test, copy both files to Tests/AcceptanceTests/Sessions/Findings/NAME.commands and
        NAME.answers; SessionReplayTests replays it in every pattern.

        """
    FileHandle.standardError.write(Data(report.utf8))
    violated("the patterns part: \(finding)")
}

/// Runs work on the main actor from libFuzzer's synchronous callback, by draining the main queue on
/// this thread (the main thread) until the work is done.
enum MainQueueDrain {
    private typealias Drain = @convention(c) (UnsafeMutableRawPointer?) -> Void
    /// libdispatch's entry that runs what the main queue holds, as a run loop does.
    private nonisolated(unsafe) static let drainMainQueue: Drain = {
        guard MainQueueOnly.install(),
            let symbol = dlsym(dlopen(nil, RTLD_NOW), "_dispatch_main_queue_callback_4CF")
        else { violated("this runtime cannot run every job on the main queue") }
        return unsafeBitCast(symbol, to: Drain.self)
    }()

    @MainActor
    private final class Outcome<Value> {
        var value: Value?
    }

    static func run<Value: Sendable>(_ work: @escaping @MainActor () async -> Value) -> Value {
        let drain = drainMainQueue
        return MainActor.assumeIsolated {
            let outcome = Outcome<Value>()
            Task { @MainActor in outcome.value = await work() }
            while true {
                if let value = outcome.value { return value }
                drain(nil)
            }
        }
    }
}
