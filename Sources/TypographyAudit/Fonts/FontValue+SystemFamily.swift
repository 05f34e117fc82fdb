extension FontValue {
    /// Whether the family is the system's (a text style, a system font of a size, a preferred font):
    /// fonts the system tracks, sizes and leads on its own.
    public var isSystemFamily: Bool {
        switch source {
        case .textStyle, .systemSize, .preferred: true
        case .custom, .unknown: false
        }
    }

    /// Whether a custom font's name names a system family (`SFProDisplay-Semibold`, `SFUI-Regular`,
    /// `.SFNSText`, `NewYork-Bold`), as too-many-typefaces reads names: the system font by name.
    public var isSystemFontByName: Bool {
        guard case .custom(let name?) = source else { return false }
        return !name.isEmpty && TooManyTypefacesRule.family(of: name) == nil
    }
}
