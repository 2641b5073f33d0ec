/// The "What a change cost" section of the comparison page: for each change the ledger lists, what
/// its shared part and each pattern's part cost, measured from their commits.
public struct ChangeCostSection: Sendable {
    /// The changes and their commits.
    public let ledger: ChangeLedger
    /// What each part of each change cost.
    public let costs: [String: [Owner: ChangeCost]]
    /// The modules shown apart, whose lines have columns of their own (`Tracing`).
    public let apart: [String]

    /// The section for `ledger`, each commit read by `reader` and placed by `catalog`.
    public init(ledger: ChangeLedger, reader: any CommitReader, catalog: LayerCatalog) throws {
        self.ledger = ledger
        self.apart = catalog.apart
        var costs: [String: [Owner: ChangeCost]] = [:]
        for change in ledger.changes {
            for part in Self.parts {
                let commits = ledger.commits(of: change, for: part)
                guard !commits.isEmpty else { continue }
                costs[change, default: [:]][part] = ChangeCost(
                    diffs: try commits.map(reader.diff(of:)), catalog: catalog)
            }
        }
        self.costs = costs
    }

    /// The parts in the order the tables list them: the shared part first, as it was made first.
    static let parts: [Owner] = [.shared] + Pattern.allCases.map { .pattern($0) }

    /// The section, in Markdown.
    public var markdown: String {
        var sections = [intro]
        sections.append("### Source lines changed, by pattern\n\n" + summary.markdown)
        for change in ledger.changes {
            sections.append(
                "### `\(change)`\n\n" + table(of: change).markdown + "\n\n" + commitLine(of: change))
        }
        return sections.joined(separator: "\n\n")
    }

    private var intro: String {
        """
        ## What a change cost

        Each change to the app was made in its own commits: first the part every pattern shares \
        (entities, service, offline data, shared views, the parser), then one commit per pattern holding \
        that pattern's files and tests and nothing else. `docs/changes.tsv` lists them; this section is \
        read from those commits with `git show`, so it needs the repository's full history (a shallow \
        clone makes the check fail and say so). Refactors, which change no behaviour (a module factory, \
        a rename), are not changes of the app and are not listed.

        - **Files touched** counts every file a part's commits changed or created; **files added**, those \
        they created.
        - **Lines** are lines added (+) and removed (−) in Swift files, as git counts them, blank lines \
        and comments included: under `Tests/` they are test lines; in the sources of \(apartNames) \
        (the decorators of `--trace`, which the app works without) they have columns of their own and \
        count in no pattern's source lines; anywhere else they are source lines. Golden transcripts and \
        docs count as files, not as lines.
        - **Layers touched** are the app's modules whose code or unit tests the part changed.
        """
    }

    private var summary: MarkdownTable {
        var table = MarkdownTable(headings: ["Change"] + Pattern.allCases.map(\.folderName))
        for change in ledger.changes {
            table.add(
                ["`\(change)`"]
                    + Pattern.allCases.map { pattern in
                        costs[change]?[.pattern(pattern)].map { String($0.sourceLinesChanged) } ?? "–"
                    })
        }
        return table
    }

    private func table(of change: String) -> MarkdownTable {
        var table = MarkdownTable(
            headings: [
                "Part", "Files touched", "Files added", "Source +", "Source −", "Tests +", "Tests −",
                "\(apartNames) +", "\(apartNames) −", "Layers touched",
            ], numeric: false)
        for part in Self.parts {
            guard let cost = costs[change]?[part] else { continue }
            table.add(
                [
                    part.title, String(cost.filesTouched), String(cost.filesAdded), String(cost.sourceAdded),
                    String(cost.sourceRemoved), String(cost.testsAdded), String(cost.testsRemoved),
                    String(cost.apartAdded), String(cost.apartRemoved),
                    cost.layers.isEmpty ? "–" : cost.layers.joined(separator: ", "),
                ])
        }
        return table
    }

    /// The modules shown apart, as a column's name says them.
    private var apartNames: String { apart.joined(separator: ", ") }

    private func commitLine(of change: String) -> String {
        let commits = Self.parts.flatMap { part in
            ledger.commits(of: change, for: part).map { "`\($0.prefix(10))` (\(part.title))" }
        }
        return "Commits: " + commits.joined(separator: ", ") + "."
    }
}
