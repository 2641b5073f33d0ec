import Testing

@testable import PatternMetrics

@Suite("Swift declarations")
struct SwiftDeclarationsTests {
    @Test("reads a function's labels, `_` included, past closure types and their arrows")
    func labels() {
        let declarations = SwiftDeclarations(
            """
            final class Load {
                func start(_ fetch: @escaping () -> Int, then show: (Int) -> Void) {}
                func cancel() -> Bool { true }
            }
            """)

        #expect(declarations.functions.map(\.name) == ["start", "cancel"])
        #expect(declarations.functions.map(\.labels) == [["_", "then"], []])
        #expect(declarations.functions.allSatisfy { $0.owner == "Load" && !$0.isRequirement })
    }

    @Test("tells a protocol's requirements from implementations, and reads what each type conforms to")
    func requirements() {
        let declarations = SwiftDeclarations(
            """
            protocol Presenting: AnyObject {
                func openQuestion(atRow number: Int)
                var site: String { get }
            }
            final class Presenter<T: Equatable>: Presenting, Sendable where T: Hashable {
                func openQuestion(atRow number: Int) {}
            }
            """)

        #expect(declarations.functions.map(\.isRequirement) == [true, false])
        #expect(declarations.protocols == ["Presenting"])
        #expect(declarations.conformances["Presenter"] == ["Presenting", "Sendable"])
    }

    @Test("keeps nested types out of the declared ones, and extended types apart")
    func nestedAndExtended() {
        let declarations = SwiftDeclarations(
            """
            struct Outer {
                struct Session {}
            }
            extension Other: Equatable {}
            """)

        #expect(declarations.declaredTypes == ["Outer"])
        #expect(declarations.extendedTypes == ["Other"])
        #expect(declarations.conformances["Other"] == ["Equatable"])
    }

    @Test("reads an enum's case with values as a message, labels and all")
    func cases() {
        let declarations = SwiftDeclarations(
            """
            enum Action {
                case openQuestion(row: Int)
                case goBack
            }
            """)

        #expect(declarations.functions.map(\.name) == ["openQuestion"])
        #expect(declarations.functions.first.map(declarations.isCase) == true)
        #expect(declarations.functions.first?.labels == ["row"])
    }

    @Test("gives each function the names its body mentions, and each type those outside its functions")
    func mentions() {
        let declarations = SwiftDeclarations(
            """
            final class Controller {
                private let formatter: ListFormatter
                init(formatter: ListFormatter) { self.formatter = Formatting.make() }
                func show() { View.draw(Row()) }
            }
            """)

        #expect(declarations.functions.first?.mentions == ["View", "Row"])
        #expect(declarations.typeMentions["Controller"] == ["ListFormatter", "Formatting"])
        #expect(declarations.mentions == ["Controller", "ListFormatter", "Formatting", "View", "Row"])
    }

    @Test("takes its purpose from the first sentence of the file's first comment")
    func purpose() {
        let documented = SwiftDeclarations(
            """
            import Entities

            /// The list's presenter: formats rows. It owns the load.
            /// More.
            final class Presenter {}
            """)
        let extensions = SwiftDeclarations(
            """
            // The reducer's rules for the path. Only the top loads.
            extension Reducer {}
            """)

        #expect(documented.purpose == "The list's presenter: formats rows.")
        #expect(extensions.purpose == "The reducer's rules for the path.")
        #expect(SwiftDeclarations("struct Bare {}").purpose == "")
    }
}

@Suite("Swift declarations: messages and aliases")
struct SwiftDeclarationsMessagesTests {
    @Test("records the enum cases a function's body switches over")
    func handles() {
        let declarations = SwiftDeclarations(
            """
            struct Reducer {
                func reduce(_ action: Action) {
                    switch action {
                    case .openQuestion(let row): open(row)
                    case .goBack: back()
                    }
                }
            }
            """)

        #expect(declarations.functions.first?.handles == ["openQuestion", "goBack"])
    }

    @Test("declares a top-level type alias, as a reading path must find the file that names a type")
    func typeAliases() {
        let declarations = SwiftDeclarations(
            "public typealias QuestionsStore = Store<State>\nstruct State {}")

        #expect(declarations.declaredTypes == ["QuestionsStore", "State"])
    }
}
