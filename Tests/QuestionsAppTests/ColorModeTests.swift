import Testing

@testable import QuestionsApp

/// `--color` and `NO_COLOR`, for standard output and, with `--trace`, for standard error.
@Suite("Colour")
struct ColorModeTests {
    @Test("colours a terminal under auto when NO_COLOR is not set")
    func autoOnATerminal() {
        #expect(AppOptions.ColorMode.auto.colors(streamIsTerminal: true, environment: [:]))
    }

    @Test("leaves a pipe or a file plain under auto")
    func autoOffATerminal() {
        #expect(!AppOptions.ColorMode.auto.colors(streamIsTerminal: false, environment: [:]))
    }

    @Test(
        "leaves a terminal plain under auto when NO_COLOR is set, even to nothing",
        arguments: ["1", "", "0"])
    func noColor(value: String) {
        #expect(!AppOptions.ColorMode.auto.colors(streamIsTerminal: true, environment: ["NO_COLOR": value]))
    }

    @Test("colours under always, whatever the stream and NO_COLOR", arguments: [true, false])
    func always(isTerminal: Bool) {
        #expect(
            AppOptions.ColorMode.always.colors(streamIsTerminal: isTerminal, environment: ["NO_COLOR": "1"]))
    }

    @Test("never colours under never, even a terminal", arguments: [true, false])
    func never(isTerminal: Bool) {
        #expect(!AppOptions.ColorMode.never.colors(streamIsTerminal: isTerminal, environment: [:]))
    }
}
