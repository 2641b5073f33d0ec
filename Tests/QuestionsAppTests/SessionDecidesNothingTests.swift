import Foundation
import Testing

/// The session is the framework: what a screen command means is decided by the shape that takes it, so
/// the session's code names none. Read from its source, so that a rule creeping back into the session
/// fails here, not in a review.
@Suite("The session decides nothing")
struct SessionDecidesNothingTests {
    /// Every screen command's case, as code would name it (`.open(`, `.back`, `case .refresh`, …).
    static let commandCases = [
        "list", "open", "back", "user", "more", "refresh", "tag", "sort", "search", "save", "unsave", "saved",
    ]

    @Test("names no screen command in its code, prints none of the app's lines, and runs no shape's cycle")
    func namesNoScreenCommand() throws {
        let file = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/QuestionsApp/Session.swift")
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count > 50, "Session.swift was not found at \(file.path)")

        for (index, line) in lines.enumerated() {
            let code = String(
                line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            for name in Self.commandCases {
                let named =
                    [".\(name)(", ".\(name):", ".\(name),", ".\(name) ", ".\(name))"].contains {
                        code.contains($0)
                    }
                    || code.hasSuffix(".\(name)")
                #expect(!named, "Session.swift:\(index + 1) names the command .\(name): \(code)")
            }
            for text in ["ListText.", "UserText.", "SaveText."] {
                #expect(!code.contains(text), "Session.swift:\(index + 1) prints an app's line: \(code)")
            }
            // A shape's own cycle runs through the stack's end-of-event observers, never by name here.
            for shape in ["Smalltalk", "display"] {
                #expect(!code.contains(shape), "Session.swift:\(index + 1) runs a shape's own work: \(code)")
            }
        }
    }
}
