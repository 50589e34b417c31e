import Testing

@testable import OmbreUIKit

/// Combine on the scene clock: schedulers, time operators, timer and notification publishers.
/// (Swift Testing brings Dispatch in, so `DispatchQueue` is named in full.)
@Suite struct CombineSchedulingTests {
    private typealias Queue = OmbreUIKit.DispatchQueue

    @Test func receiveOnTheMainQueueDeliversAtTheNextUpdateNotDuringTheSend() {
        onSceneClock { clock in
            let subject = PassthroughSubject<Int, Never>()
            var received: [Int] = []
            let cancellable = subject.receive(on: Queue.main).sink { received.append($0) }
            subject.send(1)
            #expect(received.isEmpty, "nothing arrives while the value is being sent")
            clock.advance(to: 0)
            #expect(received == [1])
            subject.send(2)
            cancellable.cancel()
            clock.advance(to: 0.1)
            #expect(received == [1], "a value still on its way when cancelled is not delivered")
        }
    }

    @Test func receiveOnRunLoopAndImmediateScheduler() {
        onSceneClock { clock in
            var received: [String] = []
            let runLoop = Just("run loop").receive(on: RunLoop.main).sink { received.append($0) }
            let immediate = Just("immediate").receive(on: ImmediateScheduler.shared).sink { received.append($0) }
            #expect(received == ["immediate"])
            clock.advance(to: 0)
            #expect(received == ["immediate", "run loop"])
            _ = (runLoop, immediate)
        }
    }

    @Test func subscribeOnSubscribesAtTheNextUpdate() {
        onSceneClock { clock in
            var subscribed = false
            var received: [Int] = []
            let cancellable = [1, 2].publisher.handleEvents(receiveSubscription: { _ in subscribed = true })
                .subscribe(on: Queue.main).sink { received.append($0) }
            #expect(!subscribed)
            clock.advance(to: 0)
            #expect(subscribed && received == [1, 2])
            _ = cancellable
        }
    }

    @Test func delayDeliversEachValueTheIntervalLaterOnTheSceneClock() {
        onSceneClock { clock in
            let subject = PassthroughSubject<Int, Never>()
            var received: [(Int, Double)] = []
            var finishedAt: Double?
            let cancellable = subject.delay(for: .milliseconds(250), scheduler: Queue.main).sink(
                receiveCompletion: { _ in finishedAt = CACurrentMediaTime() },
                receiveValue: { received.append(($0, CACurrentMediaTime())) })
            subject.send(1)
            clock.advance(to: 0.5)
            subject.send(2)
            subject.send(completion: .finished)
            clock.advance(to: 0.7)
            #expect(received.map(\.0) == [1])
            clock.advance(to: 1)
            #expect(received.map(\.0) == [1, 2] && received.map(\.1) == [0.25, 0.75])
            #expect(finishedAt == 0.75)
            _ = cancellable
        }
    }

    @Test func debounceSendsAValueOnceItStoodTheIntervalUnreplaced() {
        onSceneClock { clock in
            let subject = PassthroughSubject<String, Never>()
            var received: [(String, Double)] = []
            let cancellable = subject.debounce(for: 0.3, scheduler: Queue.main).sink {
                received.append(($0, CACurrentMediaTime()))
            }
            // Typing: "a" at 0, "ab" at 0.1, "abc" at 0.2, a pause, then "abcd" at 1.
            subject.send("a")
            clock.advance(to: 0.1)
            subject.send("ab")
            clock.advance(to: 0.2)
            subject.send("abc")
            clock.advance(to: 1)
            subject.send("abcd")
            clock.advance(to: 2)
            #expect(received.map(\.0) == ["abc", "abcd"])
            #expect(received.map(\.1) == [0.5, 1.3])
            _ = cancellable
        }
    }

