#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Times work on the monotonic clock, and by CPU time (this thread's plus that of child processes
/// that ended meanwhile), over several interleaved rounds.
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

    /// The times of every run of one piece of work.
    struct Samples {
        var wall: [Double] = []
        var cpu: [Double] = []
        var result = 0

        /// The medians.
        var timing: Timing<Int> { Timing(seconds: middle(wall), cpuSeconds: middle(cpu), result: result) }

        /// The median over runs of this work's time divided by `other`'s in the same round, by wall and
        /// by CPU time: a ratio that a slow spell of a shared machine affects on both sides alike.
        func ratio(to other: Samples) -> (wall: Double, cpu: Double) {
            (middle(zip(wall, other.wall).map { $0 / $1 }), middle(zip(cpu, other.cpu).map { $0 / $1 }))
        }
    }

    /// Runs each piece of work once to warm up, then `runs` rounds in which each runs once in turn,
    /// so that the machine's slow spells fall on all of them alike.
    static func interleaved(runs: Int, _ works: [() throws -> Int]) throws -> [Samples] {
        let clock = ContinuousClock()
        var samples = [Samples](repeating: Samples(), count: works.count)
        for (index, work) in works.enumerated() { samples[index].result = try work() }
        for _ in 0..<runs {
            for (index, work) in works.enumerated() {
                let cpuStart = cpuTime()
                let start = clock.now
                samples[index].result = try work()
                let elapsed = clock.now - start
                samples[index].cpu.append(cpuTime() - cpuStart)
                samples[index].wall.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
            }
        }
        return samples
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
