import Testing

/// A suite that takes the process's terminal: TerminalHygiene keeps one saved terminal and one set of
/// signal handlers for the whole process, and the test process runs the suites of every target side by
/// side. Each suite with this trait waits its turn, then runs whole before another such suite starts.
///
/// Use it with `.serialized`, which keeps the suite's own tests apart, on a suite no other suite with it
/// holds: the turn is not taken twice, so a nested one would wait for its parent for ever.
public struct TakesTheProcessTerminal: SuiteTrait, TestScoping {
    /// Runs the suite once no other suite with this trait runs, and lets the next one start after it.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        await ProcessTerminalTurn.shared.take()
        do {
            try await function()
        } catch {
            await ProcessTerminalTurn.shared.giveUp()
            throw error
        }
        await ProcessTerminalTurn.shared.giveUp()
    }
}

extension Trait where Self == TakesTheProcessTerminal {
    /// The suite takes the process's terminal, in its turn (`TakesTheProcessTerminal`).
    public static var takesTheProcessTerminal: Self { Self() }
}

/// Whose turn it is to take the process's terminal: one suite at a time, the others waiting in order.
actor ProcessTerminalTurn {
    static let shared = ProcessTerminalTurn()

    private var isTaken = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns once the turn is the caller's.
    func take() async {
        guard isTaken else {
            isTaken = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Hands the turn to the suite that waited longest, or frees it.
    func giveUp() {
        if waiting.isEmpty {
            isTaken = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
