extension LayoutCache {
    /// What identifies a wrapped text; the width is not part of it because
    /// all entries share the one the cache holds.
    public struct Key: Hashable {
        let text: String
        let firstPrefix: String
        let continuationPrefix: String
    }
}
