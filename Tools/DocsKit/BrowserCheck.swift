import Foundation

/// The site, read in a real browser: each page that matters is loaded over loopback in headless
/// Chromium, which runs DocC's renderer, and the page it draws must hold the page's title and, for a
/// tutorial, every step's text; every internal link of every page drawn must lead to a page the site has.
public struct BrowserCheck {
    /// The site's folder, as `docc convert` wrote it for static hosting.
    let site: URL
    /// Where the site is served, such as `http://127.0.0.1:8765`.
    let base: String
    /// The browser to run.
    let chromium: String

    /// A page to load, and the texts the drawn page must hold.
    struct Page {
        let path: String
        let texts: [String]
    }

    /// A check of the site in `site`, served at `base`, drawn by the browser at `chromium`.
    public init(site: URL, base: String, chromium: String) {
        self.site = site
        self.base = base
        self.chromium = chromium
    }

    /// Checks every page; returns one line per failure, none when every page rendered.
    public func run() throws -> (checked: Int, failures: [String]) {
        let pages = try pagesToCheck()
        var failures: [String] = []
        var links: Set<String> = []
        for page in pages {
            let dom = try render(page.path)
            let text = Self.visibleText(of: dom)
            for expected in page.texts where !text.contains(Self.normalized(expected)) {
                failures.append("\(page.path): the page drawn does not show \"\(expected.prefix(60))\"")
            }
            links.formUnion(Self.internalLinks(in: dom))
        }
        for link in links.sorted() where !exists(link) {
            failures.append("broken internal link: \(link)")
        }
        print("docs-tool: \(pages.count) pages drawn in Chromium, \(links.count) internal links followed")
        return (pages.count, failures)
    }

    /// The module pages, one symbol page, every article and every tutorial page, with their texts.
    func pagesToCheck() throws -> [Page] {
        let data = site.appendingPathComponent("data")
        var pages: [Page] = []
        let manager = FileManager.default
        guard let walker = manager.enumerator(at: data, includingPropertiesForKeys: nil) else { return [] }
        var symbolPage: Page?
        for case let url as URL in walker where url.pathExtension == "json" {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
            let metadata = json["metadata"] as? [String: Any] ?? [:]
            let role = metadata["role"] as? String ?? ""
            let title = metadata["title"] as? String ?? ""
            let path =
                "/" + url.path.replacingOccurrences(of: data.path + "/", with: "").dropLast(5).lowercased()
            switch role {
            case "collection" where path.split(separator: "/").count == 2, "article", "overview":
                pages.append(Page(path: path, texts: [title]))
            case "project":
                pages.append(Page(path: path, texts: [title] + Self.stepTexts(of: json)))
            case "symbol" where symbolPage == nil && metadata["symbolKind"] as? String == "class":
                symbolPage = Page(path: path, texts: [title])
            default: break
            }
        }
        if let symbolPage { pages.append(symbolPage) }
        return pages.sorted { $0.path < $1.path }
    }

    /// The DOM Chromium drew for `path`, once DocC's scripts ran.
    private func render(_ path: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: chromium)
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
            "--virtual-time-budget=20000", "--dump-dom", base + path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let dom = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: dom, as: UTF8.self)
    }

    /// Whether the site has a page, or a file, at the internal link `link`.
    private func exists(_ link: String) -> Bool {
        let path = String(link.split(separator: "#").first ?? "").trimmingCharacters(in: ["/"])
        let manager = FileManager.default
        return manager.fileExists(atPath: site.appendingPathComponent(path).path)
            || manager.fileExists(atPath: site.appendingPathComponent(path + "/index.html").path)
            || manager.fileExists(atPath: site.appendingPathComponent("data/\(path).json").path)
    }

    /// The first words of each step's text, as a tutorial's render JSON holds them.
    private static func stepTexts(of json: [String: Any]) -> [String] {
        var texts: [String] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                if object["type"] as? String == "step", let content = object["content"] as? [[String: Any]],
                    let first = content.first, let inline = first["inlineContent"] as? [[String: Any]],
                    let words = inline.first?["text"] as? String
                {
                    texts.append(String(words.prefix(40)))
                }
                object.values.forEach(walk)
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(json["sections"] ?? [])
        return texts
    }

    /// The DOM's text, tags removed, white space made single spaces.
    public static func visibleText(of dom: String) -> String {
        let body = dom.range(of: "<body").map { String(dom[$0.lowerBound...]) } ?? dom
        let noScripts = body.replacing(/<script[\s\S]*?<\/script>/, with: " ")
        let text = noScripts.replacing(/<[^>]*>/, with: " ")
            .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&nbsp;", with: " ")
        return normalized(text)
    }

    /// `text` with each run of white space made one space.
    public static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Every link of the DOM into the site: an `href` that starts with `/`.
    public static func internalLinks(in dom: String) -> Set<String> {
        Set(dom.matches(of: /href="(\/[^"]*)"/).map { String($0.1) })
    }
}
