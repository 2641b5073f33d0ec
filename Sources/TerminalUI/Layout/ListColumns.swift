/// How many columns the list asks for (`--columns`): as many as fit, or a given count.
public enum ListColumns: Hashable, Sendable {
    /// As many columns of at least 60 as fit the width, up to 4.
    case automatic
    /// This many columns, from 1 to 4.
    case count(Int)

    /// The grid the list is set in at `width`.
    ///
    /// The app refuses at start a count that does not fit the width. If the
    /// terminal is made narrower later, a count that no longer fits gives
    /// way to the most columns that do, up to it: the session cannot refuse
    /// a resize, and a list cut off at the edge would be worse.
    public func grid(forWidth width: Int) -> ColumnGrid {
        switch self {
        case .automatic:
            return ColumnGrid.widest(fitting: width)
        case .count(let count):
            return (try? ColumnGrid(count: count, width: width))
                ?? ColumnGrid.widest(fitting: width, atMost: count)
        }
    }
}
