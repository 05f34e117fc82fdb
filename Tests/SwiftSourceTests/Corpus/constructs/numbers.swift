// Numeric literals of every form.
let decimal = 1_000_000
let negative = -42
let binary = 0b1010_1010
let octal = 0o755
let hex = 0xFF_EC_DE
let float = 3.14159
let exponent = 6.022e23
let negativeExponent = 1.5E-10
let positiveExponent = 2e+5
let hexFloat = 0x1p-2
let hexFloatFraction = 0x1.8p3
let hexFloatUpper = 0xA.BP+4
let underscored = 1_000.000_1
let leadingZero = 007
let memberOnInteger = 5.description
let memberOnFloat = 5.5.rounded()
let memberOnHex = 0xFF.bitWidth
let range = 1...5
let tupleAccess = (1, (2, 3)).1.0
let zero = 0
let zeroFloat = 0.0
let maxValue = Int.max
let doubleValue: Double = 1_0.0_1e1_0
let cgFloat = CGFloatLike(17.5)
struct CGFloatLike { init(_ value: Double) {} }
