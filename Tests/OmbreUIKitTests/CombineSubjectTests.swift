import Testing

@testable import OmbreUIKit

/// Combine's subjects, simple publishers, subscribers and cancellation, as UIKit code uses them.
@Suite struct CombineSubjectTests {
    @Test func passthroughSubjectSendsOnlyWhatComesAfterSubscribing() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(1)
        var received: [Int] = []
        let cancellable = subject.sink { received.append($0) }
        subject.send(2)
        subject.send(3)
        subject.send(completion: .finished)
        subject.send(4)
        #expect(received == [2, 3])
        let late = Recorder<Int, Never>()
        subject.subscribe(late)
        #expect(late.values.isEmpty && late.finished, "a subscriber after the completion gets only the completion")
        _ = cancellable
    }

    @Test func currentValueSubjectSendsItsValueOnSubscribingAndStoresBeforeSending() {
        let subject = CurrentValueSubject<String, Never>("a")
        var seen: [String] = []
        var storedWhenSent: [String] = []
        let cancellable = subject.sink {
            seen.append($0)
            storedWhenSent.append(subject.value)
        }
        subject.value = "b"
        subject.send("c")
        #expect(seen == ["a", "b", "c"])
        #expect(storedWhenSent == ["a", "b", "c"], "a CurrentValueSubject stores the value, then sends it")
        #expect(subject.value == "c")
        _ = cancellable
    }

    @Test func currentValueSubjectGivesALateAskerTheLatestValue() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let recorder = Recorder<Int, Never>(demand: .none)
        subject.subscribe(recorder)
        subject.send(2)
        subject.send(3)
        #expect(recorder.values.isEmpty)
        recorder.subscription?.request(.max(1))
        #expect(recorder.values == [3])
        subject.send(4)
        #expect(recorder.values == [3], "one value asked for, one sent")
    }

    @Test func subjectsHonourDemand() {
        let subject = PassthroughSubject<Int, Never>()
        let recorder = Recorder<Int, Never>(demand: .max(2))
        subject.subscribe(recorder)
        for value in 1...5 { subject.send(value) }
        #expect(recorder.values == [1, 2])
        recorder.subscription?.request(.max(1))
        subject.send(6)
        #expect(recorder.values == [1, 2, 6])
    }

    @Test func justSendsOneValueThenFinishes() {
        let recorder = Recorder<Int, Never>()
        Just(7).subscribe(recorder)
        #expect(recorder.values == [7] && recorder.finished)
        let waiting = Recorder<Int, Never>(demand: .none)
        Just(8).subscribe(waiting)
        #expect(waiting.values.isEmpty && waiting.completions.isEmpty, "nothing before a request")
        waiting.subscription?.request(.max(1))
        #expect(waiting.values == [8] && waiting.finished)
    }

    @Test func sequencePublisherSendsAsAskedThenFinishes() {
        let recorder = Recorder<Int, Never>(demand: .max(2))
        [1, 2, 3, 4].publisher.subscribe(recorder)
        #expect(recorder.values == [1, 2] && recorder.completions.isEmpty)
        recorder.subscription?.request(.max(2))
        #expect(recorder.values == [1, 2, 3, 4] && recorder.finished)
        let empty = Recorder<Int, Never>(demand: .none)
        [Int]().publisher.subscribe(empty)
        #expect(empty.finished, "an empty sequence finishes without being asked")
    }

    @Test func emptyFailAndDeferredComplete() {
        let empty = Recorder<Int, TestError>()
        Empty<Int, TestError>().subscribe(empty)
        #expect(empty.values.isEmpty && empty.finished)
        let never = Recorder<Int, Never>()
        Empty<Int, Never>(completeImmediately: false).subscribe(never)
        #expect(never.completions.isEmpty && never.subscription != nil)
        let failed = Recorder<Int, TestError>()
        Fail(outputType: Int.self, failure: TestError(code: 3)).subscribe(failed)
        #expect(failed.failure == TestError(code: 3))
        var made = 0
        let deferred = Deferred { () -> Just<Int> in
            made += 1
            return Just(made)
        }
        #expect(made == 0, "nothing is made before a subscriber comes")
        let first = Recorder<Int, Never>()
        let second = Recorder<Int, Never>()
        deferred.subscribe(first)
        deferred.subscribe(second)
        #expect(first.values == [1] && second.values == [2])
    }

    @Test func futureRunsAtOnceAndGivesEverySubscriberTheSameResult() {
        var promise: Future<Int, TestError>.Promise?
        var runs = 0
        let future = Future<Int, TestError> {
            runs += 1
            promise = $0
        }
        #expect(runs == 1)
        let early = Recorder<Int, TestError>()
        future.subscribe(early)
        #expect(early.values.isEmpty)
        promise?(.success(5))
        promise?(.success(6))
        let late = Recorder<Int, TestError>()
        future.subscribe(late)
        #expect(early.values == [5] && early.finished)
        #expect(late.values == [5] && late.finished)
        let failing = Future<Int, TestError> { $0(.failure(TestError(code: 1))) }
        let failed = Recorder<Int, TestError>()
        failing.subscribe(failed)
        #expect(failed.values.isEmpty && failed.failure == TestError(code: 1))
    }

    @Test func anyPublisherSendsWhatItWraps() {
        let subject = CurrentValueSubject<Int, Never>(1)
        let erased: AnyPublisher<Int, Never> = subject.eraseToAnyPublisher()
        var received: [Int] = []
        let cancellable = erased.sink { received.append($0) }
        subject.send(2)
        #expect(received == [1, 2])
        _ = cancellable
    }

    @Test func cancellingStopsDelivery() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let cancellable = subject.sink { received.append($0) }
        subject.send(1)
        cancellable.cancel()
        subject.send(2)
        #expect(received == [1])
    }

    @Test func releasingTheCancellableStopsDelivery() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var cancellable: AnyCancellable? = subject.sink { received.append($0) }
        subject.send(1)
        cancellable = nil
        subject.send(2)
        #expect(received == [1] && cancellable == nil)
    }

    @Test func storedCancellablesLastAsLongAsTheirCollection() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        var set = Set<AnyCancellable>()
        var list: [AnyCancellable] = []
        subject.sink { received.append($0) }.store(in: &set)
        subject.sink { received.append($0 * 10) }.store(in: &list)
        subject.send(1)
        set.removeAll()
        subject.send(2)
        list.removeAll()
        subject.send(3)
        #expect(received == [1, 10, 20])
    }

    @Test func sinkWithCompletionSeesTheFailure() {
        let subject = PassthroughSubject<Int, TestError>()
        var values: [Int] = []
        var completion: Subscribers.Completion<TestError>?
        let cancellable = subject.sink(receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
        subject.send(1)
        subject.send(completion: .failure(TestError(code: 2)))
        subject.send(3)
        #expect(values == [1] && completion == .failure(TestError(code: 2)))
        _ = cancellable
    }

    @Test func assignWritesEachValueToTheObject() {
        final class Label {
            var text = ""
        }
        let label = Label()
        let subject = PassthroughSubject<String, Never>()
        let cancellable = subject.assign(to: \.text, on: label)
        subject.send("one")
        #expect(label.text == "one")
        cancellable.cancel()
        subject.send("two")
        #expect(label.text == "one")
    }

    @Test func publisherFeedsASubject() {
        let subject = PassthroughSubject<Int, Never>()
        var received: [Int] = []
        let sink = subject.sink { received.append($0) }
        let link = [1, 2].publisher.subscribe(subject)
        #expect(received == [1, 2])
        _ = (sink, link)
    }

    @Test func combineIdentifiersTellSubscribersApart() {
        let sink = Subscribers.Sink<Int, Never>(receiveCompletion: { _ in }, receiveValue: { _ in })
        #expect(sink.combineIdentifier == CombineIdentifier(sink))
        #expect(AnySubscriber(sink).combineIdentifier == sink.combineIdentifier)
        #expect(CombineIdentifier() != CombineIdentifier())
        let anonymous = AnySubscriber<Int, Never>()
        #expect(anonymous.combineIdentifier != sink.combineIdentifier && anonymous.receive(1) == .none)
    }

    @Test func demandArithmeticIsCombines() {
        typealias Demand = Subscribers.Demand
        #expect(Demand.max(2) + .max(3) == .max(5))
        #expect(Demand.unlimited + .max(3) == .unlimited)
        #expect(Demand.max(Int.max) + 1 == .unlimited, "past Int.max is unlimited")
        #expect(Demand.max(2) - .max(3) == .none, "below zero is none")
        #expect(Demand.unlimited - .max(3) == .unlimited)
        #expect(Demand.max(3) - .unlimited == .none)
        #expect(Demand.max(3) * 4 == .max(12) && Demand.unlimited * 2 == .unlimited)
        var demand = Demand.max(1)
        demand += 2
        demand -= .max(1)
        #expect(demand == .max(2) && demand.max == 2 && Demand.unlimited.max == nil)
        #expect(Demand.max(2) > 1 && Demand.unlimited > Int.max && !(Demand.none > 0) && 0 < Demand.max(1))
        #expect(Demand.max(5) < .unlimited && Demand.none < .max(1))
        #expect(Demand.max(-1) == .none)
        #expect("\(Demand.unlimited)" == "unlimited" && "\(Demand.max(3))" == "max(3)")
    }
}
