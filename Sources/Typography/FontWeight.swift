/// A font weight, lightest first (so `<` orders by weight). The raw value is the SwiftUI /
/// UIKit member name (`ultraLight`, `semibold`).
public enum FontWeight: String, CaseIterable, Sendable, Hashable, Codable, Comparable {
    case ultraLight
    case thin
    case light
    case regular
    case medium
    case semibold
    case bold
    case heavy
    case black

    /// Position from 0 (ultraLight) to 8 (black); differences count weight steps.
    public var index: Int { FontWeight.allCases.firstIndex(of: self)! }

    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.index < rhs.index }

    /// The `UIFont.Weight` / `NSFont.Weight` raw value (R12, spec §8.2): −0.8, −0.6, −0.4, 0, 0.23,
    /// 0.3, 0.4, 0.56, 0.62.
    public var systemRawValue: Double {
        switch self {
        case .ultraLight: -0.8
        case .thin: -0.6
        case .light: -0.4
        case .regular: 0
        case .medium: 0.23
        case .semibold: 0.3
        case .bold: 0.4
        case .heavy: 0.56
        case .black: 0.62
        }
    }

    /// The CSS / OpenType numeric weight: 100 (ultraLight) … 900 (black) (R12).
    public var cssWeight: Int { (index + 1) * 100 }

    /// The HIG's name (`Ultralight`, `Semibold`).
    public var higName: String {
        switch self {
        case .ultraLight: "Ultralight"
        default: String(rawValue.prefix(1).uppercased() + rawValue.dropFirst())
        }
    }

    /// Parses a weight name case-insensitively: `semibold`, `.semibold`, `Font.Weight.semibold`,
    /// `UIFont.Weight.semibold`, `NSFontWeightSemibold`, `Ultralight`, or a CSS weight `100`…`900`.
    public init?(name: String) {
        let key = nameKey(name, droppingPrefixes: ["uifontweight", "nsfontweight", "fontweight", "weight"])
        if let weight = FontWeight.allCases.first(where: { nameKey($0.rawValue) == key || String($0.cssWeight) == key }) {
            self = weight
        } else {
            return nil
        }
    }

    /// The weight whose `UIFont.Weight` raw value is closest to `systemRawValue` (ties: the lighter).
    public init(nearestSystemRawValue value: Double) {
        var best = FontWeight.ultraLight
        for weight in FontWeight.allCases where abs(weight.systemRawValue - value) < abs(best.systemRawValue - value) {
            best = weight
        }
        self = best
    }
}
