/// Decimal text for numbers in command output and reports, without Foundation: at most `decimals` places,
/// trailing zeros dropped (`17`, `-0.442`, `16.333`), never `-0`.
public func numberText(_ value: Double, decimals: Int = 3) -> String {
    var scale: Int64 = 1
    for _ in 0..<decimals { scale *= 10 }
    let units = Int64((value * Double(scale)).rounded())
    let magnitude = units.magnitude
    // Whole numbers, the usual case, without building the fraction.
    if magnitude % UInt64(scale) == 0 {
        let whole = String(magnitude / UInt64(scale))
        return units < 0 ? "-" + whole : whole
    }
    // The fraction is not zero here: its trailing zeros dropped as digits, then padded to its places.
    var fraction = magnitude % UInt64(scale)
    var places = decimals
    while fraction % 10 == 0 {
        fraction /= 10
        places -= 1
    }
    let digits = String(fraction)
    let text = String(magnitude / UInt64(scale)) + "." + String(repeating: "0", count: places - digits.count) + digits
    return units < 0 ? "-" + text : text
}
