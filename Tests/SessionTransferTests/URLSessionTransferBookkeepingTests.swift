import Foundation
import SessionTransfer
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `URLSessionTransfer`'s bookkeeping on its own, with no network: the numbers it hands out, the one
/// `finish` of each GET, cancelling by number, and the wait for every GET to end.
///
/// Each GET's work is a `HeldWork` the test releases when the scenario
/// needs it, and a `FinishRecorder` keeps what `finish` was handed; the
/// session is never asked for anything. A test ends by waiting until every
/// GET has finished, after which no `finish` can come: what it recorded
/// then is all there will ever be.
@Suite("URLSessionTransfer bookkeeping", .timeLimit(.minutes(1)))
struct URLSessionTransferBookkeepingTests {
    private let transfer = URLSessionTransfer(session: URLSession(configuration: .ephemeral))
    private let finishes = FinishRecorder()

    private static let ok = Outcome.response(status: 200, body: Data("ok".utf8))

    @Test("hands out numbers from 1, one more for each GET started")
    func numbersStartAtOne() async {
        let numbers = (1...3).map { _ in
            transfer.start({ .timedOut }, then: finishes.finish)
        }

        #expect(numbers == [1, 2, 3])
        await transfer.waitUntilFinishedOrFail()
    }

    @Test(
        "hands finish the outcome of its work exactly once",
        arguments: [
            .response(status: 200, body: Data("ok".utf8)), .response(status: 503, body: Data()),
            .timedOut, .unreachable(detail: "nobody there"), .badResponse(detail: "broke off"), .cancelled,
        ] as [Outcome])
    func finishGetsTheOutcome(of outcome: Outcome) async {
        let work = HeldWork()
        _ = transfer.start(work.work, then: finishes.finish)
        await work.waitUntilStarted()
        #expect(finishes.outcomes.isEmpty, "finish was called while the work was held")

        work.release(with: outcome)

        await transfer.waitUntilFinishedOrFail()
        #expect(finishes.outcomes == [outcome])
    }

    @Test("hands finish a cancelled GET as cancelled, even when its work then returns a response")
    func cancelWhileHeld() async {
        let work = HeldWork()
        let number = transfer.start(work.work, then: finishes.finish)
        await work.waitUntilStarted()

        transfer.cancel(number)
        work.release(with: Self.ok)

        await transfer.waitUntilFinishedOrFail()
        #expect(finishes.outcomes == [.cancelled])
    }

    @Test("leaves a running GET alone when told to cancel a number it never handed out")
    func cancelAnUnknownNumber() async {
        let work = HeldWork()
        let number = transfer.start(work.work, then: finishes.finish)
        await work.waitUntilStarted()

        transfer.cancel(0)
        transfer.cancel(number + 1)
        work.release(with: Self.ok)

        await transfer.waitUntilFinishedOrFail()
        #expect(finishes.outcomes == [Self.ok])
    }

    @Test("leaves a running GET alone when told to cancel one that has finished")
    func cancelAFinishedNumber() async {
        let finished = transfer.start({ .timedOut }, then: finishes.finish)
        await finishes.waitForOutcomes(1)
        let work = HeldWork()
        _ = transfer.start(work.work, then: finishes.finish)
        await work.waitUntilStarted()

        transfer.cancel(finished)
        work.release(with: Self.ok)

        await transfer.waitUntilFinishedOrFail()
        #expect(finishes.outcomes == [.timedOut, Self.ok])
    }

    /// The wait starts while both GETs are held, and the GETs are released only once its thread is about
    /// to wait: a wait that did not wait would return with fewer outcomes than GETs.
    @Test("waits until every started GET's finish has returned")
    func waitUntilFinished() async {
        let works = [HeldWork(), HeldWork()]
        for work in works { _ = transfer.start(work.work, then: finishes.finish) }
        let (aboutToWait, willWait) = AsyncStream.makeStream(of: Void.self)
        let transfer = transfer
        let finishes = finishes
        let waiting = Task {
            await onAThreadOfItsOwn {
                willWait.yield()
                transfer.waitUntilFinished()
                return finishes.outcomes
            }
        }
        var waits = aboutToWait.makeAsyncIterator()
        await waits.next()

        for work in works { work.release(with: .timedOut) }

        let seenOnReturn = await value(of: waiting, "waitUntilFinished() to return")
        #expect(seenOnReturn == [.timedOut, .timedOut])
    }
}
