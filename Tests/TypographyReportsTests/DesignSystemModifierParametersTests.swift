import Foundation
import Testing
import TypographyAudit
@testable import TypographyReports

/// A design system's modifiers that take the font's parts as parameters: `.appFont(size: 13, style:
/// .footnote, weight: .semibold)` applying a `ViewModifier` that scales the size with `scaledValue(for:)`
/// along the style in a body that reads the text size (so it follows every change), with the style's
/// own size when no size is passed; the type applied directly (`.modifier(ScaledType(size: 20, …))`);
/// a modifier function whose parameter is the weight. A modifier scaling its size in a body that never
/// runs again keeps an unknown size: it is sized once, and the parameter is not what shows. A style
/// whose font is picked by its own properties (`if kind == .link, size == .compact { … } else { … }`,
/// a `switch`) gives the font the call's cases pick (`.pill(.link, size: .compact)`, defaults included).
@Suite struct DesignSystemModifierParametersTests {
    static let kit = """
        import SwiftUI
        import UIKit

        public extension View {
            func appFont(size: CGFloat? = nil, style: Font.TextStyle, weight: Font.Weight = .regular) -> some View {
                modifier(ScaledType(size: size, style: style, weight: weight))
            }

            func cappedFont(size: CGFloat? = nil, style: Font.TextStyle, weight: Font.Weight = .regular) -> some View {
                modifier(CappedType(size: size, style: style, weight: weight))
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
                let scaled = metrics.scaledValue(for: size)
                return content.font(.system(size: scaled, weight: weight))
            }
        }

        struct CappedType: ViewModifier {
            @Environment(\\.dynamicTypeSize) private var dynamicTypeSize
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

    static let styles = """
        import SwiftUI

        public extension ButtonStyle where Self == PillStyle {
            static func pill(_ kind: PillStyle.Kind, size: PillStyle.Size = .regular) -> PillStyle {
                PillStyle(kind: kind, size: size)
            }
            static var quiet: PillStyle { PillStyle(kind: .plain, size: .compact) }
        }

        public struct PillStyle: ButtonStyle {
            public enum Kind { case filled, plain, link }
            public enum Size { case regular, compact, tiny }
            @Environment(\\.isEnabled) private var isEnabled
            var kind: Kind
            var size: Size

            private var font: Font {
                if kind == .link, size == .compact {
                    .subheadline.weight(.semibold)
                } else if size == .tiny {
                    .caption
                } else {
                    .body.weight(.semibold)
                }
            }

