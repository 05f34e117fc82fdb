import Foundation
import Testing
import TypographyAudit
@testable import TypographyReports

/// A design system's modifiers that take the font's parts as parameters: `.appFont(size: 13, style:
/// .footnote, weight: .semibold)` applying a `ViewModifier` that scales the size with `scaledValue(for:)`
/// along the style in a body that reads the text size (so it follows every change), with the style's
/// own size when no size is passed; the type applied directly (`.modifier(ScaledType(size: 20, …))`);
/// a modifier function whose parameter is the weight. A modifier scaling its size in a body that never
/// runs again keeps an unknown size: it is sized once, and the parameter is not what shows.
@Suite struct DesignSystemModifierParametersTests {
    static let kit = """
        import SwiftUI
        import UIKit

        public extension View {
            func appFont(size: CGFloat? = nil, style: Font.TextStyle, weight: Font.Weight = .regular) -> some View {
                modifier(ScaledType(size: size, style: style, weight: weight))
            }

            func onceFont(size: CGFloat, style: Font.TextStyle) -> some View {
                modifier(SizedOnce(size: size, style: style))
            }

            func cardTitle(_ weight: Font.Weight) -> some View {
                font(.system(.headline, weight: weight))
            }
        }

        struct ScaledType: ViewModifier {
            @Environment(\\.sizeCategory) private var sizeCategory
            var size: CGFloat?
            var style: Font.TextStyle
            var weight: Font.Weight = .regular

            func body(content: Content) -> some View {
                let metrics = UIFontMetrics(forTextStyle: style.uiKit)
                let size = self.size ?? UIFont.defaultSize(of: style.uiKit)
                let largest = metrics.scaledValue(for: size, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge))
                let scaled = min(largest, metrics.scaledValue(for: size))
                return content.font(.system(size: scaled, weight: weight))
            }
        }

        struct SizedOnce: ViewModifier {
            var size: CGFloat
            var style: Font.TextStyle

            func body(content: Content) -> some View {
                content.font(.system(size: UIFontMetrics(forTextStyle: style.uiKit).scaledValue(for: size)))
            }
        }

        extension UIFont {
            static func defaultSize(of style: UIFont.TextStyle) -> CGFloat {
                UIFontDescriptor.preferredFontDescriptor(withTextStyle: style).pointSize
            }
        }
        """

    static let screen = """
        import SwiftUI

        struct TripSummary: View {
            let trip: Trip

            var body: some View {
                VStack(alignment: .leading) {
                    Text(trip.title).appFont(size: 22, style: .title2, weight: .bold)
                    Text(trip.dates).appFont(style: .subheadline, weight: .medium)
                    Text(trip.notes).appFont(style: .body)
                    Text(trip.price).modifier(ScaledType(size: 20, style: .title3))
                    Text(trip.code).cardTitle(.bold)
                    Text(trip.seat).onceFont(size: 15, style: .subheadline)
                }
            }
        }
        """

    /// Each text's font label and scaling by line of the screen.
    static func fonts() throws -> [Int: (label: String, scaling: String)] {
        let (_, inventory) = try InventoryTests.run(["Kit/Type.swift": kit, "App/TripSummary.swift": screen])
        var fonts: [Int: (String, String)] = [:]
        for entry in inventory.entries {
            for use in entry.uses where use.path.hasSuffix("TripSummary.swift") {
                fonts[use.line] = (entry.font.label, entry.font.scalingLabel)
            }
        }
        return fonts
    }

    @Test func aModifiersParametersGiveTheTextsFont() throws {
        let fonts = try Self.fonts()
        #expect(fonts[8]?.label == "System 22 pt · Bold", "\(fonts)")
        #expect(fonts[8]?.scaling == "scales along .title2", "\(fonts)")
        // No size passed: the style's own size, scaling as the style does.
        #expect(fonts[9]?.label == ".subheadline · Medium", "\(fonts)")
        #expect(fonts[10]?.label == ".body", "\(fonts)")
        #expect(fonts[11]?.label == "System 20 pt", "\(fonts)")
        #expect(fonts[11]?.scaling == "scales along .title3", "\(fonts)")
        #expect(fonts[12]?.label == ".headline · Bold", "\(fonts)")
    }

    @Test func aSizeScaledOnceIsNotTheParameters() throws {
        let fonts = try Self.fonts()
        #expect(fonts[13]?.label == "System", "\(fonts)")
    }
}
