/// Says in a few words where a response failed to decode, for the error line on screen.
struct DecodingErrorDescription {
    let text: String

    init(_ error: DecodingError) {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            text = "the response is not valid JSON"
        case .dataCorrupted(let context):
            text = "unreadable value at \(Self.path(context.codingPath))"
        case .keyNotFound(let key, let context):
            text = "missing \(Self.path(context.codingPath + [key]))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            text = "unexpected value at \(Self.path(context.codingPath))"
        @unknown default:
            text = "the response could not be read"
        }
    }

    /// A coding path written the way the JSON reads, such as `items[3].owner`.
    private static func path(_ codingPath: [any CodingKey]) -> String {
        var result = ""
        for key in codingPath {
            if let index = key.intValue {
                result += "[\(index)]"
            } else {
                result += result.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return result.isEmpty ? "the top level" : result
    }
}
