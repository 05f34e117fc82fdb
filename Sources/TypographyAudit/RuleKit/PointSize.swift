/// A point size printed the way designers write it: `17`, `16.5`.
struct PointSize: CustomStringConvertible {
    let value: Double

    init(_ value: Double) { self.value = value }

    var description: String {
        value == value.rounded() && abs(value) < 1e9 ? String(Int(value)) : String(value)
    }
}
