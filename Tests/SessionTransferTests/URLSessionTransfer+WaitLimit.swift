import SessionTransfer
import TestSupport
import Testing

extension URLSessionTransfer {
    /// Returns once every GET started on the transfer has had its `finish` return, as
    /// `waitUntilFinished()` does, which blocks: it waits on a thread of its own, never on Swift's
    /// cooperative pool, whose threads the GETs' tasks run on. After `WaitLimit.duration` it fails the test.
    func waitUntilFinishedOrFail(sourceLocation: SourceLocation = #_sourceLocation) async {
        let waiting = Task { await onAThreadOfItsOwn { self.waitUntilFinished() } }
        await value(of: waiting, "every GET's finish to return", sourceLocation: sourceLocation)
    }
}
