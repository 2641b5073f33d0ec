import Foundation
import SQLiteStore
import Testing

/// Where the saves go: the option, then the XDG Base Directory spec, then the home folder.
@Suite("The folder of the saves")
struct SavedQuestionsFolderTests {
    private func resolve(
        _ dataDir: String? = nil, _ environment: [String: String] = [:], home: String? = "/home/ana"
    ) -> SavedQuestionsFolder? {
        SavedQuestionsFolder.resolve(
            dataDir: dataDir, environment: environment, home: home, workingDirectory: "/work")
    }

    @Test("is --data-dir when given, made absolute, and named as the user typed it")
    func option() {
        let folder = resolve("saves/here", ["XDG_DATA_HOME": "/xdg"])

        #expect(folder?.url.path == "/work/saves/here")
        #expect(folder?.shown == "saves/here")
    }

    @Test("is questions in XDG_DATA_HOME when that is an absolute path")
    func xdg() {
        let folder = resolve(nil, ["XDG_DATA_HOME": "/data/ana"])

        #expect(folder?.url.path == "/data/ana/questions")
        #expect(folder?.shown == "/data/ana/questions")
    }

    @Test("ignores a relative XDG_DATA_HOME, as the XDG spec says, and an empty one")
    func relativeXDG() {
        #expect(resolve(nil, ["XDG_DATA_HOME": "data"])?.url.path == "/home/ana/.local/share/questions")
        #expect(resolve(nil, ["XDG_DATA_HOME": ""])?.shown == "~/.local/share/questions")
    }

    @Test("is nowhere without an option or a home folder")
    func nowhere() {
        #expect(resolve(nil, [:], home: nil) == nil)
        #expect(resolve(nil, [:], home: "relative") == nil)
    }
}
