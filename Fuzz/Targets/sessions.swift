import Foundation
import SessionStateCounters

@testable import QuestionsApp

/// Fuzzes whole sessions, differentially: each input is run through every pattern at once, and after
/// every step every pattern's screen must be the same, byte for byte, and keep the screen rules.
///
/// Input: choices. Each byte picks the next step among those the session can
/// take now (`SessionChooser`): a command the screen on top takes, with a row
/// it drew; an answer, a failure or a late answer to a request the service
/// actually holds; Ctrl-C while a load runs; a resize; a key of the screen
/// front, which the line front skips; and a small share of nonsense. What the
/// session can take is read from what every shape shows alike
/// (`SessionView`: the prompt, the footers, the held requests), so any input
/// is a session of meaningful steps, twenty to forty of them at the longest
/// inputs. Each pattern's app runs in-process with its own service that
/// holds every request until a step answers it. Every job runs on the main
/// queue (`MainQueueOnly`), so an input gives the same run every time.
///
/// Coverage: beside the code's edges, libFuzzer counts the abstract states
/// reached (`SessionView.stateIndex`: screen × depth × requests held × saves
/// × the last answer's kind) through its extra counters, so an input that
/// reaches a new combination is kept even when it runs no new line.
///
/// A finding is shrunk to the fewest steps that still fail the same way and
/// written as a command script and an answers file (`SessionScript`) in
/// `.build-fuzz/findings/`, ready to become a test; then the run stops.
/// With `SESSIONS_SHOW_SCREEN` set, each session's screen (the first
/// pattern's) is written to standard error; with `SESSIONS_SHOW_STEPS`, the
/// steps it took, as a script, and how many were meaningful.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSessions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let run = MainQueueDrain.run {
        await SessionRunner.runChoosing(bytes) { session_state_reached(UInt32(clamping: $0)) }
    }
    let environment = ProcessInfo.processInfo.environment
    // Replaying one input by hand (`.build-fuzz/bin/sessions FILE`), the screen is worth seeing.
    if environment["SESSIONS_SHOW_SCREEN"] != nil {
        FileHandle.standardError.write(Data(run.screen.utf8))
    }
    if environment["SESSIONS_SHOW_STEPS"] != nil {
        let script = run.steps.map(\.line).joined(separator: "\n")
        let summary = "--- \(run.steps.count) steps, \(run.meaningfulSteps) meaningful\n"
        FileHandle.standardError.write(Data((script + "\n" + summary).utf8))
    }
    guard let finding = run.finding else { return 0 }
    let steps = run.steps
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
