/// Number formatting for the report: fixed decimals without Foundation's locale-dependent formatters.
enum Format {
    /// `value` with `digits` decimals, e.g. `fixed(3.14159, 2) == "3.14"`.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = Int((value * scale).rounded())
        let whole = String(scaled / Int(scale))
        guard digits > 0 else { return whole }
        let fraction = String(abs(scaled) % Int(scale))
        let sign = scaled < 0 && scaled / Int(scale) == 0 ? "-" : ""
        return sign + whole + "." + String(repeating: "0", count: digits - fraction.count) + fraction
    }

    /// Bytes in decimal megabytes, e.g. `14.55 MB`.
    static func megabytes(_ bytes: Int) -> String {
        fixed(Double(bytes) / 1e6, 2) + " MB"
    }

    /// A throughput line part: `123.4 MB/s  3.39 M lines/s  (119.0 ms; by CPU time 130.2 MB/s)`.
    static func throughput<Result>(bytes: Int, lines: Int, _ timing: Stopwatch.Timing<Result>) -> String {
        let megabytesPerSecond = Double(bytes) / 1e6 / timing.seconds
        let linesPerSecond = Double(lines) / 1e6 / timing.seconds
        let cpuMegabytesPerSecond = Double(bytes) / 1e6 / timing.cpuSeconds
        return "\(fixed(megabytesPerSecond, 1)) MB/s  \(fixed(linesPerSecond, 2)) M lines/s  "
            + "(\(fixed(timing.seconds * 1000, 1)) ms; by CPU time \(fixed(cpuMegabytesPerSecond, 1)) MB/s)"
    }
}
