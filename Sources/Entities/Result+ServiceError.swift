extension Result where Failure == ServiceError {
    /// What `fetch` returns, or the service error it throws: a fetch's outcome as a value, to be checked
    /// (was the load cancelled meanwhile?) before anything is done with it. It runs on the caller's
    /// actor, so the caller's closure never crosses to another.
    nonisolated(nonsending) public init(fetching fetch: () async throws(ServiceError) -> Success) async {
        do {
            self = .success(try await fetch())
        } catch {
            self = .failure(error)
        }
    }
}
