import PortabilityRules
import Testing

/// Rule 3: each `.unsafeFlags(` of Package.swift carries `.when(platforms:` in its parentheses.
@Suite("Unsafe flags")
struct ManifestRuleTests {
    @Test("catches unsafe flags with no platform condition")
    func catchesFlagsWithoutPlatform() {
        let manifest = """
            .executableTarget(
                name: "QuestionsBench",
                linkerSettings: [.unsafeFlags(["-Xlinker", "--export-dynamic"])]),
            """

        #expect(brokenRules(in: "Package.swift", manifest) == [.unsafeFlagsWithoutPlatform])
    }

    @Test("passes unsafe flags whose call carries a platform condition across lines")
    func passesFlagsWithPlatform() {
        let manifest = """
            linkerSettings: [
                .unsafeFlags(
                    ["-Xlinker", "--export-dynamic"],
                    .when(platforms: [.linux]))
            ]),
            """

        #expect(brokenRules(in: "Package.swift", manifest).isEmpty)
    }

    @Test("catches unsafe flags whose platform condition belongs to another call")
    func catchesAConditionOutsideTheCall() {
        let manifest = """
            linkerSettings: [.unsafeFlags(["-Wl,(x)"]), .linkedLibrary("m", .when(platforms: [.linux]))]
            """

        #expect(brokenRules(in: "Package.swift", manifest) == [.unsafeFlagsWithoutPlatform])
    }

    @Test("catches unsafe flags whose platform condition is commented out")
    func catchesACommentedCondition() {
        let manifest = """
            .unsafeFlags(["-Xlinker", "--export-dynamic"] /* , .when(platforms: [.linux]) */)
            """

        #expect(brokenRules(in: "Package.swift", manifest) == [.unsafeFlagsWithoutPlatform])
    }

    @Test("reads only Package.swift as a manifest")
    func readsOnlyTheManifest() {
        let source = #"let settings = [".unsafeFlags(", LinkerSetting.unsafeFlags(["-x"])]"#

        #expect(brokenRules(in: "Sources/A/Settings.swift", source).isEmpty)
    }
}
