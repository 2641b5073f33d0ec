import Entities
import Interactors

/// Model 2's actions for the saves, `/saved`: read and written on disk, so each answers at once.
@MainActor
public struct Model2SavedActions: Model2Actions {
    private let model: Model2Model
    private let templates: any Model2Templates

    /// Actions asking `model`, rendering with `templates`.
    public init(model: Model2Model, templates: any Model2Templates) {
        self.model = model
        self.templates = templates
    }

    /// `GET` shows the saves, `more` the next page of them, `POST` saves a question and `DELETE` removes one.
    public func perform(_ request: Model2Request) -> Model2Delivery {
        switch request {
        case .get(.saved(let count), _): show(count: count)
        case .more(.saved(let count)): more(count: count)
        case .save(let question): create(question)
        case .unsave(let question, let returnTo): destroy(question, returningTo: returnTo)
        case .get, .more, .refresh: .now(.flash(Model2FrontController.notFound))
        }
    }

    /// `GET /saved`: the most recent saves, as many as the location shows (a page at least).
    public func show(count: Int) -> Model2Delivery {
        switch model.saves.firstSaves(atLeast: count, pageSize: model.pageSize) {
        case .success(let list): .now(.page(templates.saved(list)))
        case .failure(let error): .now(.flash(.alert(SaveText.off(error))))
        }
    }

    /// `more` on the saved page at the location: the next page of saves, as a partial; a flash when every
    /// save is shown.
    public func more(count: Int) -> Model2Delivery {
        let next = model.saves.firstSaves(atLeast: count, pageSize: model.pageSize).flatMap { shown in
            shown.hasMore ? model.saves.nextSaves(of: shown).map(Optional.some) : .success(nil)
        }
        switch next {
        case .success(let (list, added)?): return .now(.rows(templates.rows(added, appendedTo: list)))
        case .success(nil): return .now(.flash(.notice(SaveText.noMore)))
        case .failure(let error): return .now(.flash(.alert(SaveText.off(error))))
        }
    }

    /// `POST /saved`: saves `question`; the flash answers.
    public func create(_ question: Question) -> Model2Delivery {
        .now(.flash(.answer(to: model.saves.save(question))))
    }

    /// `DELETE /saved/ID`: removes `question` from the saves; the flash answers, and a removal sent from the
    /// saved page at `returnTo` sends the browser back to it, one fewer.
    public func destroy(_ question: Question, returningTo returnTo: Model2Location?) -> Model2Delivery {
        let outcome = model.saves.unsave(questionID: question.id)
        guard outcome == .removed, case .saved(let count)? = returnTo else {
            return .now(.flash(.answer(to: outcome)))
        }
        return .now(.redirect(.answer(to: outcome), to: .get(.saved(count: count - 1), .history)))
    }
}
