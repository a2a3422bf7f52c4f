import ArkivatorCore
import Dispatch
import Foundation
import Testing

@testable import ArkivatorOCR

@Suite("Engine pool")
struct EnginePoolTests {
    /// Counts the engines a pool starts.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    static func pool(maximumIdle: Int, counter: Counter) -> EnginePool {
        EnginePool(maximumIdle: maximumIdle) {
            counter.increment()
            return try TesseractEngine(languages: "eng")
        }
    }

    @Test("pages read one after another reuse one engine")
    func reuse() throws {
        let counter = Counter()
        let pool = Self.pool(maximumIdle: 2, counter: counter)
        let page = try Fixture.secondPage.image()
        for _ in 0..<3 {
            _ = try pool.withEngine { try $0.recognize(page) }
        }
        #expect(counter.count == 1)
        #expect(pool.idleCount == 1)
    }

    @Test("callers at the same time get different engines, and at most the limit is kept")
    func concurrentBorrowers() throws {
        let counter = Counter()
        let pool = Self.pool(maximumIdle: 1, counter: counter)
        let engines = NSLock()
        nonisolated(unsafe) var seen: [ObjectIdentifier] = []
        let bothInside = DispatchGroup()
        let bothDone = DispatchGroup()
        bothInside.enter()
        bothInside.enter()
        for _ in 0..<2 {
            bothDone.enter()
            Thread.detachNewThread {
                try? pool.withEngine { engine in
                    engines.withLock { seen.append(ObjectIdentifier(engine)) }
                    bothInside.leave()
                    bothInside.wait()  // neither gives its engine back before the other has one
                }
                bothDone.leave()
            }
        }
        bothDone.wait()
        #expect(counter.count == 2)
        #expect(Set(seen).count == 2)
        #expect(pool.idleCount == 1)
    }

    @Test("released idle engines are started again when needed")
    func release() throws {
        let counter = Counter()
        let pool = Self.pool(maximumIdle: 2, counter: counter)
        try pool.withEngine { _ in }
        pool.releaseIdle()
        #expect(pool.idleCount == 0)
        try pool.withEngine { _ in }
        #expect(counter.count == 2)
    }

    @Test("a recogniser's idle engines can be let go and it still reads")
    func recognizerRelease() throws {
        let own = TesseractRecognizer()
        try own.prepare()
        own.releaseIdleEngines()
        #expect(try own.recognize(Fixture.secondPage.image()).words.first?.text == "Side")
    }
}
