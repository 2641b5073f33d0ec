import Testing

@testable import PatternMetrics

@Suite("The comparison page")
struct ComparisonPageTests {
    let survey = CodeSurvey(
        layers: [
            ModuleMeasure(
                name: "TextFront",
                code: [
                    .shared: SourceMetrics(files: 3, lines: 90, types: 2, protocols: 1),
                    .pattern(.mvc): SourceMetrics(files: 2, lines: 40, types: 2, protocols: 0),
                    .pattern(.viper): SourceMetrics(files: 1, lines: 20, types: 1, protocols: 0),
                ],
                tests: [.shared: 7, .pattern(.mvc): 4])
        ],
        apart: [], acceptanceTests: 5)

    private func trace(_ pattern: Pattern, _ lines: [String]) throws -> CommandTrace {
        try CommandTrace(command: "open 3", pattern: pattern, run: lines, startup: [], catalog: .questions)
    }

    private func page() throws -> String {
        let traces: [Pattern: [CommandTrace]] = [
            .mvc: [try trace(.mvc, ["trace  mvc    terminal    → controller   openQuestion(atRow: 3)"])],
            .mvp: [try trace(.mvp, ["trace  mvp    terminal    → view         openQuestion(atRow: 3)"])],
            .mvvm: [try trace(.mvvm, ["trace  mvvm   terminal    → view         openQuestion(atRow: 3)"])],
            .viper: [
                try trace(
                    .viper,
                    [
                        "trace  viper  terminal    → view         openQuestion(atRow: 3)",
                        "trace  viper    view        → presenter    didRequestOpenQuestion(atRow: 3)",
                    ])
            ],
            .redux: [try trace(.redux, ["trace  redux  terminal    → view         openQuestion(atRow: 3)"])],
        ]
        return ComparisonPage(survey: survey, traces: traces).markdown
    }

    @Test(
        "shows a pattern's code and tests by layer: '–' where it has no folder, 'none' where its code has no tests"
    )
    func codeAndTestTables() throws {
        let markdown = try page()

        #expect(markdown.contains("| TextFront | 40 | – | – | 20 | – | – | – | 90 |"))
        #expect(markdown.contains("| TextFront | 4 | – | – | none | – | – | – | 7 |"))
        #expect(markdown.contains("`TextFront/VIPER`"))
        #expect(markdown.contains("| Lines of code, own + shared | 130 | 90 | 90 | 110 | 90 | 90 | 90 |  |"))
        #expect(markdown.contains("5 acceptance tests"))
    }

    @Test("sets the command's traces side by side, one crossing a cell, nesting shown with dots")
    func tracesSideBySide() throws {
        let markdown = try page()

        #expect(
            markdown.contains(
                "| 1 | `terminal → controller  openQuestion(atRow: 3)` | `terminal → view  openQuestion(atRow: 3)` | "
                    + "`terminal → view  openQuestion(atRow: 3)` | "
                    + "`terminal → view  openQuestion(atRow: 3)` | `terminal → view  openQuestion(atRow: 3)` |  |  |"
            ))
        #expect(
            markdown.contains(
                "| 2 |  |  |  | `· view → presenter  didRequestOpenQuestion(atRow: 3)` |  |  |  |")
        )
        #expect(
            markdown.hasSuffix(
                "|  | 1 call, 0 values back | 1 call, 0 values back | 1 call, 0 values back | 2 calls, 0 values back | 1 call, 0 values back |  |  |\n"
            ))
    }

    @Test("keeps a cell's text whole: a bar escaped, backticks fenced by more backticks")
    func inlineCode() {
        #expect(MarkdownTable.code("a | b") == #"`a \| b`"#)
        #expect(MarkdownTable.code("say `hi`") == "`` say `hi` ``")
    }
}
