/// The few words that differ between the fronts, because what the user does differs: how to leave, how
/// to load the next page, and how to save. Everything else a screen says is the same in both.
///
/// The composition root picks them (`ScreenFormatters(now:words:)`); each formatter
/// words its screen with them, and every shape's screens use the formatters, so
/// a front changes its words in one place.
public struct FrontWords: Hashable, Sendable {
    /// What Ctrl-C says with nothing loading.
    public var howToLeave: String
    /// How to load the next page, after a count of what is shown: "type 'more' for the next page".
    public var nextPage: String
    /// What the saved screen says with nothing saved.
    public var noSaves: String
    /// How to leave a screen, starting a sentence: "Type 'back'".
    public var back: String
    /// How to open the asker's page, in a sentence: "'user'".
    public var user: String
    /// How to fetch page 1 again, starting a clause: "type 'refresh'".
    public var refresh: String
    /// How to fetch the next page, starting a clause: "type 'more'".
    public var more: String
    /// What comes before a command the user types: nothing on the line front, `:` on the screen.
    public var commandPrefix: String
    /// Where the commands are listed, after a command that is not one: "Type 'help' for the commands."
    public var whereTheCommandsAre: String
    /// What a search for nothing says: "Nothing to search for: type 'search WORDS', or …".
    public var nothingToSearchFor: String
    /// The answer to `user` on a screen that is not a question: the list, a user's page, the saved screen.
    public var notOnAQuestion: String

    /// Words of a front of its own.
    public init(
        howToLeave: String, nextPage: String, noSaves: String, back: String, user: String, refresh: String,
        more: String, commandPrefix: String, whereTheCommandsAre: String, nothingToSearchFor: String,
        notOnAQuestion: String
    ) {
        self.howToLeave = howToLeave
        self.nextPage = nextPage
        self.noSaves = noSaves
        self.back = back
        self.user = user
        self.refresh = refresh
        self.more = more
        self.commandPrefix = commandPrefix
        self.whereTheCommandsAre = whereTheCommandsAre
        self.nothingToSearchFor = nothingToSearchFor
        self.notOnAQuestion = notOnAQuestion
    }

    /// The line front's: commands are typed.
    public static let lines = FrontWords(
        howToLeave: ListText.howToLeave, nextPage: "type 'more' for the next page",
        noSaves: "No saved questions yet: type 'save N' on a list, or 'save' on a question.",
        back: "Type 'back'", user: "'user'", refresh: "type 'refresh'", more: "type 'more'",
        commandPrefix: "",
        whereTheCommandsAre: "Type 'help' for the commands.",
        nothingToSearchFor: "Nothing to search for: type 'search WORDS', or 'search' alone to clear it.",
        notOnAQuestion: "Type 'user' on a question to open its asker's page.")

    /// The screen front's: keys are pressed (SPEC §8), and a command is typed after `:`.
    public static let screen = FrontWords(
        howToLeave: ListText.howToLeaveTheScreen, nextPage: "move past the last row for more",
        noSaves: "No saved questions yet: press s on a row or a question.", back: "Press b", user: "u",
        refresh: "press r", more: "move past the last row", commandPrefix: ":",
        whereTheCommandsAre: "Press ? for the keys.",
        nothingToSearchFor: "Nothing to search for: type words after /, or ':search' alone to clear it.",
        notOnAQuestion: "Press u on a question to open its asker's page.")
}
