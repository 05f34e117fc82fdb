/// An Apple Watch case size named in the HIG's watchOS tables, with the category it starts in.
///
/// Newer cases (42 mm Series 10, 46 mm) are not listed by the HIG, so they are not modelled.
public enum WatchCaseSize: String, CaseIterable, Sendable, Hashable, Codable {
    case mm38 = "38mm"
    case mm40 = "40mm"
    case mm41 = "41mm"
    case mm42 = "42mm"
    case mm44 = "44mm"
    case mm45 = "45mm"
    case mm49 = "49mm"

    /// The default content size category (HIG table titles, R5): Small on 38 mm; Large on
    /// 40/41/42 mm; xLarge on 44/45/49 mm.
    public var defaultCategory: ContentSizeCategory {
        switch self {
        case .mm38: .small
        case .mm40, .mm41, .mm42: .large
        case .mm44, .mm45, .mm49: .xLarge
        }
    }
}
