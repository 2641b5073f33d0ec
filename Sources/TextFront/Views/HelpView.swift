/// Draws the `help` command's list: usage and description in two columns, or stacked when narrow.
///
/// While the list is set in columns, it also says how to read them.
@MainActor
public struct HelpView {
    private let environment: ViewEnvironment

    /// A help view drawing with `environment`.
    public init(environment: ViewEnvironment) {
        self.environment = environment
    }

    /// The usage column's width, including its two-space margin.
    private static let usageColumn = 20
    /// Below this width the description gets too little room beside the usage, so it goes below it.
    private static let twoColumnWidth = 50

    /// Writes the commands, then how to read the list when it is in columns at this width.
    public func show() {
        environment.writeMessage(HelpText.commandsHeading)
        let twoColumns = environment.width >= Self.twoColumnWidth
        for command in HelpText.commands {
            let usage = "  " + command.usage
            if twoColumns {
                let first = usage + String(repeating: " ", count: max(1, Self.usageColumn - usage.count))
                let rest = String(repeating: " ", count: first.count)
                environment.write(
                    environment.wrapped(command.description, firstPrefix: first, continuationPrefix: rest))
            } else {
                environment.write([usage])
                environment.write(
                    environment.wrapped(
                        command.description, firstPrefix: "      ", continuationPrefix: "      "))
            }
        }
        if environment.listColumns.grid(forWidth: environment.width).count > 1 {
            environment.writeBlankLine()
            environment.writeMessage(HelpText.columnsNote)
        }
    }
}
