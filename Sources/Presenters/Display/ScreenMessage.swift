/// A one-line message in a screen's state: a notice or an error, numbered so that the same words twice are news twice.
///
/// State is compared by value, so "No question 99 on this list." typed twice
/// would look like no change at all. Each message gets the next number from
/// whoever owns the state (an MVVM view model, the store's reducer), and the
/// view prints a message whose number it has not seen.
public struct ScreenMessage: Hashable, Sendable {
    /// The message, ready to show.
    public var text: String
    /// Counts the messages of one state's owner, from 1.
    public var number: Int

    /// A message numbered `number` saying `text`.
    public init(text: String, number: Int) {
        self.text = text
        self.number = number
    }
}
