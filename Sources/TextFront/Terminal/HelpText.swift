/// The text of the `help` command and of `--help`.
public enum HelpText {
    /// The line above the commands.
    public static let commandsHeading = "Commands (case does not matter; short forms in brackets):"

    /// Each command's usage and what it does, for `HelpView`.
    public static let commands: [(usage: String, description: String)] = [
        ("list [l]", "the list again, from any screen"),
        ("open N [o N, N]", "open question N of the list or user page"),
        ("back [b]", "back one screen"),
        ("user [u]", "on a question, open its asker's page"),
        ("more [m]", "load the next page of questions"),
        ("refresh [r]", "load page 1 again and mark what is new"),
        ("tag NAME", "show only questions tagged NAME; 'tag' alone clears it"),
        ("sort ORDER", "order by activity, votes or creation"),
        ("search WORDS", "show only questions with every word; 'search' clears it"),
        ("/WORDS", "search WORDS, as in less and vim"),
        ("save N, unsave N", "keep question N or remove it; 'save' alone on a question"),
        ("saved", "your saved questions, the most recent first"),
        ("help [?]", "this help"),
        ("quit [q]", "leave"),
    ]

    /// How a list set in columns reads, for the help shown while the list is in columns.
    public static let columnsNote =
        "The list is in columns: each row goes into whichever column is shortest, so the numbers"
        + " run across the columns, not down them."
}
