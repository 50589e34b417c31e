/// The subscription between an operator and its subscriber, passing each event from upstream
/// through the operator's closures: what most operators (`map`, `filter`, `scan` …) are.
///
/// `step` decides what each value becomes; `end` turns upstream's completion into the one sent
/// downstream, with a last value to send before it if any. Demand passes through to upstream,
/// plus one for each value skipped. The hooks see the subscription, requests and cancellation.
final class OperatorRelay<Input, UpstreamFailure: Error, Downstream: Subscriber>: UpstreamLink<Downstream>, Subscriber {
    typealias Failure = UpstreamFailure
    typealias Step = (Input) -> RelayStep<Downstream.Input, Downstream.Failure>
    typealias End = (Subscribers.Completion<UpstreamFailure>) -> (
        last: Downstream.Input?, completion: Subscribers.Completion<Downstream.Failure>
    )

    private let step: Step
    private let end: End
    private let hooks: RelayHooks?
    private var ended = false

    init(_ downstream: Downstream, hooks: RelayHooks? = nil, step: @escaping Step, end: @escaping End) {
        self.hooks = hooks
        self.step = step
        self.end = end
        super.init(downstream)
    }

    override func receive(subscription: any Subscription) {
        if !ended, upstream == nil { hooks?.subscription?(subscription) }
        super.receive(subscription: subscription)
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard !ended, let downstream else { return .none }
        switch step(input) {
        case .send(let value):
            return downstream.receive(value)
        case .skip:
            return .max(1)
        case .sendAndFinish(let value):
            _ = downstream.receive(value)
            finish(with: .finished)
        case .finish:
            finish(with: .finished)
        case .fail(let error):
            finish(with: .failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard !ended, let downstream = detach().downstream else { return }
        ended = true
        let (last, ending) = end(completion)
        if let last { _ = downstream.receive(last) }
        downstream.receive(completion: ending)
    }

    override func request(_ demand: Subscribers.Demand) {
        hooks?.request?(demand)
        super.request(demand)
    }

    override func cancel() {
        guard !ended else { return }
        ended = true
        hooks?.cancel?()
        super.cancel()
    }

    private func finish(with completion: Subscribers.Completion<Downstream.Failure>) {
        ended = true
        stop(with: completion)
    }
}

extension OperatorRelay where UpstreamFailure == Downstream.Failure {
    /// A relay that passes upstream's completion on as it is.
    convenience init(_ downstream: Downstream, hooks: RelayHooks? = nil, step: @escaping Step) {
        self.init(downstream, hooks: hooks, step: step) { (nil, $0) }
    }
}

extension OperatorRelay where Input == Downstream.Input {
    /// A relay that passes every value on and turns upstream's completion into `end`'s.
    convenience init(_ downstream: Downstream, hooks: RelayHooks? = nil, end: @escaping End) {
        self.init(downstream, hooks: hooks, step: { .send($0) }, end: end)
    }
}
