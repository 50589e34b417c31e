import Testing

@testable import OmbreUIKit

/// Combine's operators: what each sends, and when it completes.
@Suite struct CombineOperatorTests {
    /// What `publisher` sends to a subscriber asking for everything.
    private func record<P: Publisher>(_ publisher: P) -> Recorder<P.Output, P.Failure> {
        let recorder = Recorder<P.Output, P.Failure>()
        publisher.subscribe(recorder)
        return recorder
    }

    @Test func mapCompactMapAndFilterChangeAndPickValues() {
        #expect(record([1, 2, 3].publisher.map { $0 * 10 }).values == [10, 20, 30])
        #expect(record(["1", "x", "3"].publisher.compactMap { Int($0) }).values == [1, 3])
        #expect(record((1...6).publisher.filter { $0 % 2 == 0 }).values == [2, 4, 6])
        #expect(record([1, nil, 3].publisher.replaceNil(with: 0)).values == [1, 0, 3])
        let skipping = Recorder<Int, Never>(demand: .max(2))
        (1...6).publisher.filter { $0 > 3 }.subscribe(skipping)
        #expect(skipping.values == [4, 5], "values filtered out do not use up the demand")
    }

    @Test func tryMapFailsWithTheThrownErrorAndCancelsUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = false
        let recorder = record(
            subject.handleEvents(receiveCancel: { cancelled = true }).tryMap { value -> Int in
                if value < 0 { throw TestError(code: value) }
                return value + 1
            })
        subject.send(1)
        subject.send(-4)
        subject.send(2)
        #expect(recorder.values == [2])
        #expect(recorder.failure as? TestError == TestError(code: -4))
        #expect(cancelled)
    }

    @Test func removeDuplicatesLeavesOutRepeatsInARow() {
        #expect(record([1, 1, 2, 2, 1, 3, 3].publisher.removeDuplicates()).values == [1, 2, 1, 3])
        let close = record([1.0, 1.05, 1.5, 1.52].publisher.removeDuplicates { abs($0 - $1) < 0.1 })
        #expect(close.values == [1.0, 1.5])
    }

    @Test func dropFirstPrefixAndFirstTakeTheirPartOfTheValues() {
        #expect(record((1...5).publisher.dropFirst()).values == [2, 3, 4, 5])
        #expect(record((1...5).publisher.dropFirst(3)).values == [4, 5])
        let subject = PassthroughSubject<Int, Never>()
        let prefix = record(subject.prefix(2))
        let first = record(subject.first())
        subject.send(7)
        #expect(first.values == [7] && first.finished, "first finishes after its value")
        subject.send(8)
        subject.send(9)
        #expect(prefix.values == [7, 8] && prefix.finished)
        #expect(record(subject.prefix(0)).finished)
        #expect(record((0...9).publisher.output(at: 4)).values == [4])
        #expect(record(Empty<Int, Never>().first()).finished)
    }

    @Test func scanSendsTheRunningResult() {
        #expect(record((1...4).publisher.scan(0, +)).values == [1, 3, 6, 10])
        let pipeline = (1...3).publisher.scan(0, +)
        #expect(record(pipeline).values == record(pipeline).values, "each subscriber starts from the initial result")
    }

    @Test func handleEventsSeesEveryEvent() {
        var events: [String] = []
        let publisher = [1, 2].publisher.handleEvents(
            receiveSubscription: { _ in events.append("subscription") },
            receiveOutput: { events.append("value \($0)") },
            receiveCompletion: { _ in events.append("completion") }, receiveRequest: { events.append("request \($0)") })
        let recorder = record(publisher)
        #expect(events == ["subscription", "request unlimited", "value 1", "value 2", "completion"])
        #expect(recorder.values == [1, 2])
    }

    @Test func errorsAreReplacedMappedOrGivenAType() {
        let subject = PassthroughSubject<Int, TestError>()
        let replaced = record(subject.replaceError(with: -1))
        let mapped = record(subject.mapError { TestError(code: $0.code * 10) })
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 2)))
        #expect(replaced.values == [1, -1] && replaced.finished)
        #expect(mapped.failure == TestError(code: 20))
        let typed: AnyPublisher<Int, TestError> = Just(3).setFailureType(to: TestError.self).eraseToAnyPublisher()
        let recorder = record(typed)
        #expect(recorder.values == [3] && recorder.finished)
    }

    @Test func mergeSendsBothAndFinishesWhenBothHave() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<Int, Never>()
        let recorder = record(a.merge(with: b))
        a.send(1)
        b.send(2)
        a.send(completion: .finished)
        b.send(3)
        #expect(recorder.values == [1, 2, 3] && recorder.completions.isEmpty)
        b.send(completion: .finished)
        #expect(recorder.finished)
    }

    @Test func mergeFailsWhenEitherFails() {
        let a = PassthroughSubject<Int, TestError>()
        let b = PassthroughSubject<Int, TestError>()
        let recorder = record(Publishers.Merge(a, b))
        b.send(completion: .failure(TestError(code: 9)))
        a.send(1)
        #expect(recorder.values.isEmpty && recorder.failure == TestError(code: 9))
    }

    @Test func combineLatestSendsOnceEachHasAValue() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let pairs = record(a.combineLatest(b))
        let joined = record(a.combineLatest(b) { "\($0)\($1)" })
        a.send(1)
        a.send(2)
        b.send("x")
        a.send(3)
        b.send("y")
        #expect(pairs.values.map { "\($0.0)\($0.1)" } == ["2x", "3x", "3y"])
        #expect(joined.values == ["2x", "3x", "3y"])
        a.send(completion: .finished)
        #expect(pairs.completions.isEmpty, "finished only when both are")
        b.send(completion: .finished)
        #expect(pairs.finished)
    }

    @Test func combineLatestOfThree() {
        let a = CurrentValueSubject<Int, Never>(1)
        let b = CurrentValueSubject<Int, Never>(10)
        let c = PassthroughSubject<Int, Never>()
        let sums = record(a.combineLatest(b, c) { $0 + $1 + $2 })
        let triples = record(a.combineLatest(b, c))
        c.send(100)
        b.send(20)
        #expect(sums.values == [111, 121])
        #expect(triples.values.map { [$0.0, $0.1, $0.2] } == [[1, 10, 100], [1, 20, 100]])
    }

    @Test func zipPairsValuesInOrderAndFinishesWithTheShorter() {
        let a = PassthroughSubject<Int, Never>()
        let b = PassthroughSubject<String, Never>()
        let pairs = record(a.zip(b) { "\($0)\($1)" })
        a.send(1)
        a.send(2)
        b.send("x")
        a.send(3)
        b.send("y")
        #expect(pairs.values == ["1x", "2y"])
        b.send(completion: .finished)
        #expect(pairs.finished, "b finished with nothing left to pair")
        let tuples = record((1...3).publisher.zip(["a", "b"].publisher))
        #expect(tuples.values.map { "\($0.0)\($0.1)" } == ["1a", "2b"] && tuples.finished)
    }

    @Test func flatMapSendsTheValuesOfEveryPublisherMade() {
        let inner = [PassthroughSubject<String, Never>(), PassthroughSubject<String, Never>()]
        let outer = PassthroughSubject<Int, Never>()
        let recorder = record(outer.flatMap { inner[$0] })
        outer.send(0)
        outer.send(1)
        inner[0].send("a")
        inner[1].send("b")
        inner[0].send("c")
        #expect(recorder.values == ["a", "b", "c"])
        outer.send(completion: .finished)
        inner[0].send(completion: .finished)
        #expect(recorder.completions.isEmpty, "an inner publisher still sends")
        inner[1].send(completion: .finished)
        #expect(recorder.finished)
    }

    @Test func flatMapTakesPublishersThatFailOrNot() {
        let failing = record(Just(2).flatMap { Fail<Int, TestError>(error: TestError(code: $0)) })
        #expect(failing.failure == TestError(code: 2))
        let mixed = record(PassthroughSubject<Int, TestError>().flatMap { Just($0) })
        #expect(mixed.values.isEmpty && mixed.completions.isEmpty)
        let limited = PassthroughSubject<Int, Never>()
        let inner = PassthroughSubject<Int, Never>()
        let one = record(limited.flatMap(maxPublishers: .max(1)) { value in inner.map { $0 + value } })
        limited.send(10)
        limited.send(20)
        inner.send(1)
        #expect(one.values == [11], "the second publisher waits for the first to finish")
    }

    @Test func switchToLatestSendsOnlyTheNewestPublisher() {
        let outer = PassthroughSubject<PassthroughSubject<Int, Never>, Never>()
        let first = PassthroughSubject<Int, Never>()
        let second = PassthroughSubject<Int, Never>()
        let recorder = record(outer.switchToLatest())
        outer.send(first)
        first.send(1)
        outer.send(second)
        first.send(2)
        second.send(3)
        #expect(recorder.values == [1, 3])
        outer.send(completion: .finished)
        second.send(completion: .finished)
        #expect(recorder.finished)
    }

    @Test func cancellingAPipelineCancelsItsUpstream() {
        let subject = PassthroughSubject<Int, Never>()
        var cancelled = 0
        var received: [Int] = []
        let cancellable = subject.handleEvents(receiveCancel: { cancelled += 1 })
            .map { $0 + 1 }.filter { $0 > 0 }.sink { received.append($0) }
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        #expect(received == [2] && cancelled == 1)
    }
}
