import Foundation

/// Where the shared, real Stack Exchange responses live: `../shared/fixtures/stackexchange/` beside the clone.
///
/// They are test data no one on this project wrote. CI has the folder; a
/// user's own clone may not, and then the tests that need it are skipped.
public enum SharedFixtures {
    /// The folder of shared responses, found from this file's path.
    public static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // TestSupport
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
        .deletingLastPathComponent()  // beside it
        .appendingPathComponent("shared/fixtures/stackexchange")

    /// The emacs front page of 2014: 30 questions with bodies and inlined answers.
    public static let emacsFrontPage = directory.appendingPathComponent("emacs-frontpage-2014.json")

    /// Whether the shared responses are there; tests that need them are skipped when not.
    public static var isPresent: Bool { FileManager.default.fileExists(atPath: emacsFrontPage.path) }
}
