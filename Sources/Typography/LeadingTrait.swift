/// The leading of a text style: standard, tight or loose (`Font.Leading`, the UIKit/AppKit
/// tight/loose leading symbolic traits).
public enum LeadingTrait: String, CaseIterable, Sendable, Hashable, Codable {
    case standard
    case tight
    case loose

    /// Points added to the style's line height on a platform (R10): −2 / +2 pt everywhere (macOS
    /// included), −1 / +1 pt on watchOS; 0 for standard.
    public func lineHeightDelta(on platform: Platform) -> Double {
        let step: Double = platform == .watchos ? 1 : 2
        switch self {
        case .standard: return 0
        case .tight: return -step
        case .loose: return step
        }
    }
}
