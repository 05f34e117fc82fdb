/// An Apple platform with its own typography specification.
///
/// iPadOS uses the iOS tables; it is a separate case because configuration and reports name it.
public enum Platform: String, CaseIterable, Sendable, Hashable, Codable {
    case ios
    case ipados
    case macos
    case watchos
    case tvos
    case visionos

    /// Parses a platform name case-insensitively: `ios`, `iOS`, `iPadOS`, `macOS` (also `OSX`,
    /// `macosx`), `watchOS`, `tvOS`, `visionOS` (also `xrOS`) — the spellings of `#if os(…)` included.
    public init?(name: String) {
        switch nameKey(name) {
        case "ios", "iphoneos", "iphone": self = .ios
        case "ipados", "ipad": self = .ipados
        case "macos", "osx", "macosx", "mac": self = .macos
        case "watchos", "watch": self = .watchos
        case "tvos", "appletv": self = .tvos
        case "visionos", "xros", "vision": self = .visionos
        default: return nil
        }
    }

    /// The name Apple writes (`iOS`, `iPadOS`, `macOS`, `watchOS`, `tvOS`, `visionOS`).
    public var displayName: String {
        switch self {
        case .ios: "iOS"
        case .ipados: "iPadOS"
        case .macos: "macOS"
        case .watchos: "watchOS"
        case .tvos: "tvOS"
        case .visionos: "visionOS"
        }
    }

    /// The platform's default text size in points (R13: iOS/iPadOS 17, macOS 13, tvOS 29,
    /// visionOS 17, watchOS 16) — the size of Body at the default category.
    public var defaultTextSize: Double {
        switch self {
        case .ios, .ipados, .visionos: 17
        case .macos: 13
        case .tvos: 29
        case .watchos: 16
        }
    }

    /// The smallest text size the HIG allows on the platform, in points (R13: iOS/iPadOS 11,
    /// macOS 10, tvOS 23, visionOS 12, watchOS 12).
    public var minimumTextSize: Double {
        switch self {
        case .ios, .ipados: 11
        case .macos: 10
        case .tvos: 23
        case .visionos, .watchos: 12
        }
    }

    /// Whether text styles change size with the user's content size category.
    ///
    /// macOS has no Dynamic Type (R4); for tvOS only one size table is published (R6). Both are
    /// modelled with the single category ``ContentSizeCategory/large``.
    public var supportsDynamicType: Bool {
        switch self {
        case .ios, .ipados, .watchos, .visionos: true
        case .macos, .tvos: false
        }
    }

    /// The content size categories of the platform, smallest first: all 12 on iOS, iPadOS and
    /// visionOS; the 9 of watchOS (no Medium, accessibility sizes AX1…AX3, R5); only
    /// ``ContentSizeCategory/large`` on macOS and tvOS.
    public var categories: [ContentSizeCategory] {
        switch self {
        case .ios, .ipados, .visionos: ContentSizeCategory.allCases
        case .watchos: ContentSizeCategory.watchOSCategories
        case .macos, .tvos: [.large]
        }
    }

    /// The category a device starts in: Large on every platform. On watchOS the default depends on
    /// the case size (see ``WatchCaseSize/defaultCategory``); Large is the default of 40/41/42 mm.
    public var defaultCategory: ContentSizeCategory { .large }

    /// The largest category the platform offers: AX5 on iOS, iPadOS and visionOS, AX3 on watchOS,
    /// Large on macOS and tvOS.
    public var largestCategory: ContentSizeCategory { categories[categories.count - 1] }

    /// The text styles the platform's published table lists, in the HIG's table order,
    /// platform-specific ones included (watchOS Footnote 2, tvOS Subtitle 1, iOS Extra Large Titles).
    public var textStyles: [TextStyle] {
        PublishedTypeTable.of(self)?.rows.map(\.style) ?? TextStyle.allCases.filter { $0.platforms.contains(self) }
    }

    /// The platform whose published tables this platform uses (iPadOS → iOS).
    var tablePlatform: Platform { self == .ipados ? .ios : self }
}
