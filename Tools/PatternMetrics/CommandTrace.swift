/// The trace lines one command adds to a run, after the start-up lines every run begins with.
public struct CommandTrace: Sendable {
    /// The command, as typed: `open 3`.
    public let command: String
    /// The lines the command added, in order.
    public let lines: [TraceLine]

    /// The trace of `command`, from the lines of a run that typed it and of one that typed nothing.
    ///
    /// A run with the command must begin with exactly the start-up lines; the
    /// rest is the command's. Anything else would mean the start-up trace
    /// changed from run to run, and the counts could not be trusted.
    public init(
        command: String, pattern: Pattern, run: [String], startup: [String], catalog: LayerCatalog
    ) throws {
        guard run.starts(with: startup) else {
            throw MetricsError.startupDiffers(pattern: pattern.rawValue, command: command)
        }
        self.command = command
        self.lines = try run.dropFirst(startup.count).map { try TraceLine(parsing: $0, catalog: catalog) }
    }

    /// The calls (`→` lines) the command made.
    public var calls: Int { lines.count { !$0.isReturn } }

    /// The values that came back (`⇠` lines).
    public var returns: Int { lines.count { $0.isReturn } }

    /// The calls made into `module`.
    public func calls(into module: String) -> Int {
        lines.count { !$0.isReturn && $0.calleeModule == module }
    }
}
