import TextFront

/// A console that keeps what the views write, for the fuzz targets to check.
@MainActor
final class RecordingScreen: Console {
    private(set) var lines: [String] = []

    func writeLine(_ line: String) { lines.append(line) }
    func writePrompt(_ prompt: String) { lines.append(prompt) }
}
