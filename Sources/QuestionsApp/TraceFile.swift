import Foundation
import TerminalUI

/// The file `--trace-file` names, written from its start, a line at a time as the trace comes: where the
/// trace goes when standard error is not to be written (the screen front owns the terminal), or is not
/// wanted.
@MainActor
final class TraceFile {
    /// Why the file cannot be written.
    struct Failure: Error, Hashable {
        var message: String
    }

    private let handle: FileHandle

    /// Opens `path` for the trace, empty; throws when it cannot be written (a folder, a missing folder, no
    /// permission).
    init(path: String) throws(Failure) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            throw Failure(message: "cannot write the trace to '\(InputEcho.printable(path))'.")
        }
        self.handle = handle
    }

    /// Writes `line` and a line break. A trace that can no longer be written (a full disk) is dropped: the
    /// app goes on, as it does without a trace.
    func writeLine(_ line: String) {
        do {
            try handle.write(contentsOf: Data((line + "\n").utf8))
        } catch {
            return
        }
    }
}
