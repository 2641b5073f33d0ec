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
public func fuzzLineSessions(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    fuzzSessions(data, size, front: .lines)
}
