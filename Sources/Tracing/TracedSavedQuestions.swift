import Entities

/// A `SavedQuestions` that traces each call its caller makes to the store of saves, and what came back,
/// then passes it on: the database is a seam like the web service.
///
/// It wraps the real store at the composition root, so the model of the
/// saves that calls it cannot tell the difference. The question asked
/// before every screen command, whether another session changed the saves,
/// is traced only when the answer is yes: it is asked of every command,
/// and a trace shows what changed.
@MainActor
public final class TracedSavedQuestions: SavedQuestions {
    private let store: any SavedQuestions
    private let caller: Layer
    private let tracer: Tracer

    /// Traces the calls `caller` (the controller, presenter, view model, interactor or effect, through the
    /// model of the saves) makes to `store`.
    public init(_ store: any SavedQuestions, caller: Layer, tracer: Tracer) {
        self.store = store
        self.caller = caller
        self.tracer = tracer
    }

    /// Traced, then passed on; the answer says whether it changed anything.
    public func save(_ question: Question, site: String) throws(SaveError) -> Bool {
        let saved = try traced("save(question \(question.id))") { () throws(SaveError) in
            try store.save(question, site: site)
        }
        tracer.returned(caller, from: .database, saved ? "saved" : "already saved")
        return saved
    }

    /// Traced, then passed on; the answer says whether it changed anything.
    public func unsave(questionID id: Int, site: String) throws(SaveError) -> Bool {
        let removed = try traced("unsave(question \(id))") { () throws(SaveError) in
            try store.unsave(questionID: id, site: site)
        }
        tracer.returned(caller, from: .database, removed ? "removed" : "not saved")
        return removed
    }

    /// Traced, then passed on; the answer is how many of `ids` are saved.
    public func savedIDs(among ids: [Int], site: String) throws(SaveError) -> Set<Int> {
        let saved = try traced("savedIDs(among: \(TraceSummary.counted(ids.count, "question")))") {
            () throws(SaveError) in try store.savedIDs(among: ids, site: site)
        }
        tracer.returned(caller, from: .database, "\(saved.count) saved")
        return saved
    }

    /// Traced, then passed on; the answer is how many saves the page holds.
    public func page(site: String, after cursor: SavedCursor?, limit: Int) throws(SaveError) -> SavedPage {
        let after = cursor.map { "after \($0.sequence)" } ?? "first"
        let page = try traced("page(\(after), limit: \(limit))") { () throws(SaveError) in
            try store.page(site: site, after: cursor, limit: limit)
        }
        tracer.returned(caller, from: .database, TraceSummary.counted(page.saves.count, "save"))
        return page
    }

    /// Passed on; traced only when another session changed the saves.
    public func changedElsewhere() throws(SaveError) -> Bool {
        let changed = try store.changedElsewhere()
        if changed { tracer.returned(.terminal, from: .database, "changed by another session") }
        return changed
    }

    /// Traces `message` and runs `body` under it; a failure is traced, then thrown on.
    private func traced<Value>(_ message: String, _ body: () throws(SaveError) -> Value) throws(SaveError)
        -> Value
    {
        let result: Result<Value, SaveError> = tracer.call(caller, .database, message) {
            do throws(SaveError) { return .success(try body()) } catch { return .failure(error) }
        }
        switch result {
        case .success(let value):
            return value
        case .failure(let error):
            tracer.returned(caller, from: .database, "failed")
            throw error
        }
    }
}
