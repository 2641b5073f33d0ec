import Foundation
import TestSupport
import Testing
import WebService

@Suite("Response cache")
struct ResponseCacheTests {
    let clock = TestClock()

    @Test("serves a body until its lifetime has passed")
    func lifetime() {
        let cache = ResponseCache(lifetime: 60, now: clock.reader)
        cache.store(Data("a".utf8), for: "k")

        clock.advance(by: 59)
        #expect(cache.body(for: "k") == Data("a".utf8))
        clock.advance(by: 1)
        #expect(cache.body(for: "k") == nil)
        #expect(cache.count == 0)
    }

    @Test("forgets the least recently used entry past its count limit")
    func countLimit() {
        let cache = ResponseCache(countLimit: 2, now: clock.reader)
        cache.store(Data("1".utf8), for: "one")
        cache.store(Data("2".utf8), for: "two")
        _ = cache.body(for: "one")

        cache.store(Data("3".utf8), for: "three")

        #expect(cache.body(for: "one") != nil)
        #expect(cache.body(for: "two") == nil)
        #expect(cache.body(for: "three") != nil)
    }

    @Test("forgets the least recently used entries past its cost limit in bytes")
    func costLimit() {
        let cache = ResponseCache(costLimit: 10, now: clock.reader)
        cache.store(Data(count: 6), for: "first")

        cache.store(Data(count: 6), for: "second")

        #expect(cache.body(for: "first") == nil)
        #expect(cache.cost == 6)
    }

    @Test("counts a replaced body's cost once")
    func replacing() {
        let cache = ResponseCache(now: clock.reader)
        cache.store(Data(count: 100), for: "k")

        cache.store(Data(count: 40), for: "k")

        #expect(cache.cost == 40)
        #expect(cache.count == 1)
    }

    @Test("stores a body of exactly the cost limit")
    func bodyAtTheCostLimit() {
        let cache = ResponseCache(costLimit: 10, now: clock.reader)

        cache.store(Data(count: 10), for: "k")

        #expect(cache.body(for: "k") == Data(count: 10))
        #expect(cache.cost == 10)
    }

    @Test("refuses a body larger than the whole cost limit, keeping what it holds")
    func oversizedBody() {
        let cache = ResponseCache(costLimit: 10, now: clock.reader)
        cache.store(Data(count: 4), for: "small")

        cache.store(Data(count: 11), for: "huge")

        #expect(cache.body(for: "huge") == nil)
        #expect(cache.body(for: "small") != nil)
        #expect(cache.cost == 4)
    }

    @Test("makes room for a large body by forgetting as many old entries as it takes")
    func evictsSeveral() {
        let cache = ResponseCache(costLimit: 10, now: clock.reader)
        cache.store(Data(count: 4), for: "first")
        cache.store(Data(count: 4), for: "second")

        cache.store(Data(count: 9), for: "large")

        #expect(cache.body(for: "first") == nil)
        #expect(cache.body(for: "second") == nil)
        #expect(cache.body(for: "large") != nil)
        #expect(cache.cost == 9)
    }

    @Test("raises a count or cost limit below one to one")
    func limitsAreAtLeastOne() {
        let cache = ResponseCache(countLimit: 0, costLimit: -5, now: clock.reader)

        #expect(cache.countLimit == 1)
        #expect(cache.costLimit == 1)
    }

    @Test("forgets every entry whose key matches")
    func removesMatching() {
        let cache = ResponseCache(now: clock.reader)
        cache.store(Data(count: 3), for: "list page 1")
        cache.store(Data(count: 3), for: "list page 2")
        cache.store(Data(count: 3), for: "question 7")

        cache.removeAll { $0.hasPrefix("list") }

        #expect(cache.count == 1)
        #expect(cache.cost == 3)
    }
}
