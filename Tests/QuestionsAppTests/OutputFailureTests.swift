import Testing
import TextFront

@testable import QuestionsApp

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Output failure")
struct OutputFailureTests {
    @Test("ends quietly with status 0 when the reader went away, as a Unix filter does")
    func readerGone() {
        let ending = OutputFailure.ending(after: .readerGone)

        #expect(ending.message == nil)
        #expect(ending.status == 0)
    }

    @Test("says why on standard error and ends with status 1 when any other write fails")
    func otherFailures() {
        let ending = OutputFailure.ending(after: .failed(errno: ENOSPC))

        #expect(ending.message == "questions: cannot write the output: \(String(cString: strerror(ENOSPC))).")
        #expect(ending.status == 1)
    }
}
