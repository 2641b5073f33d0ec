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

    /// Words of a front of its own.
    public init(howToLeave: String, nextPage: String, noSaves: String) {
        self.howToLeave = howToLeave
        self.nextPage = nextPage
        self.noSaves = noSaves
    }

    /// The line front's: commands are typed.
    public static let lines = FrontWords(
        howToLeave: ListText.howToLeave, nextPage: "type 'more' for the next page",
        noSaves: "No saved questions yet: type 'save N' on a list, or 'save' on a question.")

    /// The screen front's: keys are pressed (SPEC §8).
    public static let screen = FrontWords(
        howToLeave: ListText.howToLeaveTheScreen, nextPage: "move past the last row for more",
        noSaves: "No saved questions yet: press s on a row or a question.")
}
