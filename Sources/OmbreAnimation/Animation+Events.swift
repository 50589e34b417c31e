extension Animation {
    /// The pass starts and finishes at local times in (after, through], in order.
    ///
    /// A finish and the next pass's start share a time; the finish comes first.
    func events(after: Double, through: Double) -> [ScheduledEvent] {
        guard through >= startTime, after < through else { return [] }
        let last = passCount.rounded(.up) - 1
        var first: Double
        if after < startTime {
            first = 0
        } else if passDuration == 0 {
            return []
        } else {
            first = max(((after - startTime) / passDuration).rounded(.down) - 1, 0)
        }
        // One pass more on either side than the division says, because it rounds; the time
        // checks below decide, with the same arithmetic for every update.
        let end = passDuration == 0 ? last : min(((through - startTime) / passDuration).rounded(.down) + 1, last)
        guard first <= end else { return [] }
        first = max(first, end - Double(maximumReportedSpans - 1))
        var result: [ScheduledEvent] = []
        // Count with an Int: at huge pass numbers, adding 1 to a Double changes nothing.
        for step in 0..<Int(end - first + 1) {
            let pass = first + Double(step)
            let start = startTime + pass * passDuration
            let finish = pass == last ? startTime + activeDuration : startTime + (pass + 1) * passDuration
            let index = pass.saturatingIndex
            if start > after && start <= through {
                result.append(ScheduledEvent(kind: .started, index: index, localTime: start))
            }
            if finish > after && finish <= through {
                result.append(ScheduledEvent(kind: .finished, index: index, localTime: finish))
            }
        }
        return result
    }
}
