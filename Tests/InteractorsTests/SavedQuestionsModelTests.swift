import Entities
import Interactors
import TestSupport
import Testing

/// The saves as one object the screens share: what each save and unsave answers, which observers hear of
/// it, how marks are read, and how a failing store turns saving off. The store is the in-memory double,
/// which records every call; nothing sleeps.
@MainActor
@Suite("Saved questions model", .timeLimit(.minutes(1)))
struct SavedQuestionsModelTests {
    let store = InMemorySavedQuestions()
    let model: SavedQuestionsModel
    static let site = "stackoverflow"
    static let diskFull = SaveError.diskFull(path: "/data/saves.sqlite")
    static let locked = SaveError.locked(path: "/data/saves.sqlite")

    init() {
        model = SavedQuestionsModel(store: store, site: Self.site)
    }

    /// A new observer, registered with the model.
    private func observing() -> RecordingSavesObserver {
        let observer = RecordingSavesObserver()
        model.addObserver(observer)
        return observer
    }

    /// The calls the store received after the first `count`.
    private func calls(since count: Int) -> [InMemorySavedQuestions.Call] {
        Array(store.calls.dropFirst(count))
    }

    // MARK: Saving and unsaving

    @Test("saving a question answers saved, and writes it to the store for the model's site")
    func savesAQuestion() {
        #expect(model.save(Fixtures.question(id: 1)) == .saved)
        #expect(store.calls == [.save(id: 1, site: Self.site)])
    }

    @Test("saving a question saved already answers already saved")
    func savesTwice() {
        _ = model.save(Fixtures.question(id: 1))

        #expect(model.save(Fixtures.question(id: 1)) == .alreadySaved)
    }

    @Test("unsaving a saved question answers removed")
    func unsavesASavedQuestion() {
        _ = model.save(Fixtures.question(id: 1))

        #expect(model.unsave(questionID: 1) == .removed)
        #expect(store.calls.last == .unsave(id: 1, site: Self.site))
    }

    @Test("unsaving a question removed already answers not saved")
    func unsavesTwice() {
        _ = model.save(Fixtures.question(id: 1))
        _ = model.unsave(questionID: 1)

        #expect(model.unsave(questionID: 1) == .notSaved)
    }

    // MARK: Observers

    /// Guards `if changed { notify(change) }` in `perform(_:_:)`, for a save.
    @Test("tells the observers of a save once, and not of a save that changed nothing")
    func observersHearOfASave() {
        let observer = observing()

        _ = model.save(Fixtures.question(id: 1))
        _ = model.save(Fixtures.question(id: 1))

        #expect(observer.changes == [.saved(1)])
    }

    /// Guards `if changed { notify(change) }` in `perform(_:_:)`, for an unsave.
    @Test("tells the observers of an unsave once, and not of an unsave that changed nothing")
    func observersHearOfAnUnsave() {
        _ = model.save(Fixtures.question(id: 1))
        let observer = observing()

        _ = model.unsave(questionID: 1)
        _ = model.unsave(questionID: 1)

        #expect(observer.changes == [.unsaved(1)])
    }

    @Test("tells every registered observer, in the order they registered")
    func everyObserverHears() {
        let first = observing()
        let second = observing()

        _ = model.save(Fixtures.question(id: 4))

        #expect(first.changes == [.saved(4)])
        #expect(second.changes == [.saved(4)])
    }

    /// Guards `weak var observer` in `WeakObserver`: held strongly, a closed screen would be kept alive by
    /// the model for the whole session, and told of every change.
    @Test("holds its observers weakly: one released is not kept alive, and the others still hear")
    func holdsObserversWeakly() {
        let kept = observing()
        weak var released: RecordingSavesObserver?
        do {
            let observer = RecordingSavesObserver()
            model.addObserver(observer)
            released = observer
        }

        _ = model.save(Fixtures.question(id: 1))

        #expect(released == nil)
        #expect(kept.changes == [.saved(1)])
    }

    // MARK: Marks

    @Test("reads which of a page's rows are saved in one store call")
    func marksInOneCall() {
        _ = model.save(Fixtures.question(id: 2))
        let before = store.calls.count

        let marks = model.marks(among: [1, 2, 3])

        #expect(marks == [2])
        #expect(calls(since: before) == [.savedIDs(among: [1, 2, 3], site: Self.site)])
    }

    /// Guards `!ids.isEmpty` in `marks(among:)`: an empty page needs no query.
    @Test("reads no marks, and calls nothing, for no rows")
    func noRowsNoCall() {
        #expect(model.marks(among: []).isEmpty)
        #expect(store.calls.isEmpty)
    }

