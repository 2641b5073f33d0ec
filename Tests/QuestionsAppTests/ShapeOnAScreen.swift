import Entities
import Interactors
import ScreenFront
import ScreenTestSupport
import TerminalUI
import TestSupport

@testable import QuestionsApp

/// One shape's app on a virtual terminal of 60 × 16, built by the composition root (`ScreenApplication`)
/// as `--ui screen` builds it, with `service` in place of the network and the saves in memory; a page
/// holds three questions.
@MainActor
final class ShapeOnAScreen<Service: QuestionService> {
    let service: Service
    let saves = SavedQuestionsModel.inMemory()
    let loads = LoadTracker()
    let stack = ScreenStack()
    let terminal = RecordingTerminal(columns: 60, rows: 16)
    let session: ScreenSession
    private let owners: [AnyObject]

    init(_ shape: AppOptions.Pattern, service: Service) {
        self.service = service
        let application = ScreenApplication(
            pattern: shape, query: QuestionQuery(site: "stackoverflow", pageSize: 3), service: service,
            now: { Fixtures.now }, usesColor: false, tracer: nil, saves: .success(InMemorySavedQuestions()),
            loads: loads)
        let environment = ScreenEnvironment(palette: ScreenPalette(isColored: false), loads: loads)
        owners = application.start(on: stack, environment: environment, saves: saves).owners
        session = ScreenSession(
            screens: stack, palette: ScreenPalette(isColored: false), terminal: terminal, loads: loads)
    }
}
