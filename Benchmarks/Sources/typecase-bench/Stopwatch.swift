#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times work on the monotonic clock, and by CPU time (this thread's plus that of child processes
/// that ended meanwhile), keeping the median of several runs of each.
///
/// On a shared machine the wall time includes waiting for a core; the CPU time does not, so the two
/// together show how much of a slow result is load.
enum Stopwatch {
    struct Timing<Result> {
        /// Median wall-clock seconds.
        let seconds: Double
        /// Median CPU seconds.
        let cpuSeconds: Double
        /// What the last run returned (callers print it, so the optimizer cannot drop the work).
        let result: Result
    }

    /// Runs `work` once to warm up, then `runs` times.
    static func median<Result>(runs: Int, _ work: () throws -> Result) rethrows -> Timing<Result> {
        let clock = ContinuousClock()
        var result = try work()
        var wall: [Double] = []
        var cpu: [Double] = []
        for _ in 0..<runs {
            let cpuStart = cpuTime()
            let start = clock.now
            result = try work()
            let elapsed = clock.now - start
            cpu.append(cpuTime() - cpuStart)
            wall.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
        return Timing(seconds: middle(wall), cpuSeconds: middle(cpu), result: result)
    }

    private static func middle(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let half = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2
    }

    /// This thread's CPU time plus the user and system time of waited-for child processes.
    private static func cpuTime() -> Double {
        var thread = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &thread)
        var children = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_CHILDREN.rawValue, &children)
        #else
        getrusage(RUSAGE_CHILDREN, &children)
        #endif
        return Double(thread.tv_sec) + Double(thread.tv_nsec) / 1e9
            + seconds(children.ru_utime) + seconds(children.ru_stime)
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }
}
