import Foundation

/// A copy of the package in a scratch folder, kept in step with the working tree, that takes one mutant at a time.
///
/// The copy and its `.build` stay between runs, so that only what changed is
/// rebuilt. The working tree is only ever read. Beside the copy, `shared`
/// links to the `shared` folder beside the working tree, where the tests
/// find the real API responses, so that the copy runs every test the tree does.
struct ScratchCopy {
    /// The package's parts the build and the tests need.
    static let parts = ["Package.swift", "Sources", "Tests", "Tools"]

    let repository: URL
    let root: URL
    /// The package inside the scratch folder.
    var package: URL { root.appendingPathComponent("Questions") }
    /// The sources as copied, by package path: what a mutant is made from and what restores the copy.
    private(set) var sources: [String: String] = [:]
    /// The file a mutant is applied to now, if any.
    private var dirty: String?

    private let files = FileManager.default

    init(repository: URL, root: URL) {
        self.repository = repository
        self.root = root
    }

    /// Makes the copy equal to the working tree, writing only the files that differ; returns how many it wrote.
    mutating func sync() throws -> Int {
        try files.createDirectory(at: package, withIntermediateDirectories: true)
        let shared = repository.deletingLastPathComponent().appendingPathComponent("shared")
        let link = root.appendingPathComponent("shared")
        if files.fileExists(atPath: shared.path),
            (try? files.destinationOfSymbolicLink(atPath: link.path)) == nil
        {
            try files.createSymbolicLink(at: link, withDestinationURL: shared)
        }
        var written = 0
        var kept: Set<String> = []
        for path in try treeFiles(under: repository) {
            kept.insert(path)
            let data = try Data(contentsOf: repository.appendingPathComponent(path))
            let copy = package.appendingPathComponent(path)
            if path.hasSuffix(".swift"), path.hasPrefix("Sources/") {
                sources[path] = String(decoding: data, as: UTF8.self)
            }
            guard (try? Data(contentsOf: copy)) != data else { continue }
            try files.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: copy)
            written += 1
        }
        for path in try treeFiles(under: package) where !kept.contains(path) {
            try files.removeItem(at: package.appendingPathComponent(path))
            written += 1
        }
        dirty = nil
        return written
    }

    /// Writes `mutant` into the copy, after putting back any other file a mutant changed.
    mutating func apply(_ mutant: Mutant) throws {
        if let dirty, dirty != mutant.file { try restore() }
        guard let source = sources[mutant.file] else { throw MutationError.missingSource(mutant.file) }
        try write(mutant.apply(to: source), to: mutant.file)
        dirty = mutant.file
    }

    /// Puts back the file the last mutant changed, as it was copied.
    mutating func restore() throws {
        guard let file = dirty else { return }
        try write(sources[file] ?? "", to: file)
        dirty = nil
    }

    private func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: package.appendingPathComponent(path))
    }

    /// The package paths of the files in `parts` under `base`, hidden files and folders left out.
    private func treeFiles(under base: URL) throws -> [String] {
        var paths: [String] = []
        for part in Self.parts {
            let top = base.appendingPathComponent(part)
            var isFolder: ObjCBool = false
            guard files.fileExists(atPath: top.path, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                paths.append(part)
                continue
            }
            let walker = files.enumerator(
                at: top, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
            while let url = walker?.nextObject() as? URL {
                guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else {
                    continue
                }
                paths.append(part + "/" + url.path.dropFirst(top.path.count + 1))
            }
        }
        return paths
    }
}

/// What stops a mutation run before it can score anything.
enum MutationError: Error, CustomStringConvertible {
    case badExclusion(String)
    case missingSource(String)
    case baselineBuildFailed(log: String)
    case baselineTestsFailed(log: String)

    var description: String {
        switch self {
        case .badExclusion(let line): "exclusions.txt: cannot read '\(line)'; write PATH [/REGEX/] -- REASON."
        case .missingSource(let file): "no source \(file) in the scratch copy."
        case .baselineBuildFailed(let log): "the unmutated copy does not build; see \(log)."
        case .baselineTestsFailed(let log): "the unmutated copy fails its tests; see \(log)."
        }
    }
}
