import Interactors
import Presenters

/// Model 2's front controller, traced as a server's log is: each request the browser sends, and what comes
/// back, at once or once the model has fetched.
@MainActor
public struct TracedModel2Server: Model2Server {
    private let server: any Model2Server
    private let tracer: Tracer

    /// `server`, each request and response written to `tracer`.
    public init(_ server: any Model2Server, tracer: Tracer) {
        self.server = server
        self.tracer = tracer
    }

    /// Traced, then answered.
    public func respond(to request: Model2Request) -> Model2Delivery {
        let answer = tracer.call(.browser, .frontController, request.line) { server.respond(to: request) }
        switch answer {
        case .now(let response):
            tracer.returned(.browser, from: .frontController, Self.summary(response))
            return answer
        case .later(let pending):
            tracer.returned(.browser, from: .frontController, "fetching")
            return .later(
                pending.observed { [tracer] response in
                    tracer.returned(.browser, from: .frontController, Self.summary(response))
                })
        }
    }

    /// Traced, then passed on.
    public func keep(only locations: Set<Model2Location>) {
        let count = locations.count
        tracer.call(.browser, .frontController, "keep(only: \(count) location\(count == 1 ? "" : "s"))") {
            server.keep(only: locations)
        }
    }

    private static func summary(_ response: Model2Response) -> String {
        switch response {
        case .page(let page): "page \(page.location.path)"
        case .rows(let rows): "\(TraceSummary.counted(rows.rows.count, "row")) for \(rows.location.path)"
        case .flash(let flash): "flash \(flash.kind): \(flash.text)"
        case .redirect(let flash, let next): "flash \(flash.kind): \(flash.text), redirect \(next.line)"
        }
    }
}