    @Test("says whether one question is saved")
    func isSaved() {
        _ = model.save(Fixtures.question(id: 2))

        #expect(model.isSaved(2))
        #expect(!model.isSaved(3))
    }

    @Test("hands back a page of the saves, the most recent first, read for the model's site")
    func readsAPage() throws {
        _ = model.save(Fixtures.question(id: 1))
        _ = model.save(Fixtures.question(id: 2))
        let before = store.calls.count

        let page = try model.page(after: nil, limit: 1).get()

        #expect(page.saves.map(\.question.id) == [2])
        #expect(page.hasMore)
        #expect(calls(since: before) == [.page(site: Self.site, after: nil, limit: 1)])
    }

    // MARK: Changes made elsewhere

    @Test("tells the observers to read again, and answers true, when another session changed the saves")
    func changeElsewhere() {
        let observer = observing()
        store.changedByAnotherSession = true

        #expect(model.checkForChangesElsewhere())
        #expect(observer.changes == [.elsewhere])
    }

    @Test("tells the observers nothing, and answers false, when no other session changed the saves")
    func noChangeElsewhere() {
        let observer = observing()

        #expect(!model.checkForChangesElsewhere())
        #expect(observer.changes.isEmpty)
        #expect(store.calls == [.changedElsewhere])
    }

    // MARK: Failures

    /// Guards `offReason = error` in `turnOff(_:)`.
    @Test("turns saving off, and says why, when the store fails other than by a lock")
    func failureTurnsSavingOff() {
        store.failure = Self.diskFull

        #expect(model.save(Fixtures.question(id: 1)) == .failed(Self.diskFull))
        #expect(!model.isOn)
        #expect(model.offReason == Self.diskFull)
    }

    /// Guards `if let offReason { return .failure(offReason) }` in `usable`: once off, the file is not
    /// touched again, even if it would now answer.
    @Test("once off, answers every save and unsave with the reason, and calls the store no more")
    func offWritesNothing() {
        store.failure = Self.diskFull
        _ = model.save(Fixtures.question(id: 1))
        store.failure = nil
        let before = store.calls.count

        #expect(model.save(Fixtures.question(id: 2)) == .failed(Self.diskFull))
        #expect(model.unsave(questionID: 2) == .failed(Self.diskFull))
        #expect(calls(since: before).isEmpty)
    }

    @Test("once off, reads no marks, no page and no change elsewhere, and calls the store no more")
    func offReadsNothing() {
        store.failure = Self.diskFull
        _ = model.save(Fixtures.question(id: 1))
        store.failure = nil
        store.changedByAnotherSession = true
        let before = store.calls.count

        #expect(model.marks(among: [1, 2]).isEmpty)
        #expect(model.page(after: nil, limit: 10) == .failure(Self.diskFull))
        #expect(!model.checkForChangesElsewhere())
        #expect(calls(since: before).isEmpty)
    }

    /// Guards `notify(.elsewhere)` in `turnOff(_:)`: the screens must read their marks again, and find
    /// none.
    @Test("tells the observers to read again when saving turns off")
    func turningOffIsTold() {
        let observer = observing()
        store.failure = Self.diskFull

        _ = model.save(Fixtures.question(id: 1))

        #expect(observer.changes == [.elsewhere])
    }

    @Test("reads no marks, and turns saving off, when reading them fails")
    func marksFailure() {
        store.failure = Self.diskFull

        #expect(model.marks(among: [1]).isEmpty)
        #expect(model.offReason == Self.diskFull)
    }

    @Test("turns saving off, and tells the observers, when asking about other sessions fails")
    func checkFailure() {
        let observer = observing()
        store.failure = Self.diskFull

        model.checkForChangesElsewhere()

        #expect(model.offReason == Self.diskFull)
        #expect(observer.changes == [.elsewhere])
    }

    /// Guards `if case .locked = error { return }` in `turnOff(_:)`: another session holding the file
    /// for a moment must not turn saving off for the rest of this one.
    @Test("fails only the call a lock held elsewhere stopped: saving stays on and the next save is written")
    func lockFailsOneCall() {
        store.failure = Self.locked

        #expect(model.save(Fixtures.question(id: 1)) == .failed(Self.locked))
        #expect(model.isOn)
        #expect(model.offReason == nil)

        store.failure = nil
        #expect(model.save(Fixtures.question(id: 1)) == .saved)
    }

