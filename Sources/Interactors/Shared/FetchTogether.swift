import Entities

/// Asks the service two independent things at once, for the cost of one round trip, and gives both
/// answers, or the error of the first to fail.
///
/// `alongside` runs in a task of its own, made first and isolated to the main actor, so the service is
/// asked for `main` first and `alongside` second, before either answer is in: offline, every run and
/// trace is the same. When `main` fails, `alongside` is cancelled and waited for, so nothing of the
/// fetch outlives it; when the caller is cancelled, both are.
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
