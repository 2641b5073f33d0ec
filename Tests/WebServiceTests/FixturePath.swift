import Foundation

/// Where the shared, real Stack Exchange responses live: `../shared/fixtures/stackexchange/` beside the clone.
///
/// They are test data no one on this project wrote. CI has the folder; a
/// user's own clone may not, and then the tests that need it are skipped.
enum SharedFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // WebServiceTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the package
        .deletingLastPathComponent()  // beside it
        .appendingPathComponent("shared/fixtures/stackexchange")

    static let emacsFrontPage = directory.appendingPathComponent("emacs-frontpage-2014.json")

    static var isPresent: Bool { FileManager.default.fileExists(atPath: emacsFrontPage.path) }
}
