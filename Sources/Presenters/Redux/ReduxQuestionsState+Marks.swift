// The marks of the rows in state, as the reducer keeps them: which questions on the screens are saved.
extension ReduxQuestionsState {
    /// Marks the rows `ids` as saved or not, as `saved` says of each.
    mutating func mark(_ ids: [Int], saved: Set<Int>) {
        self.saved.subtract(ids)
        self.saved.formUnion(saved.intersection(ids))
    }

    /// Marks question `id` as saved, or not.
    mutating func mark(_ id: Int, saved: Bool) {
        if saved { self.saved.insert(id) } else { self.saved.remove(id) }
    }

    /// Every saved screen on the path reads its saves again when next drawn.
    mutating func markSavedScreensStale() {
        for index in path.indices {
            if case .saved(var saved) = path[index] {
                saved.isStale = true
                path[index] = .saved(saved)
            }
        }
    }

    /// The ids of the questions on every screen in state: the list's rows, each user's page's, each
    /// question shown.
    var questionIDs: [Int] {
        var ids = list.questions.questions.map(\.id)
        for screen in path {
            switch screen {
            case .question(let question): if question.loaded != nil { ids.append(question.id) }
            case .user(let user): ids += user.page?.questions.map(\.id) ?? []
            case .saved: break
            }
        }
        return ids
    }
}
