/// Ctrl-C's rule, which the screen that takes it calls in every shape (SPEC §7): every load in flight,
/// on every screen, stops, and the answer is "Load cancelled."; with nothing loading, the answer is how
/// to leave, in the front's words. The rule is here; which screen takes Ctrl-C, and where its answer
/// is shown, is each shape's.
public enum Interruption {
    /// Stops every load through `cancelEveryLoad` if one is in flight (`hasLoadInFlight`), and returns
    /// the line to show: "Load cancelled.", or `howToLeave`.
    @MainActor
    public static func answer(hasLoadInFlight: Bool, cancelEveryLoad: () -> Void, howToLeave: String)
        -> String
    {
        guard hasLoadInFlight else { return howToLeave }
        cancelEveryLoad()
        return ListText.loadCancelled
    }
}
