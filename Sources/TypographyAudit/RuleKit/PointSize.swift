/// A point size printed the way designers write it: `17`, `16.5`.
struct PointSize: CustomStringConvertible {
    let value: Double

    /// A size as written in the code, printed exactly.
    init(_ value: Double) { self.value = value }

    /// A size computed from others (a line height scaled by a multiplier): to a tenth of a point.
    init(computed value: Double) { self.value = (value * 10).rounded() / 10 }

    var description: String {
        wholeValue.map { String($0) } ?? String(value)
    }

    /// The size as a whole number when it prints as one (`17`, not `16.5`).
    var wholeValue: Int? {
        value == value.rounded() && abs(value) < 1e9 ? Int(value) : nil
    }
}
