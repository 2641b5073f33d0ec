import PatternMetrics
import Testing

@Suite("Pattern membership")
struct MembershipTests {
    @Test(
        "a file in a pattern's folder inside the module belongs to that pattern, at any depth below it",
        arguments: [
            ("MVC/MVCQuestionController.swift", Owner.pattern(.mvc)),
            ("MVVM/QuestionsCoordinator.swift", .pattern(.mvvm)),
            ("VIPER/Question/QuestionInteractor.swift", .pattern(.viper)),
        ])
    func patternFolders(path: String, owner: Owner) {
        #expect(Owner(relativePath: path) == owner)
    }

    @Test(
        "any other file is shared: at the module's root, in another folder, or in a deeper folder named like a pattern",
        arguments: [
            "QuestionService.swift", "Shared/FetchQuestionWithAnswers.swift", "Views/MVC/Old.swift",
            "MVCish/A.swift",
        ])
    func sharedFiles(path: String) {
        #expect(Owner(relativePath: path) == .shared)
    }

    @Test("a file named like a pattern folder, but not in one, is shared")
    func fileNamedLikeAFolder() {
        #expect(Owner(relativePath: "VIPER") == .shared)
    }

    @Test("splits a module's code and tests by owner, and names the pattern folders without tests")
    func splitsAModule() {
        let sources = [
            SourceFile(relativePath: "Views/ListView.swift", text: "struct ListView {}\n"),
            SourceFile(relativePath: "MVC/Controller.swift", text: "final class Controller {}\nlet x = 1\n"),
            SourceFile(relativePath: "VIPER/Presenter.swift", text: "protocol Output {}\n"),
        ]
        let tests = [
            SourceFile(
                relativePath: "MVC/ControllerTests.swift", text: "@Test func a() {}\n@Test func b() {}\n"),
            SourceFile(relativePath: "VIPER/Doubles.swift", text: "final class FakeView {}\n"),
        ]

        let module = ModuleMeasure(name: "TextFront", sources: sources, testFiles: tests)

        #expect(module.code[.shared] == SourceMetrics(files: 1, lines: 1, types: 1, protocols: 0))
        #expect(module.code[.pattern(.mvc)] == SourceMetrics(files: 1, lines: 2, types: 1, protocols: 0))
        #expect(module.code[.pattern(.mvvm)] == nil)
        #expect(module.tests[.pattern(.mvc)] == 2)
        #expect(module.untestedPatternFolders == ["TextFront/VIPER"])
    }
}
