import Entities
import Interactors
import Presenters

/// Smalltalk MVC's list view: a dependent of the list model. Told of a change, it marks itself damaged;
/// when the display cycle asks, it reads the model and draws, formatting with the shared formatter.
@MainActor
public final class SmalltalkQuestionListView<Display: QuestionListDisplaying> {
    private let model: SmalltalkQuestionListModel
    /// What it draws on: the line front's terminal, or the screen front's frame.
    public let display: Display
    private let formatter: QuestionListFormatter
    /// What is not yet displayed, in order: the model's changes, and the feedback the controller told.
    private var damage: [Damage] = []

    /// A change of the model, or feedback from the controller, waiting for the display cycle.
    private enum Damage {
        case changed(SmalltalkQuestionListModel.Change)
        case told(SmalltalkFeedback)
    }

    /// A view of `model`, registered as its dependent, drawing on `display` with `formatter`.
    public init(
        model: SmalltalkQuestionListModel, display: Display,
        formatter: QuestionListFormatter
    ) {
        self.model = model
        self.display = display
        self.formatter = formatter
        model.dependents.add(self) { view, change in view.damage.append(.changed(change)) }
    }

    /// Draws each change since the last display, reading the model as it is now.
    public func displayDamage() {
        let waiting = damage
        damage = []
        for item in waiting {
            switch item {
            case .changed(let change): draw(change)
            case .told(let feedback): display.show(feedback)
            }
        }
    }

    /// Feedback on a command, from the controller that has control: it is no change of the model, so it
    /// never reaches the view through the model's dependents. It is displayed with the damage, in the order
    /// it came, when the display cycle next asks.
    public func tell(_ feedback: SmalltalkFeedback) {
        damage.append(.told(feedback))
    }

    /// Feedback on a command, from the controller, shown at once: a notice, or an error. It is not a change
    /// of the model, so it never reaches the view as damage.
    public func showFeedback(_ text: String, isError: Bool) {
        if isError { display.showError(text) } else { display.showNotice(text) }
    }

    /// Activated (uncovered, or `list`): forgets its damage and draws the whole list.
    public func activate() {
        damage = []
        display.show(formatter.display(of: model.list, saved: model.marks))
    }

    private func draw(_ change: SmalltalkQuestionListModel.Change) {
        switch change {
        case .loading: display.showLoading()
        case .replaced: display.show(formatter.display(of: model.list, saved: model.marks))
        case .appended(let added):
            let (rows, footer) = formatter.appended(added, to: model.list, saved: model.marks)
            display.showMore(rows, footer: footer)
        case .refreshed(let previous):
            let (shown, summary) = formatter.refreshed(model.list, previous: previous, saved: model.marks)
            display.show(shown)
            display.showNotice(summary)
        case .failed(let fetch, let error):
            display.showError(ErrorText.listFailed(error, retrying: fetch, words: formatter.words))
        case .marks(let rows):
            // Drawn again in place where the display can; the line front's cannot, and shows it next time.
            for number in rows {
                if let row = formatter.row(number, of: model.list, saved: model.marks) {
                    display.showRow(row)
                }
            }
        // The display reads the selection from the model as it draws.
        case .selection: break
        }
    }
}
