import Entities
import Interactors
import Presenters

/// Smalltalk MVC's question view: a dependent of the question model. Told of a change, it marks itself
/// damaged; when the display cycle asks, it reads the model and draws.
@MainActor
public final class SmalltalkQuestionView<Display: QuestionDisplaying> {
    private let model: SmalltalkQuestionModel
    /// What it draws on: the line front's terminal, or the screen front's frame.
    public let display: Display
    private let formatter: QuestionScreenFormatter
    /// What is not yet displayed, in order: the model's changes, and the feedback the controller told.
    private var damage: [Damage] = []

    /// A change of the model, or feedback from the controller, waiting for the display cycle.
    private enum Damage {
        case changed(SmalltalkQuestionModel.Change)
        case told(SmalltalkFeedback)
    }

    /// A view of `model`, registered as its dependent, drawing on `display` with `formatter`.
    public init(
        model: SmalltalkQuestionModel, display: Display, formatter: QuestionScreenFormatter
    ) {
        self.model = model
        self.display = display
        self.formatter = formatter
        model.dependents.add(self) { view, change in view.damage.append(.changed(change)) }
    }

    /// Feedback on a command, from the controller, shown at once as an error: it is not a change of the
    /// model, so it never reaches the view as damage.
    public func showFeedback(error text: String) {
        display.showError(text)
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

    /// Activated (uncovered): forgets its damage and draws the question, if it is there.
    public func activate() {
        damage = []
        drawQuestion()
    }

    private func drawQuestion() {
        guard let loaded = model.loaded else { return }
        display.show(formatter.screen(for: loaded.question, answers: loaded.answers, isSaved: model.isSaved))
    }

    private func draw(_ change: SmalltalkQuestionModel.Change) {
        switch change {
        case .loading: display.showLoading()
        case .loaded: drawQuestion()
        case .failed(let error): display.showError(ErrorText.questionFailed(error, words: formatter.words))
        case .marks:
            // Drawn again in place where the display can; the line front's cannot, and shows it next time.
            guard let loaded = model.loaded else { return }
            display.showInPlace(
                formatter.screen(for: loaded.question, answers: loaded.answers, isSaved: model.isSaved))
        }
    }
}
