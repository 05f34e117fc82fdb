import Typography

extension FontValue {
    /// Whether this fixed system font is macOS's own idiom rather than a size to report (macOS has no
    /// Dynamic Type): the default font AppKit gives a control or text (an SDK size such as
    /// `NSFont.systemFontSize`, a document's meta font), or a size on the macOS ramp, a text style's size
    /// at any weight (13 pt medium for emphasis in a list; `nearest` is the nearest style to the font's
    /// size, `alternative` to its other size). Only sizes off the ramp are notes.
    func isMacOSIdiom(on platform: Platform, nearest: NearestTextStyle?, alternative: NearestTextStyle? = nil) -> Bool {
        guard platform == .macos else { return false }
        if sizeOrigin == .sdkConstant { return true }
        return nearest?.sizeDelta == 0 && (alternativeSize == nil || alternative?.sizeDelta == 0)
    }
}
