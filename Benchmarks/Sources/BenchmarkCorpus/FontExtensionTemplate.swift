/// A typography helper file: `extension Font`, `extension UIFont` and `extension NSFont` with static
/// fonts, computed fonts and factory functions, guarded by `#if canImport(…)`.
enum FontExtensionTemplate {
    /// Writes the file and returns its name stem.
    static func write(_ b: SourceBuilder, feature: Feature, lines: Int) -> String {
        b.line("import SwiftUI")
        b.line("#if canImport(UIKit)")
        b.line("import UIKit")
        b.line("#elseif canImport(AppKit)")
        b.line("import AppKit")
        b.line("#endif")
        b.blank()
        b.repeatUntil(lines: lines) { index in
            switch index % 3 {
            case 0: swiftUI(b, index: index)
            case 1: uiKit(b, index: index)
            default: appKit(b, index: index)
            }
            b.blank()
        }
        return "Font+\(feature.name)"
    }

    private static func swiftUI(_ b: SourceBuilder, index: Int) {
        DocComments.write(b, about: "The app's type scale.")
        b.block("extension Font") {
            let suffix = index == 0 ? "" : String(index)
            b.line("static let appTitle\(suffix) = Font.custom(\"\(b.pick(Vocabulary.customFonts))\", size: \(b.pick(Vocabulary.fontSizes)), relativeTo: .\(b.pick(Vocabulary.textStyles)))")
            b.line("static let appBody\(suffix): Font = .\(b.pick(Vocabulary.textStyles)).weight(.\(b.pick(Vocabulary.weights)))")
            b.line("static var appCaption\(suffix): Font { .system(size: \(b.pick(Vocabulary.fontSizes)), weight: .\(b.pick(Vocabulary.weights))) }")
            b.blank()
            DocComments.write(b, about: "The brand typeface at a size.", parameters: ["size", "weight"])
            b.block("static func brand\(suffix)(_ size: CGFloat, weight: Font.Weight = .regular) -> Font") {
                b.line(".custom(\"\(b.pick(Vocabulary.customFonts))\", size: size).weight(weight)")
            }
        }
    }

    private static func uiKit(_ b: SourceBuilder, index: Int) {
        b.line("#if canImport(UIKit)")
        b.block("extension UIFont") {
            b.line("static let headline\(index) = UIFont.systemFont(ofSize: \(b.pick(Vocabulary.fontSizes)), weight: .\(b.pick(Vocabulary.weights)))")
            b.blank()
            b.block("static func scaled\(index)(_ name: String, size: CGFloat, style: UIFont.TextStyle = .body) -> UIFont") {
                b.block("guard let font = UIFont(name: name, size: size) else", close: "}") {
                    b.line("return .preferredFont(forTextStyle: style)")
                }
                b.line("return UIFontMetrics(forTextStyle: style).scaledFont(for: font)")
            }
            b.blank()
            b.block("func withWeight\(index)(_ weight: UIFont.Weight) -> UIFont") {
                b.line("let descriptor = fontDescriptor.addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: weight]])")
                b.line("return UIFont(descriptor: descriptor, size: pointSize)")
            }
        }
        b.line("#endif")
    }

    private static func appKit(_ b: SourceBuilder, index: Int) {
        b.line("#if os(macOS)")
        b.block("extension NSFont") {
            b.line("static let sidebar\(index) = \(FontExpressions.appKit(b))")
            b.block("static var inspectorValue\(index): NSFont") {
                b.line(".monospacedDigitSystemFont(ofSize: \(b.pick(Vocabulary.fontSizes)), weight: .\(b.pick(Vocabulary.weights)))")
            }
        }
        b.line("#endif")
    }
}
