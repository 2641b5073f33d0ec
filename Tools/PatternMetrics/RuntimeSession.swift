/// The standard session whose steps the run-time comparison measures in every shape: what
/// `questions-bench --runtime` types, and what `compare-patterns` traces, step by step.
///
/// A step is one or more commands typed on the line front; a step without a name only brings the app
/// where the next step starts (back to the list), and is not reported. The first step, the start to the
/// first screen, and the last, a key on the screen front, have no commands of the line front.
public enum RuntimeSession {
    /// One step of the session.
    public struct Step: Equatable, Sendable {
        /// The name the page gives the step, or nil for one not reported.
        public let name: String?
        /// The commands typed, in order.
        public let commands: [String]
    }

    /// The name of the first step: building the shape and drawing the list's first page.
    public static let start = "start to the first screen"

    /// The name of the last step: `j` on the screen front's list, which moves the selection one row.
    public static let key = "a key that moves the selection (screen front)"

    /// How deep the deep step goes.
    public static let depth = 50

    /// The steps after the start, typed on the line front in this order.
    public static let steps: [Step] = [
        Step(name: "`open 3`", commands: ["open 3"]),
        Step(name: "`user`", commands: ["user"]),
        Step(name: "`back`", commands: ["back"]),
        Step(name: nil, commands: ["back"]),
        Step(name: "`more`", commands: ["more"]),
        Step(name: "`save 3`", commands: ["save 3"]),
        Step(name: "`saved`", commands: ["saved"]),
        Step(name: nil, commands: ["back"]),
        Step(name: "`refresh`", commands: ["refresh"]),
        Step(
            name: "\(depth) screens deep and back",
            commands: (0..<depth).map { $0 % 2 == 0 ? "open 1" : "user" }
                + Array(repeating: "back", count: depth)),
    ]

    /// Every reported step's name, in order: the start, the line front's named steps, the key.
    public static var reportedSteps: [String] {
        [start] + steps.compactMap(\.name) + [key]
    }

    /// Every command the line front's steps type, in order.
    public static var commands: [String] { steps.flatMap(\.commands) }

    /// The calls across a layer boundary each reported step made, from the trace of a run that typed
    /// ``commands``: a trace line with `→` is a call, and each command's calls begin at the session's
    /// `respond(to:)`; those before the first are the start's. Nil when the trace does not show one
    /// `respond(to:)` for each command.
    public static func calls(inTrace lines: [String]) -> [String: Int]? {
        var segments: [Int] = [0]
        for line in lines where line.contains(" → ") {
            if line.contains("respond(to: ") && line.contains("terminal ") { segments.append(0) }
            segments[segments.count - 1] += 1
        }
        guard segments.count == commands.count + 1 else { return nil }
        var calls = [start: segments[0]]
        var next = 1
        for step in steps {
            let count = segments[next..<(next + step.commands.count)].reduce(0, +)
            next += step.commands.count
            if let name = step.name { calls[name] = count }
        }
        return calls
    }
}
