import Entities
import Foundation
import Testing

@testable import SQLiteStore

/// Faults that end a save without harming what was kept: the process killed right after a save, and a
/// disk that fills up. Real files in a folder of the test's own.
@MainActor
@Suite("Saved questions through faults", .timeLimit(.minutes(1)))
struct SurvivingFaultsTests {
    let disk = SavedFolder()

    /// Guards the commit before `save` returns: `Saved.` is printed only after it, so a process killed
    /// at once still has the save when it starts again (`synchronous=NORMAL` in WAL loses nothing when
    /// the process dies; only a power cut may lose the last saves).
    @Test("a session killed right after a save has the save when it starts again")
    func killedAfterASave() async throws {
        await Self.killedSession(savingIn: disk.folder.path)

        #expect(try disk.store().savedIDs(among: [7], site: "stackoverflow") == [7])
    }

    /// Runs a session in a process of its own that saves, then is killed.
    nonisolated static func killedSession(savingIn folder: String) async {
        await #expect(processExitsWith: .signal(SIGKILL)) { [folder] in
            await SurvivingFaultsTests.saveThenDie(in: folder)
        }
    }

    /// What the killed session does: saves question 7, then is killed before it can do anything more.
    @MainActor
    static func saveThenDie(in folder: String) {
        do throws(SaveError) {
            let store = try SQLiteSavedQuestions(
                folder: URL(fileURLWithPath: folder), shownFolder: "DATA", source: "offline")
            guard try store.save(question(7), site: "stackoverflow") else { exit(3) }
        } catch {
            exit(2)
        }
        kill(getpid(), SIGKILL)
    }

    @Test(
        "a full disk fails the save in one line that names the file, turns saving off, and keeps every save")
    func fullDisk() throws {
        let store = try disk.store()
        #expect(try store.save(question(1), site: "stackoverflow"))
        try store.limitSize(toPages: try store.pageCount())

        var failure: SaveError?
        for id in 2...200 {
            do throws(SaveError) {
                _ = try store.save(question(id), site: "stackoverflow")
            } catch {
                failure = error
                break
            }
        }

        #expect(failure == .diskFull(path: "DATA/saved.sqlite3"))
        #expect(failure?.message == "The disk holding DATA/saved.sqlite3 is full")
        #expect(throws: SaveError.diskFull(path: "DATA/saved.sqlite3")) {
            try store.save(question(500), site: "stackoverflow")
        }
        let reopened = try disk.store()
        #expect(try reopened.savedIDs(among: [1], site: "stackoverflow") == [1])
    }
}
