/// Why the service could not answer, in terms a user can act on.
public enum ServiceError: Error, Hashable, Sendable {
    /// The API refused the request and said why (HTTP 400 and friends).
    case api(id: Int, name: String, message: String)
    /// The API asked for a pause: no request to this method before `seconds` pass.
    case backoff(seconds: Int)
    /// The server answered with an HTTP error and no API error body.
    case http(status: Int)
    /// The response could not be read as the API's JSON; `detail` says where.
    case malformedResponse(detail: String)
    /// No answer within the time limit.
    case timedOut(seconds: Int)
    /// The network could not be reached; `detail` is the system's reason.
    case unreachable(detail: String)
    /// There is no question with this id on the site.
    case questionNotFound(id: Int)
    /// There is no user with this id on the site.
    case userNotFound(id: Int)
    /// There is no answer with this id on the site.
    case answerNotFound(id: Int)
    /// This service cannot serve the site (the offline data set holds one site).
    case siteNotAvailable(site: String)
    /// The task that asked was cancelled: the user moved on. The request was dropped, and nothing it
    /// brought was kept; it is no failure to report.
    case cancelled
}
