import Foundation

/// The executables SwiftPM built beside the test binary that is running.
public enum BuiltBinary {
    /// The `questions` executable, or `nil` when it is not there.
    public static var questions: String? {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent("questions").path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }

    /// The sanitizers' options this run was given (CI's suppressions among them), as `NAME=value`, to hand
    /// on to the program, which is built with the same sanitizer.
    public static var sanitizerOptions: [String] {
        ProcessInfo.processInfo.environment
            .filter { name, _ in
                ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"].contains(name)
            }
            .map { "\($0.key)=\($0.value)" }
    }
}
