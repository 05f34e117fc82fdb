/// Times work on the monotonic clock and keeps the median of several runs.
enum Stopwatch {
    /// Runs `work` once to warm up, then `runs` times, and returns the median duration in seconds.
    /// `work` returns a number derived from its result so the optimizer cannot drop it; the sum is
    /// returned as `checksum`.
    static func median(runs: Int, _ work: () throws -> Int) rethrows -> (seconds: Double, checksum: Int) {
        let clock = ContinuousClock()
        var checksum = try work()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            checksum &+= try work()
            let elapsed = clock.now - start
            times.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        times.sort()
        let middle = times.count / 2
        let median = times.count % 2 == 1 ? times[middle] : (times[middle - 1] + times[middle]) / 2
        return (median, checksum)
    }
}
