import Typography

extension FontValue {
    /// Whether this fixed system font is macOS's own idiom rather than a size to report (macOS has no
    /// Dynamic Type): the default font AppKit gives a control or text (an SDK size such as
    /// `NSFont.systemFontSize`, a document's meta font), or a size and weight equal to a macOS text
    /// style's (`nearest` is the nearest style to the font's size, `alternative` to its other size).
    func isMacOSIdiom(on platform: Platform, nearest: NearestTextStyle?, alternative: NearestTextStyle? = nil) -> Bool {
        guard platform == .macos else { return false }
        if sizeOrigin == .sdkConstant { return true }
        return nearest?.isExact == true && (alternativeSize == nil || alternative?.isExact == true)
    }
}
