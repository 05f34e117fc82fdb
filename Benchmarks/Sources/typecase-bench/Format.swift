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

    /// A throughput line part: `123.4 MB/s  3.39 M lines/s`.
    static func throughput(bytes: Int, lines: Int, seconds: Double) -> String {
        let megabytesPerSecond = Double(bytes) / 1e6 / seconds
        let linesPerSecond = Double(lines) / 1e6 / seconds
        return "\(fixed(megabytesPerSecond, 1)) MB/s  \(fixed(linesPerSecond, 2)) M lines/s  (\(fixed(seconds * 1000, 1)) ms)"
    }
}
