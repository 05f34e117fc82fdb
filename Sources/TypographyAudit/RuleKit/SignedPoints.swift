/// A signed point amount printed with a typographic minus: `−0.45`, `0.22`.
struct SignedPoints: CustomStringConvertible {
    let value: Double

    init(_ value: Double) { self.value = value }

    var description: String {
        value < 0 ? "\u{2212}" + PointSize(-value).description : PointSize(value).description
    }
}
