import Entities
import Foundation
import Tracing
import WebService

/// The data the app runs on: the service, the clock its ages are measured from, and the banner that names it.
@MainActor
struct DataSource {
    /// The public API, used when `--api-base` is not given.
    nonisolated static let defaultAPIBase = "https://api.stackexchange.com/2.3"

    var service: any QuestionService
    var now: @Sendable () -> Date
    var banner: String
    /// Whether fetches are slow enough to announce with "Loading…".
    var announcesLoading: Bool

    /// The embedded data set; "now" is the capture being shown, so output is the same every day.
    static func offline(pattern: AppOptions.Pattern, width: Int) -> DataSource {
        let service = OfflineQuestionService()
        return DataSource(
            service: service, now: { service.captureDate },
            banner: Banner.offline(pattern: pattern, capturedAt: service.captureDate, width: width),
            announcesLoading: false)
    }

    /// The live API at `base`, with the app key from `STACKEXCHANGE_KEY` in `environment` when it is set;
    /// with a tracer, every HTTP request is traced as well.
    ///
    /// It opens live mode's transport (`LiveTransport`): on Linux the live
    /// networking library beside the executable, which an offline run never
    /// loads; it throws when the library is missing.
    static func live(
        pattern: AppOptions.Pattern, width: Int, base: URL, environment: [String: String],
        tracer: Tracer? = nil
    ) throws(LiveTransport.OpenError) -> DataSource {
        let key = environment["STACKEXCHANGE_KEY"].flatMap { $0.isEmpty ? nil : $0 }
        let now: @Sendable () -> Date = { Date() }
        let service = LiveQuestionService(
            configuration: LiveQuestionService.Configuration(baseURL: base, key: key),
            transport: traced(try LiveTransport.open(), by: tracer),
            cache: ResponseCache(now: now), now: now)
        return DataSource(
            service: service, now: now,
            banner: Banner.live(pattern: pattern, apiBase: base.absoluteString, width: width),
            announcesLoading: true)
    }

    private static func traced(_ transport: any HTTPTransport, by tracer: Tracer?) -> any HTTPTransport {
        tracer.map { TracedHTTPTransport(transport, tracer: $0) } ?? transport
    }
}
