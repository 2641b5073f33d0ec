import Foundation

/// Decides whether a string can serve as the base URL of live requests.
///
/// It is checked when the program starts, so that a mistyped `--api-base`
/// is refused with status 2 there and then, rather than failing at the first
/// fetch: an http or https URL, with a host that can be looked up (a name of
/// letters, digits and hyphens in dot-separated labels, or an IP address),
/// a port in range if one is given, and no query or fragment, since the
/// request's own query is appended to it.
enum APIBaseRule {
    /// Whether live requests can be sent to `base`.
    static func accepts(_ base: String) -> Bool {
        guard let url = URLComponents(string: base), let scheme = url.scheme?.lowercased(),
            ["http", "https"].contains(scheme), url.query == nil, url.fragment == nil,
            let host = url.host, isHost(host)
        else { return false }
        return url.port.map { (1...65_535).contains($0) } ?? true
    }

    /// Whether `host` (percent-decoded) names a host: `[::1]`, `127.0.0.1`, `api.stackexchange.com`, `bücher.de`.
    private static func isHost(_ host: String) -> Bool {
        if host.hasPrefix("[") {
            let address = host.dropFirst().dropLast()
            return host.hasSuffix("]") && !address.isEmpty
                && address.unicodeScalars.allSatisfy {
                    $0.properties.isASCIIHexDigit || $0 == ":" || $0 == "."
                }
        }
        var labels = host.split(separator: ".", omittingEmptySubsequences: false)
        // A name may end with the root's dot: `example.com.`.
        if labels.count > 1, labels.last?.isEmpty == true { labels.removeLast() }
        return labels.allSatisfy { label in
            !label.isEmpty
                && label.unicodeScalars.allSatisfy {
                    $0 == "-" || $0.properties.isAlphabetic || $0.properties.numericType == .decimal
                }
        }
    }
}
