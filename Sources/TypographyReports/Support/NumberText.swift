/// Decimal text for numbers in command output and reports, without Foundation: at most `decimals` places,
/// trailing zeros dropped (`17`, `-0.442`, `16.333`), never `-0`.
public func numberText(_ value: Double, decimals: Int = 3) -> String {
    var bytes: [UInt8] = []
    bytes.appendNumber(value, decimals: decimals)
    return String(decoding: bytes, as: UTF8.self)
}

extension [UInt8] {
    /// Appends ``numberText(_:decimals:)``'s text of `value` without building a String.
    mutating func appendNumber(_ value: Double, decimals: Int = 3) {
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let units = Int64((value * Double(scale)).rounded())
        let magnitude = units.magnitude
        if units < 0 { append(UInt8(ascii: "-")) }
        appendDecimal(Int(magnitude / UInt64(scale)))
        // Whole numbers, the usual case, without a fraction.
        var fraction = magnitude % UInt64(scale)
        guard fraction != 0 else { return }
        // The fraction's trailing zeros dropped as digits, then padded to its places.
        var places = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        append(UInt8(ascii: "."))
        var digits = 1
        var power: UInt64 = 10
        while fraction >= power { digits += 1; power *= 10 }
        append(contentsOf: repeatElement(UInt8(ascii: "0"), count: places - digits))
        appendDecimal(Int(fraction))
    }
}
