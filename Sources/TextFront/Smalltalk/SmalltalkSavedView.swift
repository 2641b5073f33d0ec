import Entities
import Interactors
import Presenters

/// Smalltalk MVC's saved-screen view: a dependent of the saved model. Told of a change, it marks itself
/// damaged; when the display cycle asks, it reads the model and draws.
@MainActor
public final class SmalltalkSavedView {
    private let model: SmalltalkSavedModel
    private let display: any QuestionListDisplaying
    private let formatter: SavedListFormatter
    /// The changes not yet displayed, in order.
    private var damage: [SmalltalkSavedModel.Change] = []

    /// A view of `model`, registered as its dependent, drawing on `display` with `formatter`.
    public init(
        model: SmalltalkSavedModel, display: any QuestionListDisplaying, formatter: SavedListFormatter
    ) {
        self.model = model
        self.display = display
        self.formatter = formatter
        model.dependents.add(self) { view, change in view.damage.append(change) }
    }

    /// Draws each change since the last display, reading the model as it is now.
    public func displayDamage() {
        let changes = damage
        damage = []
        for change in changes { draw(change) }
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
        case .noMore: display.showNotice(SaveText.noMore)
        case .failed(let error): display.showError(SaveText.off(error))
        case .noSuchRow(let number): display.showError(ListText.noSuchRow(number))
        case .saveAnswered(let outcome):
            display.showAnswer(to: outcome)
        }
    }
}
