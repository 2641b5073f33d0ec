import Foundation
import SessionStateCounters

@testable import QuestionsApp

/// Runs the session `data` chooses through every pattern on `front`, and stops the run on a finding,
/// shrunk and written as a script (the sessions and screens targets).
func fuzzSessions(_ data: UnsafePointer<UInt8>, _ size: Int, front: SessionFront) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let run = MainQueueDrain.run {
        await SessionRunner.runChoosing(bytes, front: front) { session_state_reached(UInt32(clamping: $0)) }
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
        await SessionShrinker.shrink(steps) {
            await SessionRunner.run($0, front: front)?.kind == finding.kind
        }
    }
    let shortestFinding = MainQueueDrain.run { await SessionRunner.run(shortest, front: front) } ?? finding
    let script = SessionScript(shortest)
    let folder = URL(fileURLWithPath: ".build-fuzz/findings", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // try?: the report below shows the session whether or not the files could be written
    try? script.commands.write(
        to: folder.appendingPathComponent("session.commands"), atomically: true, encoding: .utf8)
    // try?: as above
    try? script.answers.write(
        to: folder.appendingPathComponent("session.answers"), atomically: true, encoding: .utf8)
    let report = """
        The patterns part in a session of \(steps.count) steps; shrunk to \(shortest.count): on the \(front.rawValue) front
        \(shortestFinding)
        --- commands (.build-fuzz/findings/session.commands)
        \(script.commands)--- answers (.build-fuzz/findings/session.answers)
        \(script.answers)---
        To keep it as a test, copy both files to Tests/AcceptanceTests/Sessions/Findings/NAME.commands and
        NAME.answers; SessionReplayTests replays it in every pattern, on both fronts.

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
