import Entities
import Foundation
import TerminalTestSupport
import TerminalUI
import Testing
import TextFront
import WebService

@testable import QuestionsApp

/// Every shape's screens, released: the whole app of each shape is run three screens deep (list,
/// question, user, question) and back, and every object of ours that the three pushed screens held
/// (a controller, a view, a presenter, a view model, a model, an interactor, a router, a document) must
/// be gone once `back` has taken them off, whatever the shape calls them.
///
/// The objects are found by reflection, from the stack's screens down through every stored property,
/// so the test names no shape's types and a new shape is held to it as it is. An object of ours that the
/// pushed screens reach and the list screen did not reach before them is the screens' own (for
/// Smalltalk: controller, model, view and the model's dependents; for the store: the views, its state
/// being values). A presenter planted to hold its view strongly fails this test for MVP.
@MainActor
@Suite("Every screen released", .timeLimit(.minutes(1)))
struct ScreenReleaseTests {
    /// Guards each shape's ownership: the stack (or the store's path, or the browser's history) is the
    /// only owner of a pushed screen's objects. A strong reference back up (a presenter holding its
    /// view, a load's closure holding its owner, a model holding its dependents) keeps them alive.
    @Test(
        "releases every object of each screen after back three times from list, question, user, question",
        arguments: AppOptions.Pattern.allCases)
    func releasesThreeDeep(pattern: AppOptions.Pattern) async throws {
        let stack = ScreenStack()
        let reachable = ReachableObjects()
        var listAtStart: Set<ObjectIdentifier> = []
        var pushed: [WeakObject] = []
        var depthReached = 0
        let input = CheckpointInput(["open 1", "user", "open 1", "back", "back", "back"]) { index in
            switch index {
            case 0:
                listAtStart = reachable.identifiers(from: stack.screens)
            case 3:
                depthReached = stack.screens.count
                let above = Array(stack.screens.dropFirst())
                pushed = reachable.objects(from: above).filter { !listAtStart.contains(ObjectIdentifier($0)) }
                    .map(WeakObject.init)
            default:
                break
            }
        }
        let dataFolder = FreshDataFolder()
        defer { dataFolder.remove() }
        let service = OfflineQuestionService()
        var application = Application(
            pattern: pattern, query: QuestionQuery(), service: service, now: { service.captureDate },
            banner: "Questions", input: input, output: RecordingConsole(), widthSource: .fixed(80),
            listColumns: .automatic, usesColor: false, inputIsTerminal: false, announcesLoading: false,
            tracer: nil, saves: dataFolder.saves())
        application.stack = stack
        await application.run()

        #expect(depthReached == 4, "list, question, user, question on the stack before back")
        #expect(pushed.count >= 3, "the pushed screens' objects were found")
        let alive = pushed.compactMap(\.object)
        #expect(alive.isEmpty, "still alive: \(alive.map { String(reflecting: type(of: $0)) })")
    }
}

/// Lines for the session, calling `checkpoint` with each line's index before handing it out, and with
/// the count of lines when the input ends.
@MainActor
private final class CheckpointInput: LineInput {
    private let lines: [String]
    private let checkpoint: (Int) -> Void
    private var next = 0

    init(_ lines: [String], checkpoint: @escaping (Int) -> Void) {
        self.lines = lines
        self.checkpoint = checkpoint
    }

    func nextEvent() async -> InputEvent {
        checkpoint(next)
        guard next < lines.count else { return .end }
        next += 1
        return .line(lines[next - 1])
    }
}

/// A reference that does not keep its object alive.
private struct WeakObject {
    weak var object: AnyObject?

    init(_ object: AnyObject) {
        self.object = object
    }
}

/// The objects of the app's own modules reachable from some roots through stored properties, strong or
/// weak, read by reflection (`Mirror`), superclasses' properties included.
private struct ReachableObjects {
    /// The modules whose classes count as the app's objects.
    static let modules = [
        "Entities", "Interactors", "Presenters", "Routers", "TerminalUI", "TextFront", "QuestionsApp",
        "WebService",
        "SQLiteStore", "Markup",
    ]

    func identifiers(from roots: [any Screen]) -> Set<ObjectIdentifier> {
        Set(objects(from: roots).map(ObjectIdentifier.init))
    }

    func objects(from roots: [any Screen]) -> [AnyObject] {
        var seen: Set<ObjectIdentifier> = []
        var found: [AnyObject] = []
        var pending: [Any] = roots.map { $0 as Any }
        while let value = pending.popLast(), seen.count < 50_000 {
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .class {
                let object = value as AnyObject
                guard seen.insert(ObjectIdentifier(object)).inserted, Self.isOurs(object) else { continue }
                found.append(object)
            }
            pending += Self.children(of: mirror)
        }
        return found
    }

    private static func isOurs(_ object: AnyObject) -> Bool {
        let name = String(reflecting: type(of: object))
        return modules.contains { name.hasPrefix($0 + ".") }
    }

    private static func children(of mirror: Mirror) -> [Any] {
        var values = mirror.children.map(\.value)
        var superclass = mirror.superclassMirror
        while let next = superclass {
            values += next.children.map(\.value)
            superclass = next.superclassMirror
        }
        return values
    }
}