            public func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .font(font)
                    .padding(size == .regular ? 14 : 6)
                    .opacity(isEnabled ? 1 : 0.4)
            }
        }

        public struct BadgeStyle: ButtonStyle {
            public enum Tone { case info, alert }
            var tone: Tone

            var font: Font {
                switch tone {
                case .info: .footnote
                case .alert: .headline
                }
            }

            public func makeBody(configuration: Configuration) -> some View {
                configuration.label.font(font)
            }
        }
        """

    static let settings = """
        import SwiftUI

        struct AccountActions: View {
            let compact: Bool

            var body: some View {
                VStack {
                    Button("Save") { }.buttonStyle(.pill(.filled))
                    Button("Learn more") { }.buttonStyle(.pill(.link, size: .compact))
                    Button("Terms") { }.buttonStyle(.pill(.link))
                    Button("Skip") { }.buttonStyle(.pill(.filled, size: .tiny))
                    Button("Later") { }.buttonStyle(.quiet)
                    Button("New") { }.buttonStyle(BadgeStyle(tone: .alert))
                    Button("Either") { }.buttonStyle(.pill(.link, size: compact ? .compact : .regular))
                }
            }
        }
        """

    @Test func aStylesFontIsTheOneItsCasesPick() throws {
        let (_, inventory) = try InventoryTests.run(["Kit/Pill.swift": Self.styles, "App/AccountActions.swift": Self.settings])
        var labels: [Int: String] = [:]
        for entry in inventory.entries {
            for use in entry.uses where use.path.hasSuffix("AccountActions.swift") { labels[use.line] = entry.font.label }
        }
        #expect(labels[8] == ".body · Semibold", "\(labels)")
        #expect(labels[9] == ".subheadline · Semibold", "\(labels)")
        // The default size (.regular) is not .compact.
        #expect(labels[10] == ".body · Semibold", "\(labels)")
        #expect(labels[11] == ".caption", "\(labels)")
        // A static member passing cases: .plain is no link, .compact no tiny.
        #expect(labels[12] == ".body · Semibold", "\(labels)")
        #expect(labels[13] == ".headline", "\(labels)")
        // A case chosen at run time: either font, not told.
        #expect(labels[14] == "Unknown font", "\(labels)")
    }

    /// Modifiers built on the kit's: a font modifier passing its defaults on (`buttonFont()` calling
    /// `cappedFont(size: size, style: .body, weight: weight)`), a style applying it, a style handing its
    /// configuration to another (`FilledStyle(tint: tint).makeBody(configuration:)`), a modifier whose
    /// body is an `if #available` around its content, one that applies its closure (`modify { view in … }`).
    static let buttons = """
        import SwiftUI

        extension View {
            func buttonFont(size: CGFloat = 18, weight: Font.Weight = .semibold) -> some View {
                self.cappedFont(size: size, style: .body, weight: weight)
            }
        }

        struct FilledStyle: ButtonStyle {
            let tint: Color

            func makeBody(configuration: Configuration) -> some View {
                configuration.label
                    .buttonFont()
                    .foregroundColor(tint)
            }
        }

        struct TintedStyle: ButtonStyle {
            let accent: Color?

            func makeBody(configuration: Configuration) -> some View {
                let tint = accent ?? Palette.color(for: .accent)
                FilledStyle(tint: tint).makeBody(configuration: configuration)
            }
        }

        extension View {
            func modify<Content: View>(@ViewBuilder _ transform: (Self) -> Content) -> some View {
                transform(self)
            }

            func topMargin() -> some View {
                modify { view in
                    if #available(iOS 17.0, *) {
                        view.contentMargins(.top, 8)
                    } else {
                        view
                    }
                }
            }
        }

        struct ClearListBackground: ViewModifier {
            func body(content: Content) -> some View {
                if #available(iOS 16.0, *) {
                    content.scrollContentBackground(.hidden)
                } else {
                    content
                }
            }
        }
        """

    static let booking = """
        import SwiftUI

        struct BookingView: View {
            var body: some View {
                List {
                    Button("Book") { }.buttonStyle(TintedStyle(accent: nil))
                    Text("Free cancellation").modifier(ClearListBackground())
                    Text("Pay later").buttonFont(size: 15)
                }
                .topMargin()
            }
        }
        """

    @Test func modifiersBuiltOnTheKitsKeepItsFonts() throws {
        let (_, inventory) = try InventoryTests.run(["Kit/Type.swift": Self.kit, "Kit/Buttons.swift": Self.buttons,
                                                     "App/BookingView.swift": Self.booking])
        var fonts: [Int: (label: String, scaling: String)] = [:]
        for entry in inventory.entries {
            for use in entry.uses where use.path.hasSuffix("BookingView.swift") {
                fonts[use.line] = (entry.font.label, entry.font.scalingLabel)
            }
        }
        #expect(fonts[6]?.label == "System 18 pt · Semibold", "\(fonts)")
        // The kit bounds its growth with min(…) at a size it computes: how far it grows is not told.
        #expect(fonts[6]?.scaling == "not known", "\(fonts)")
        #expect(fonts[7]?.label == ".body (default)", "\(fonts)")
        #expect(fonts[8]?.label == "System 15 pt · Semibold", "\(fonts)")
    }

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
