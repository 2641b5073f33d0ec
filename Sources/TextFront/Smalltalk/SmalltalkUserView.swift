import Entities
import Interactors
import Presenters

/// Smalltalk MVC's user view: a dependent of the user model. Told of a change, it marks itself damaged;
/// when the display cycle asks, it reads the model and draws.
@MainActor
public final class SmalltalkUserView {
    private let model: SmalltalkUserModel
    private let display: any UserPageDisplaying
    private let formatter: UserPageFormatter
    /// The changes not yet displayed, in order.
    private var damage: [SmalltalkUserModel.Change] = []

    /// A view of `model`, registered as its dependent, drawing on `display` with `formatter`.
    public init(model: SmalltalkUserModel, display: any UserPageDisplaying, formatter: UserPageFormatter) {
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
                isFirstLoad ? UserText.pageFailed(error) : ErrorText.listFailed(error, retrying: .nextPage))
        case .stillLoading: display.showNotice(ListText.stillLoading)
        case .noMoreQuestions: display.showNotice(ListText.noMoreQuestions)
        case .noSuchRow(let number): display.showError(UserText.noSuchRow(number))
        case .saveAnswered(let outcome):
            display.showAnswer(to: outcome)
        case .marks: break
        }
    }
}
