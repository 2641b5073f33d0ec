import Entities
import Interactors
import Presenters

/// Smalltalk MVC's user view: a dependent of the user model. Told of a change, it marks itself damaged;
/// when the display cycle asks, it reads the model and draws.
@MainActor
public final class SmalltalkUserView<Display: UserPageDisplaying> {
    private let model: SmalltalkUserModel
    /// What it draws on: the line front's terminal, or the screen front's frame.
    public let display: Display
    private let formatter: UserPageFormatter
    /// What is not yet displayed, in order: the model's changes, and the feedback the controller told.
    private var damage: [Damage] = []

    /// A change of the model, or feedback from the controller, waiting for the display cycle.
    private enum Damage {
        case changed(SmalltalkUserModel.Change)
        case told(SmalltalkFeedback)
    }

    /// A view of `model`, registered as its dependent, drawing on `display` with `formatter`.
    public init(model: SmalltalkUserModel, display: Display, formatter: UserPageFormatter) {
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

    /// Activated (uncovered): forgets its damage and draws the whole page, if it is there.
    public func activate() {
        damage = []
        drawPage()
    }

    private func drawPage() {
        guard let page = model.page else { return }
        display.show(formatter.display(of: page, saved: model.marks))
    }

    private func draw(_ change: SmalltalkUserModel.Change) {
        switch change {
        case .loading: display.showLoading()
        case .loaded: drawPage()
        case .appended(let added):
            guard let page = model.page else { return }
            let (rows, footer) = formatter.appended(added, to: page, saved: model.marks)
            display.showMore(rows, footer: footer)
        case .failed(let error, let isFirstLoad):
            display.showError(
                isFirstLoad
                    ? UserText.pageFailed(error, words: formatter.words)
                    : ErrorText.listFailed(error, retrying: .nextPage, words: formatter.words))
        case .marks(let rows):
            // Drawn again in place where the display can; the line front's cannot, and shows it next time.
            guard let page = model.page else { return }
            for number in rows {
                if let row = formatter.row(number, of: page, saved: model.marks) { display.showRow(row) }
            }
        // The display reads the selection from the model as it draws.
        case .selection: break
        }
    }
}
