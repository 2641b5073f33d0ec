/// Says in a few words where a response failed to decode, for the error line on screen.
struct DecodingErrorDescription {
    let text: String

    /// - Parameter isJSON: whether the body parses as JSON at all, which a
    ///   decoding error at the top level does not tell (a number too large for
    ///   its field is reported there too).
    init(_ error: DecodingError, isJSON: Bool) {
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            text = isJSON ? "a value could not be read" : "the response is not valid JSON"
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
