import Foundation

/// A link to a question or an answer on a Stack Exchange site, as a user copies it from a browser.
///
/// `questions URL` opens the question it names: `/questions/ID[/slug]`,
/// `/q/ID` and `/a/ID` (an answer, whose question the app asks the API
/// for), on stackoverflow.com and the other sites of the network. The site
/// comes from the host, in the short form the API takes as `site`.
struct QuestionLink: Hashable, Sendable {
    /// What the link points at.
    enum Target: Hashable, Sendable {
        /// Question `id`.
        case question(id: Int)
        /// Answer `id`: the question is the one that holds it.
        case answer(id: Int)
    }

    /// The site's API name: `stackoverflow`, `superuser`, `unix` for unix.stackexchange.com.
    var site: String
    /// The question or answer the link names.
    var target: Target
}

extension QuestionLink {
    /// The domains of the network's sites; a site is one of them or a subdomain of one.
    private static let domains = [
        "stackoverflow.com", "superuser.com", "serverfault.com", "askubuntu.com", "stackapps.com",
        "mathoverflow.net", "stackexchange.com",
    ]

    /// The link `text` names, or `nil` when it is not a question or answer link of a Stack Exchange site.
    init?(_ text: String) {
        guard let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "https" || scheme == "http",
            components.user == nil, components.password == nil,
            let host = components.host?.lowercased(), let site = Self.site(ofHost: host)
        else { return nil }
        let parts = components.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        guard parts.count >= 2, let kind = parts.first, let id = Self.id(parts[parts.startIndex + 1]) else {
            return nil
        }
        switch kind {
        case "questions", "q": target = .question(id: id)
        case "a": target = .answer(id: id)
        default: return nil
        }
        self.site = site
    }

    /// The API's name for the site at `host`, or `nil` when the host is not a Q&A site of the network.
    ///
    /// `stackoverflow.com` is `stackoverflow`, `pt.stackoverflow.com` is
    /// `pt.stackoverflow`, `unix.stackexchange.com` is `unix`; MathOverflow
    /// keeps its whole domain, as the API names it. stackexchange.com itself
    /// holds no questions.
    private static func site(ofHost host: String) -> String? {
        let host = host.hasPrefix("www.") ? String(host.dropFirst(4)) : host
        guard let domain = domains.first(where: { host == $0 || host.hasSuffix("." + $0) }) else {
            return nil
        }
        switch domain {
        case "stackexchange.com":
            guard host != domain else { return nil }
            return String(host.dropLast(domain.count + 1))
        case "mathoverflow.net":
            return host
        default:
            return String(host.dropLast(".com".count))
        }
    }

    /// `text` as an id: digits only, from 1, within `Int`.
    private static func id(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int(text), id > 0 else {
            return nil
        }
        return id
    }
}
