import Patterns
import Testing

/// The one list of the shapes: what `--pattern` takes, in the order every table and script lists them, and
/// the names readers know them by.
@Suite("The list of shapes")
struct PatternTests {
    @Test("names the seven shapes as --pattern takes them, in the order every list follows")
    func namesAndOrder() {
        #expect(
            Pattern.allCases.map(\.rawValue) == [
                "mvc", "mvp", "mvvm", "viper", "redux", "smalltalk", "model2",
            ])
    }

    @Test("gives each shape the name the banner and the bench's tables use")
    func displayNames() {
        #expect(
            Pattern.allCases.map(\.displayName) == [
                "MVC", "MVP", "MVVM", "VIPER", "Redux", "Smalltalk MVC", "Model 2",
            ])
    }

    @Test("reads a shape back from its --pattern name, and nothing else")
    func fromItsName() {
        #expect(Pattern(rawValue: "smalltalk") == .smalltalk)
        #expect(Pattern(rawValue: "Smalltalk MVC") == nil)
    }
}
