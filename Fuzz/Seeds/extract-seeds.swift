// Turns Stack Exchange API responses into seed inputs for the fuzz targets:
//
//     extract-seeds OUTPUT_DIR RESPONSE.json...
//
// Every question or answer becomes a response of its own for `wire` (a page
// holding it, its question body and its answers), its body an input for
// `html`, and its title and owner's name inputs for `entities`, each in the
// input format its target reads (Fuzz/Targets/NAME.swift). Fuzz/run uses it
// on the shared real API capture, when it is beside the checkout; the
// committed seeds in Fuzz/Corpus were made by it from the offline data set.
// Plain Foundation, no app module: it is built without sanitizers in seconds.
import Foundation

/// The first byte of a `wire` input: width 80 (60 above the minimum, in the
/// high six bits) and the endpoint (0 a page, 1 questions, 2 answers).
func wireHeader(endpoint: UInt8) -> UInt8 { 60 << 2 | endpoint }
/// The first byte of an `html` input: width 80, not indented.
let htmlHeader: UInt8 = 60

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let outputPath = arguments.first else {
    FileHandle.standardError.write(Data("usage: extract-seeds OUTPUT_DIR RESPONSE.json...\n".utf8))
    exit(2)
}
let output = URL(fileURLWithPath: outputPath)
var written = 0

func write(_ bytes: Data, target: String, name: String) throws {
    let folder = output.appendingPathComponent(target)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try bytes.write(to: folder.appendingPathComponent(name))
    written += 1
}

func page(of items: [Any]) throws -> Data {
    let wrapper: [String: Any] = ["items": items, "has_more": true, "quota_max": 300, "quota_remaining": 123]
    return try JSONSerialization.data(withJSONObject: wrapper, options: [.sortedKeys])
}

func extract(item: [String: Any], name: String) throws {
    let isAnswer = item["answer_id"] != nil
    var slim = item
    slim["answers"] = nil
    slim["comments"] = nil
    slim["body_markdown"] = nil
    try write(Data([wireHeader(endpoint: isAnswer ? 2 : 0)]) + page(of: [slim]), target: "wire", name: name)
    if !isAnswer, slim["body"] != nil {
        try write(Data([wireHeader(endpoint: 1)]) + page(of: [slim]), target: "wire", name: name + "-q")
    }
    if let body = item["body"] as? String {
        try write(Data([htmlHeader]) + Data(body.utf8), target: "html", name: name)
    }
    if let title = item["title"] as? String {
        try write(Data(title.utf8), target: "entities", name: name + "-title")
    }
    if let owner = item["owner"] as? [String: Any], let displayName = owner["display_name"] as? String {
        try write(Data(displayName.utf8), target: "entities", name: name + "-owner")
    }
    if let answers = item["answers"] as? [[String: Any]], !answers.isEmpty {
        try write(
            Data([wireHeader(endpoint: 2)]) + page(of: answers), target: "wire", name: name + "-answers")
        for (index, answer) in answers.enumerated() {
            try extract(item: answer, name: "\(name)-a\(index)")
        }
    }
}

do {
    for path in arguments.dropFirst() {
        let response = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
        let items = (response as? [String: Any])?["items"] as? [[String: Any]] ?? []
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        for (index, item) in items.enumerated() {
            try extract(item: item, name: "\(stem)-\(index)")
        }
    }
} catch {
    FileHandle.standardError.write(Data("extract-seeds: \(error)\n".utf8))
    exit(1)
}
print("extract-seeds: \(written) seeds in \(outputPath)")
