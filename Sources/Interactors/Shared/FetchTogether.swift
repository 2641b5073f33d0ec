import Entities

/// Asks the service two independent things at once, for the cost of one round trip, and gives both
/// answers, or the error of the first to fail.
///
/// `alongside` runs in a task of its own while the caller's task runs
/// `main`. That task is made first, and it and `alongside` are isolated to
/// the main actor, where every use case here is called, which runs its work
/// in order: so the service is asked for `main` first and `alongside` second,
/// before either answer is in. (A nonisolated `alongside` would ask from
/// another thread, after `main`'s answer, offline.) Offline,
/// where the service answers in the order it is asked, every run and every
/// trace is the same; live, the two requests run at once and come back in
/// the order the server sends them.
///
/// When `main` fails, its error is the one thrown, and `alongside` is
/// cancelled and waited for, so that nothing of the fetch outlives it; when
/// the caller is cancelled, both are. `FetchQuestionWithAnswers` and
/// `FetchUserPage` are each this, with their two requests.
@MainActor
func fetchTogether<Main: Sendable, Alongside: Sendable>(
    _ main: () async throws(ServiceError) -> Main,
    alongside: @escaping @MainActor @Sendable () async throws(ServiceError) -> Alongside
) async throws(ServiceError) -> (Main, Alongside) {
    let other = Task { await Result(fetching: alongside) }
    let outcome = await withTaskCancellationHandler { () async -> Result<(Main, Alongside), ServiceError> in
        let value: Main
        do throws(ServiceError) {
            value = try await main()
        } catch {
            // Cancelled, and waited for: the fetch ends only once its last request has.
            other.cancel()
            _ = await other.value
            return .failure(error)
        }
        return await other.value.map { (value, $0) }
    } onCancel: {
        other.cancel()
    }
    return try outcome.get()
}
