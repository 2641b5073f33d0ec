import TextFront

/// Decides how the program ends when it cannot write its output.
///
/// A reader that went away (`| head` has read enough) is no error: the
/// program ends quietly with status 0, as Unix filters do. Any other failure
/// (`> /dev/full`, a disk that filled up) means output was lost, so it is
/// said on standard error and the status is 1, as command-line tools do.
enum OutputFailure {
    /// The message for standard error, if any, and the exit status after `failure` on standard output.
    static func ending(after failure: StandardStream.Failure) -> (message: String?, status: Int32) {
        switch failure {
        case .readerGone: (nil, 0)
        case .failed: ("questions: cannot write the output: \(failure.reason).", 1)
        }
    }
}
