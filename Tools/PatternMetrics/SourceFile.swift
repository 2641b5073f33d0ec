/// A Swift file's text, and its path inside the folder it was read from.
public struct SourceFile: Sendable {
    /// The path inside the module's or test target's folder, such as `VIPER/VIPERQuestionRouter.swift`.
    public let relativePath: String
    /// The file's contents.
    public let text: String

    /// A file at `relativePath` holding `text`.
    public init(relativePath: String, text: String) {
        self.relativePath = relativePath
        self.text = text
    }
}
