import Entities
import Interactors
import Presenters

/// Smalltalk MVC's saved-screen view: a dependent of the saved model. Told of a change, it marks itself
/// damaged; when the display cycle asks, it reads the model and draws.
@MainActor
public final class SmalltalkSavedView<Display: QuestionListDisplaying> {
    private let model: SmalltalkSavedModel
    /// What it draws on: the line front's terminal, or the screen front's frame.
    public let display: Display
    private let formatter: SavedListFormatter
    /// What is not yet displayed, in order: the model's changes, and the feedback the controller told.
    private var damage: [Damage] = []

    /// A change of the model, or feedback from the controller, waiting for the display cycle.
    private enum Damage {
        case changed(SmalltalkSavedModel.Change)
        case told(SmalltalkFeedback)
    }

    /// A view of `model`, registered as its dependent, drawing on `display` with `formatter`.
    public init(
        model: SmalltalkSavedModel, display: Display, formatter: SavedListFormatter
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

    /// Activated (uncovered, or `saved` typed on it): forgets its damage and draws the saves shown.
    public func activate() {
        damage = []
        display.show(formatter.display(of: model.list))
    }

    private func draw(_ change: SmalltalkSavedModel.Change) {
        switch change {
        case .read: display.show(formatter.display(of: model.list))
        case .appended(let added):
            let (rows, footer) = formatter.appended(added.map(\.question), to: model.list)
            display.showMore(rows, footer: footer)
        case .failed(let error): display.showError(SaveText.off(error))
        // The display reads the selection from the model as it draws.
        case .selection: break
        }
    }
}
