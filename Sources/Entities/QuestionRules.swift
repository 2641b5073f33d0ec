/// The list rules every pattern shares: paging without duplicates.
extension Array where Element == Question {
    /// This list with `page` appended, leaving out questions already listed.
    ///
    /// A question can move to the next page between two requests (its
    /// activity changed), so the next page may repeat one already shown.
    public func appending(page: [Question]) -> [Question] {
        self + unlisted(in: page)
    }

    /// The questions of `page` that this list does not hold yet, in order, each once: what
    /// `appending(page:)` adds, and what a next page shows as new rows.
    public func unlisted(in page: [Question]) -> [Question] {
        var seen = Set(map(\.id))
        return page.filter { seen.insert($0.id).inserted }
    }
}

/// The answer rules every pattern shares: the order they are read in.
extension Array where Element == Answer {
    /// The accepted answer first, then by score, highest first; ties keep the oldest first.
    public func inReadingOrder() -> [Answer] {
        sorted { lhs, rhs in
            if lhs.isAccepted != rhs.isAccepted { return lhs.isAccepted }
            if lhs.score != rhs.score { return lhs.score > rhs.score }
            return (lhs.creationDate, lhs.id) < (rhs.creationDate, rhs.id)
        }
    }
}
