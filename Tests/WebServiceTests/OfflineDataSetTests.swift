import Entities
import Testing
import WebService

/// The data set's promises from the spec (section 2), checked on what the decoder makes of it.
@Suite("Offline data set")
struct OfflineDataSetTests {
    let service = OfflineQuestionService()

    private func everything() async throws -> [(question: Question, answers: [Answer])] {
        let listed = try await service.questions(for: QuestionQuery(pageSize: 100), policy: .useCache)
            .questions
        var result: [(Question, [Answer])] = []
        for question in listed {
            result.append(
                (
                    try await service.question(id: question.id, site: "stackoverflow"),
                    try await service.answers(toQuestion: question.id, site: "stackoverflow")
                ))
        }
        return result
    }

    @Test("holds at least 60 questions, each with an HTML body and 0 to 5 answers")
    func size() async throws {
        let all = try await everything()

        #expect(all.count >= 60)
        #expect(all.allSatisfy { $0.question.body?.contains("<p>") == true })
        #expect(
            all.allSatisfy {
                (0...5).contains($0.answers.count) && $0.answers.count == $0.question.answerCount
            })
    }

    @Test("decodes entity-encoded titles and names once")
    func entities() async throws {
        let all = try await everything()
        let titles = all.map(\.question.title)
        let names =
            all.map(\.question.owner.displayName) + all.flatMap { $0.answers.map(\.owner.displayName) }

        #expect(titles.contains { $0.contains("\"") })
        #expect(titles.contains { $0.contains("'") })
        #expect(titles.contains { $0.contains("&") })
        #expect(titles.contains { $0.contains("<") })
        #expect(names.contains("Liam O'Brien"))
        #expect(
            !(titles + names).contains {
                $0.contains("&quot;") || $0.contains("&#39;") || $0.contains("&amp;")
            })
    }

    @Test(
        "has the edge cases: a deleted owner, an accepted answer, a closed question, no answers, a negative score"
    )
    func edgeCases() async throws {
        let all = try await everything()

        #expect(all.contains { $0.question.owner.userID == nil })
        #expect(
            all.contains { item in
                item.answers.contains { $0.isAccepted && $0.id == item.question.acceptedAnswerID }
            })
        #expect(all.contains { $0.question.isClosed })
        #expect(all.contains { $0.answers.isEmpty })
        #expect(all.contains { $0.question.score < 0 })
    }

    @Test("uses at least ten distinct tags")
    func tags() async throws {
        #expect(Set(try await everything().flatMap(\.question.tags)).count >= 10)
    }

    @Test("has code blocks, lists, links and blockquotes in bodies")
    func markup() async throws {
        let bodies = try await everything().flatMap { [$0.question.body ?? ""] + $0.answers.map(\.body) }

        for tag in ["<pre><code>", "<ul>", "<ol>", "<a href=", "<blockquote>"] {
            #expect(bodies.contains { $0.contains(tag) }, "no body has \(tag)")
        }
    }

    @Test("has accented, CJK and emoji text")
    func nonASCII() async throws {
        let text = try await everything().map { $0.question.title + ($0.question.body ?? "") }.joined()

        #expect(text.unicodeScalars.contains { $0.value == 0xE9 })  // é
        #expect(text.unicodeScalars.contains { (0x3040...0x9FFF).contains($0.value) })
        #expect(text.unicodeScalars.contains { $0.properties.isEmojiPresentation })
    }
}
