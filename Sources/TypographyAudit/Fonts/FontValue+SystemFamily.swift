extension FontValue {
    /// Whether the family is the system's (a text style, a system font of a size, a preferred font):
    /// fonts the system tracks, sizes and leads on its own.
    public var isSystemFamily: Bool {
        switch source {
        case .textStyle, .systemSize, .preferred: true
        case .custom, .unknown: false
        }
    }
}