    @Test("tells the observers nothing when a lock stopped a save")
    func lockIsNotTold() {
        let observer = observing()
        store.failure = Self.locked

        _ = model.save(Fixtures.question(id: 1))

        #expect(observer.changes.isEmpty)
    }

    @Test("tells nobody, and stays on, when a lock stops asking about other sessions")
    func lockedCheckTellsNobody() {
        let observer = observing()
        store.failure = Self.locked

        model.checkForChangesElsewhere()

        #expect(model.isOn)
        #expect(observer.changes.isEmpty)
    }

    /// Guards `return true` in the `catch` of `checkForChangesElsewhere()`: its documentation says it
    /// returns whether it told the observers, and after a lock it told them nothing.
    @Test("answers false when a lock stops asking about other sessions, as it told nobody")
    func lockedCheckAnswersFalse() {
        store.failure = Self.locked

        #expect(!model.checkForChangesElsewhere())
    }

    // MARK: Off from the start

    @Test("made off, answers every save and unsave with the reason")
    func madeOffFailsWrites() {
        let reason = SaveError.notADatabase(path: "/data/saves.sqlite")
        let model = SavedQuestionsModel(off: reason, site: Self.site)

        #expect(model.save(Fixtures.question(id: 1)) == .failed(reason))
        #expect(model.unsave(questionID: 1) == .failed(reason))
    }

    @Test("made off, is off for its reason and reads no marks")
    func madeOffHasNoMarks() {
        let reason = SaveError.newerVersion(path: "/data/saves.sqlite", version: 9)
        let model = SavedQuestionsModel(off: reason, site: Self.site)

        #expect(!model.isOn)
        #expect(model.offReason == reason)
        #expect(model.marks(among: [1, 2]).isEmpty)
        #expect(!model.checkForChangesElsewhere())
    }

    // MARK: Applying a change to marks

    @Test("adds a row saved here to the marks, without a store call")
    func applyingASave() {
        let marks: Set<Int> = [1]

        #expect(marks.applying(.saved(2), among: [1, 2, 3], model: model) == [1, 2])
        #expect(store.calls.isEmpty)
    }

    /// Guards `if ids.contains(id)` in `applying(_:among:model:)`: a question saved from another screen
    /// is marked only where it is a row.
    @Test("leaves the marks as they are for a question saved here that is not among the rows")
    func applyingASaveOfAnotherRow() {
        let marks: Set<Int> = [1]

        #expect(marks.applying(.saved(9), among: [1, 2, 3], model: model) == [1])
    }

    @Test("removes a row unsaved here from the marks, without a store call")
    func applyingAnUnsave() {
        let marks: Set<Int> = [1, 2]

        #expect(marks.applying(.unsaved(2), among: [1, 2, 3], model: model) == [1])
        #expect(store.calls.isEmpty)
    }

    @Test("reads the marks again through the model for a change made elsewhere")
    func applyingAChangeElsewhere() {
        _ = model.save(Fixtures.question(id: 3))
        let marks: Set<Int> = [1]
        let before = store.calls.count

        #expect(marks.applying(.elsewhere, among: [1, 2, 3], model: model) == [3])
        #expect(calls(since: before) == [.savedIDs(among: [1, 2, 3], site: Self.site)])
    }

    @Test("reads the saved screen's list anew, as many saves as were shown and a page at least")
    func firstSaves() throws {
        for id in 1...5 { _ = model.save(Fixtures.question(id: id)) }

        let read = try model.firstSaves(atLeast: 3, pageSize: 2).get()

        #expect(read.questions.map(\.id) == [5, 4, 3])
        #expect(read.hasMore == true)
        #expect(store.calls.last == .page(site: "stackoverflow", after: nil, limit: 3))
    }

    @Test("adds the next page of saves under a list, by key, and says which it added")
    func nextSaves() throws {
        for id in 1...3 { _ = model.save(Fixtures.question(id: id)) }
        let first = try model.firstSaves(atLeast: 0, pageSize: 2).get()

        let next = try model.nextSaves(of: first).get()

        #expect(next.added.map(\.question.id) == [1])
        #expect(next.list.questions.map(\.id) == [3, 2, 1])
        #expect(next.list.hasMore == false)
    }

}

/// An observer of the saves that records every change it is told of, in order.
@MainActor
final class RecordingSavesObserver: SavedQuestionsObserver {
    /// Every change told so far, in order.
    private(set) var changes: [SavedQuestionsChange] = []

    func savedQuestionsDidChange(_ change: SavedQuestionsChange) {
        changes.append(change)
    }
}
