import Entities
import Presenters

extension ReduxViewAction {
    /// `event` in the store's words: a page is a move by `pageRows` rows, which only the view can count.
    init(_ event: ViewEvent, pageRows: Int) {
        self =
            switch event {
            case .move(let rows): .move(rows: rows)
            case .page(let pages): .move(rows: pages * pageRows)
            case .moveToFirst: .moveToFirst
            case .moveToLast: .moveToLast
            case .openSelection: .openSelection
            case .toggleSave: .toggleSave
            case .openCommandLine(let line): .openCommandLine(line)
            case .editCommandLine(let edit): .editCommandLine(edit)
            case .closeCommandLine: .closeCommandLine
            }
    }
}

/// What a store's view on the screen front remembers of the marks its rows were formatted with: the
/// rows' question ids and the saved ones among them, so that a save changing a mark in the state has
/// only that row formatted again, as the other shapes' views are told to draw a row again in place.
struct DrawnMarks {
    private var ids: [Int] = []
    private var saved: Set<Int> = []

    /// The rows `questions` were drawn with the marks `saved`.
    mutating func drew(_ questions: [Question], saved: Set<Int>) {
        ids = questions.map(\.id)
        self.saved = saved
    }

    /// The indices of the rows drawn whose mark differs in `saved`, where `questions` (the rows in state)
    /// still holds the same question there; remembers `saved` as drawn.
    mutating func changed(to saved: Set<Int>, among questions: [Question]) -> [Int] {
        guard saved != self.saved else { return [] }
        defer { self.saved = saved }
        return ids.indices.filter { index in
            self.saved.contains(ids[index]) != saved.contains(ids[index])
                && questions.indices.contains(index) && questions[index].id == ids[index]
        }
    }
}
