import Testing

@testable import PatternMetrics

/// A reader of commits that knows a fixed set, and fails loudly on any other.
private struct StubCommits: CommitReader {
    let diffs: [String: CommitDiff]

    func diff(of commit: String) throws -> CommitDiff {
        guard let diff = diffs[commit] else { throw MetricsError.missingCommit(commit) }
        return diff
    }
}

@Suite("What a change cost")
struct ChangeCostTests {
    static let shared = String(repeating: "a", count: 40)
    static let mvc = String(repeating: "b", count: 40)
    static let viper = String(repeating: "c", count: 40)

    let ledgerText = """
        # change\tpart\tcommit
        search\tshared\t\(shared)
        search\tmvc\t\(mvc)

        search\tviper\t\(viper)
        """

    private func file(_ path: String, _ added: Int, _ removed: Int, new: Bool = false)
        -> CommitDiff.FileChange
    {
        CommitDiff.FileChange(path: path, added: added, removed: removed, isNew: new)
    }

    @Test("reads the ledger's rows, skipping comments and blank lines, changes in the order first named")
    func readsTheLedger() throws {
        let ledger = try ChangeLedger(text: ledgerText)

        #expect(ledger.changes == ["search"])
        #expect(ledger.commits(of: "search", for: .pattern(.mvc)) == [Self.mvc])
        #expect(ledger.commits(of: "search", for: .shared) == [Self.shared])
        #expect(ledger.commits(of: "search", for: .pattern(.mvp)).isEmpty)
    }

    @Test(
        "refuses a ledger line without three fields, an unknown part, or a short hash, naming the line",
        arguments: [
            "search\tmvc", "search\tmvx\t\(String(repeating: "a", count: 40))", "search\tmvc\tabc123",
        ])
    func refusesBadLines(line: String) {
        #expect(throws: MetricsError.badLedgerLine(number: 2, line: line)) {
            try ChangeLedger(text: "# header\n\(line)")
        }
    }

    @Test("reads git's numstat, a binary file's dashes as no lines, and marks the files created")
    func readsNumstat() throws {
        let diff = try CommitDiff(
            numstat: "3\t1\tSources/A.swift\n-\t-\tdocs/b.png\n10\t0\tTests/New.swift\n",
            newPaths: ["Tests/New.swift"])

        #expect(
            diff.files == [
                file("Sources/A.swift", 3, 1), file("docs/b.png", 0, 0),
                file("Tests/New.swift", 10, 0, new: true),
            ])
    }

    @Test("refuses a numstat line it cannot read")
    func refusesBadNumstat() {
        #expect(throws: MetricsError.notANumstatLine("x\t1\tA.swift")) {
            try CommitDiff(numstat: "x\t1\tA.swift", newPaths: [])
        }
    }

    @Test("counts Swift lines under Tests/ as tests and elsewhere as source, and every file as touched")
    func splitsSourceAndTests() {
        let diff = CommitDiff(files: [
            file("Sources/Interactors/VIPER/X.swift", 9, 2),
            file("Sources/Presenters/VIPER/Y.swift", 4, 0, new: true),
            file("Tests/InteractorsTests/VIPER/XTests.swift", 20, 1),
            file("Tests/AcceptanceTests/Golden/x.txt", 700, 0, new: true),
        ])

        let cost = ChangeCost(diffs: [diff], catalog: .questions)

        #expect(cost.filesTouched == 4)
        #expect(cost.filesAdded == 2)
        #expect((cost.sourceAdded, cost.sourceRemoved) == (13, 2))
        #expect((cost.testsAdded, cost.testsRemoved) == (20, 1))
        #expect(cost.layers == ["Interactors", "Presenters"])
    }

    /// Guards `isApart` in `ChangeCost.init(diffs:catalog:)`: the decorators of `--trace` are no shape's cost.
    @Test("counts the lines of the modules shown apart, Tracing, in columns of their own, not as source")
    func tracingApart() {
        let diff = CommitDiff(files: [
            file("Sources/Presenters/MVP/P.swift", 7, 1), file("Sources/Tracing/MVP/TracedP.swift", 30, 4),
            file("Tests/TracingTests/MVP/TracedPTests.swift", 12, 0),
        ])

        let cost = ChangeCost(diffs: [diff], catalog: .questions)

        #expect((cost.sourceAdded, cost.sourceRemoved) == (7, 1))
        #expect((cost.apartAdded, cost.apartRemoved) == (30, 4))
        #expect((cost.testsAdded, cost.testsRemoved) == (12, 0))
        #expect(cost.sourceLinesChanged == 8)
    }

    @Test("names the layers touched in the catalog's order, Tracing last, and leaves tools out")
    func layersInOrder() {
        let diff = CommitDiff(files: [
            file("Sources/Tracing/MVP/T.swift", 1, 0), file("Tools/FakeStackExchange/F.swift", 1, 0),
            file("Tests/TextFrontTests/MVP/V.swift", 1, 0), file("Sources/Entities/E.swift", 1, 0),
            file("Package.swift", 1, 1),
        ])

        #expect(
            ChangeCost(diffs: [diff], catalog: .questions).layers == ["Entities", "TextFront", "Tracing"])
    }

    @Test("writes a table per change and a summary of source lines per pattern, a dash where none was made")
    func writesTheSection() throws {
        let reader = StubCommits(diffs: [
            Self.shared: CommitDiff(files: [file("Sources/Entities/Q.swift", 5, 1)]),
            Self.mvc: CommitDiff(files: [file("Sources/TextFront/MVC/C.swift", 6, 0)]),
            Self.viper: CommitDiff(files: [
                file("Sources/Interactors/VIPER/I.swift", 9, 1),
                file("Sources/Presenters/VIPER/P.swift", 2, 0),
            ]),
        ])

        let markdown = try ChangeCostSection(
            ledger: try ChangeLedger(text: ledgerText), reader: reader, catalog: .questions
        ).markdown

        #expect(markdown.hasPrefix("## What a change cost"))
        #expect(markdown.contains("| `search` | 6 | – | – | 12 | – |"))
        #expect(markdown.contains("| Shared | 1 | 0 | 5 | 1 | 0 | 0 | 0 | 0 | Entities |"))
        #expect(markdown.contains("| VIPER | 2 | 0 | 11 | 1 | 0 | 0 | 0 | 0 | Interactors, Presenters |"))
        #expect(markdown.contains("`aaaaaaaaaa` (Shared), `bbbbbbbbbb` (MVC), `cccccccccc` (VIPER)"))
    }

    @Test("fails naming the commit and the full history when the clone lacks a listed commit")
    func missingCommit() throws {
        let ledger = try ChangeLedger(text: ledgerText)

        #expect(throws: MetricsError.missingCommit(Self.shared)) {
            try ChangeCostSection(ledger: ledger, reader: StubCommits(diffs: [:]), catalog: .questions)
        }
        #expect(MetricsError.missingCommit(Self.shared).description.contains("needs the full history"))
    }
}
