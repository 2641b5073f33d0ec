/// One module's numbers, split between the patterns' own folders and the shared rest.
public struct ModuleMeasure: Sendable {
    /// The module's name, as its folder under `Sources/` has it.
    public let name: String
    /// The code of each owner that has at least one file in the module.
    public let code: [Owner: SourceMetrics]
    /// The unit tests of each owner that has at least one file in the module's test target.
    public let tests: [Owner: Int]

    /// A module's numbers.
    public init(name: String, code: [Owner: SourceMetrics], tests: [Owner: Int]) {
        self.name = name
        self.code = code
        self.tests = tests
    }

    /// Measures `sources`, the files of the module's folder, and `testFiles`, those of its test target,
    /// each file going to the owner its folder names.
    public init(name: String, sources: [SourceFile], testFiles: [SourceFile]) {
        var code: [Owner: SourceMetrics] = [:]
        for file in sources {
            let owner = Owner(relativePath: file.relativePath)
            code[owner] = (code[owner] ?? .zero) + SourceMetrics(file: SwiftSource(file.text))
        }
        var tests: [Owner: Int] = [:]
        for file in testFiles {
            tests[Owner(relativePath: file.relativePath), default: 0] += SwiftSource(file.text).tests
        }
        self.init(name: name, code: code, tests: tests)
    }

    /// The pattern folders of the module that have code but no unit test, such as `TextFront/MVVM`.
    public var untestedPatternFolders: [String] {
        Pattern.allCases.compactMap { pattern in
            code[.pattern(pattern)] != nil && (tests[.pattern(pattern)] ?? 0) == 0
                ? "\(name)/\(pattern.folderName)" : nil
        }
    }
}