    @Test func throttleSendsTheFirstThenOneValuePerWindow() {
        onSceneClock { clock in
            let subject = PassthroughSubject<Int, Never>()
            var latest: [(Int, Double)] = []
            var first: [Int] = []
            let a = subject.throttle(for: 0.5, scheduler: Queue.main, latest: true).sink {
                latest.append(($0, CACurrentMediaTime()))
            }
            let b = subject.throttle(for: 0.5, scheduler: Queue.main, latest: false).sink { first.append($0) }
            // A value every 0.2 s from 0.2, as a 0.2 s timer counts.
            for k in 1...10 {
                clock.advance(to: 0.2 * Double(k))
                subject.send(k)
            }
            clock.advance(to: 3)
            #expect(latest.map(\.0) == [1, 4, 7, 10])
            // The first at once; then each window opens with the value after a send (0.4, 1, 1.6).
            #expect(latest.map(\.1) == [0.2, 0.9, 1.5, 2.1])
            #expect(first == [1, 2, 5, 8])
            _ = (a, b)
        }
    }

    @Test func timerPublisherFiresEveryIntervalOnceConnected() {
        onSceneClock { clock in
            let timer = Timer.publish(every: 0.5, on: .main, in: .common)
            var dates: [Double] = []
            let cancellable = timer.sink { dates.append($0.timeIntervalSinceReferenceDate) }
            clock.advance(to: 1)
            #expect(dates.isEmpty, "nothing before connect()")
            let connection = timer.connect()
            clock.advance(to: 2.6)
            #expect(dates == [1.5, 2, 2.5])
            connection.cancel()
            clock.advance(to: 4)
            #expect(dates == [1.5, 2, 2.5])
            _ = cancellable
        }
    }

    @Test func autoconnectedTimerStartsWithItsSubscriberAndStopsWithIt() {
        onSceneClock { clock in
            var ticks: [Double] = []
            let cancellable = Timer.publish(every: 0.25, on: .main, in: .default).autoconnect().sink {
                ticks.append($0.timeIntervalSinceReferenceDate)
                #expect($0 == Date(), "each date is the scene clock's now")
            }
            clock.advance(to: 1)
            #expect(ticks == [0.25, 0.5, 0.75, 1])
            cancellable.cancel()
            clock.advance(to: 2)
            #expect(ticks.count == 4)
            #expect(clock.world.scheduled.isEmpty, "the timer stopped: nothing waits on the clock")
        }
    }

    @Test func aTimerWhoseSubscriberTookItsFirstValueStops() {
        onSceneClock { clock in
            var fired: [Double] = []
            let cancellable = Timer.publish(every: 1, on: .main, in: .common).autoconnect().first().sink {
                fired.append($0.timeIntervalSinceReferenceDate)
            }
            clock.advance(to: 3)
            #expect(fired == [1])
            #expect(clock.world.scheduled.isEmpty)
            _ = cancellable
        }
    }

    @Test func aConnectionLetGoKeepsTheTimerRunning() {
        onSceneClock { clock in
            let timer = Timer.publish(every: 1, on: .main, in: .common)
            var fired = 0
            let cancellable = timer.sink { _ in fired += 1 }
            _ = timer.connect()
            clock.advance(to: 2)
            #expect(fired == 2, "connect()'s result is no AnyCancellable: released, it cancels nothing")
            _ = cancellable
        }
    }

    @Test func notificationPublisherSendsPostsUntilCancelled() {
        onSceneClock { _ in
            let center = NotificationCenter()
            let name = Notification.Name("CombineSchedulingTests.ping")
            let sender = NSObject()
            var all: [String] = []
            var fromSender = 0
            let any = center.publisher(for: name).sink { all.append(($0.object as? String) ?? "object") }
            let one = center.publisher(for: name, object: sender).sink { _ in fromSender += 1 }
            center.post(name: name, object: "a")
            center.post(name: name, object: sender)
            any.cancel()
            center.post(name: name, object: "b")
            #expect(all == ["a", "object"])
            #expect(fromSender == 1)
            _ = one
        }
    }
}
