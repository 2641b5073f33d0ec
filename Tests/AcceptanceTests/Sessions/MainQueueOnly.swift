#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs every job of Swift concurrency on the main queue, one at a time in the order they come, so
/// that a session runs the same way every time.
///
/// The runtime runs a task that is not on an actor (a `nonisolated async`
/// function, an `async let`, an actor of the offline data set) on its thread
/// pool, at the same time as the main actor's jobs; which comes first then
/// varies from run to run. The runtime's documented hook for where such a
/// job goes (`swift_task_enqueueGlobal_hook`, the one Point-Free's
/// `withMainSerialExecutor` uses) sends each to the main actor instead.
/// Then nothing runs beside the main queue, and a turn of it (`Task.yield()`
/// on the main actor) runs every job that was waiting.
///
/// Only for a process that does nothing else: the fuzz target, or a test's
/// child process (an exit test). Installed in a test process that runs other
/// tests beside it, it would serialise them all onto the main thread.
enum MainQueueOnly {
    private typealias Original = @convention(thin) (UnownedJob) -> Void
    private typealias Hook = @convention(thin) (UnownedJob, Original) -> Void

    /// Sends every job meant for the thread pool to the main queue from now on; false when the runtime
    /// has no such hook.
    @discardableResult
    static func install() -> Bool {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") else { return false }
        symbol.assumingMemoryBound(to: Hook?.self).pointee = { job, _ in MainActor.shared.enqueue(job) }
        return true
    }
}
