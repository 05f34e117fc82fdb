/// A built-in text style, as the HIG tables, SwiftUI (`Font.TextStyle`) and UIKit/AppKit
/// (`UIFont.TextStyle`, `NSFont.TextStyle`) name it.
///
/// The raw value is the SwiftUI spelling (`title`, `caption`), or for styles without a public
/// SwiftUI name the HIG name in the same form (`footnote2`, `subtitle1`).
public enum TextStyle: String, CaseIterable, Sendable, Hashable, Codable {
    /// HIG "Extra Large Title 1": UIKit `.extraLargeTitle` (iOS 17+); SwiftUI's is visionOS-only.
    case extraLargeTitle
    /// HIG "Extra Large Title 2": UIKit `.extraLargeTitle2` (iOS 17+); SwiftUI's is visionOS-only.
    case extraLargeTitle2
    case largeTitle
    /// HIG "Title 1", UIKit `.title1`.
    case title
    case title2
    case title3
    case headline
    /// tvOS "Subtitle 1" (no public `UIFont.TextStyle`; TVMLKit `TVTextStyleSubtitle1`).
    case subtitle1
    case body
    case callout
    /// HIG "Subhead" on iOS, "Subheadline" on macOS.
    case subheadline
    /// HIG "Footnote" (watchOS "Footnote 1").
    case footnote
    /// watchOS "Footnote 2" (a private Core Text style; no public SwiftUI or UIKit name).
    case footnote2
    /// HIG "Caption 1", UIKit `.caption1`.
    case caption
    case caption2

    /// Position in ``allCases`` (0: Extra Large Title 1): a switch, not `allCases.firstIndex(of:)`,
    /// for the tables read per font.
    public var index: Int {
        switch self {
        case .extraLargeTitle: 0
        case .extraLargeTitle2: 1
        case .largeTitle: 2
        case .title: 3
        case .title2: 4
        case .title3: 5
        case .headline: 6
        case .subtitle1: 7
        case .body: 8
        case .callout: 9
        case .subheadline: 10
        case .footnote: 11
        case .footnote2: 12
        case .caption: 13
        case .caption2: 14
        }
    }

    /// The SwiftUI `Font.TextStyle` member name, or nil when SwiftUI has none.
    public var swiftUIName: String? {
        switch self {
        case .footnote2, .subtitle1: nil
        default: rawValue
        }
    }

    /// The UIKit `UIFont.TextStyle` member name (`title1`, `caption1`), or nil when UIKit has none.
    public var uiKitName: String? {
        switch self {
        case .title: "title1"
        case .caption: "caption1"
        case .footnote2, .subtitle1: nil
        default: rawValue
        }
    }

    /// The AppKit `NSFont.TextStyle` member name; AppKit spells styles as UIKit does.
    public var appKitName: String? { uiKitName }

    /// The name the HIG tables use (`Title 1`, `Subheadline`, `Caption 1`, `Footnote 2`).
    public var higName: String {
        switch self {
        case .extraLargeTitle: "Extra Large Title 1"
        case .extraLargeTitle2: "Extra Large Title 2"
        case .largeTitle: "Large Title"
        case .title: "Title 1"
        case .title2: "Title 2"
        case .title3: "Title 3"
        case .headline: "Headline"
        case .subtitle1: "Subtitle 1"
        case .body: "Body"
        case .callout: "Callout"
        case .subheadline: "Subheadline"
        case .footnote: "Footnote"
        case .footnote2: "Footnote 2"
        case .caption: "Caption 1"
        case .caption2: "Caption 2"
        }
    }

    /// The platforms whose HIG specification lists the style (iPadOS with iOS).
    ///
    /// watchOS has no Callout or Subheadline row, tvOS no Large Title, Subheadline or Footnote row;
    /// Extra Large Title 1/2 belong to iOS/iPadOS (UIKit, iOS 17+) and visionOS.
    public var platforms: Set<Platform> {
        switch self {
        case .extraLargeTitle, .extraLargeTitle2: [.ios, .ipados, .visionos]
        case .largeTitle, .footnote: [.ios, .ipados, .macos, .watchos, .visionos]
        case .title, .title2, .title3, .headline, .body, .caption, .caption2:
            [.ios, .ipados, .macos, .watchos, .tvos, .visionos]
        case .callout: [.ios, .ipados, .macos, .tvos, .visionos]
        case .subheadline: [.ios, .ipados, .macos, .visionos]
        case .subtitle1: [.tvos]
        case .footnote2: [.watchos]
        }
    }

    /// Parses a style name in any spelling, case-insensitively: SwiftUI (`title`, `.caption`), UIKit
    /// and AppKit (`.title1`, `UIFont.TextStyle.caption1`), HIG (`Title 1`, `Subhead`, `Footnote 1`,
    /// `Extra Large Title 1`) and Core Text (`UICTFontTextStyleTitle0` = Large Title).
    public init?(name: String) {
        let key = nameKey(name, droppingPrefixes: [
            "uifonttextstyle", "nsfonttextstyle", "fonttextstyle", "kctuifonttextstyle", "uictfonttextstyle",
            "textstyle",
        ])
        switch key {
        case "extralargetitle", "extralargetitle1": self = .extraLargeTitle
        case "extralargetitle2": self = .extraLargeTitle2
        case "largetitle", "title0": self = .largeTitle
        case "title", "title1": self = .title
        case "title2": self = .title2
        case "title3": self = .title3
        case "headline": self = .headline
        case "subtitle1", "subtitle": self = .subtitle1
        case "body": self = .body
        case "callout": self = .callout
        case "subheadline", "subhead": self = .subheadline
        case "footnote", "footnote1": self = .footnote
        case "footnote2": self = .footnote2
        case "caption", "caption1": self = .caption
        case "caption2": self = .caption2
        default: return nil
        }
    }

    /// Parses a SwiftUI `Font.TextStyle` member name exactly (`title`, `.caption`), nil otherwise.
    public init?(swiftUIName: String) {
        let name = swiftUIName.hasPrefix(".") ? String(swiftUIName.dropFirst()) : swiftUIName
        guard let style = TextStyle.allCases.first(where: { $0.swiftUIName == name }) else { return nil }
        self = style
    }

    /// Parses a UIKit `UIFont.TextStyle` (or AppKit `NSFont.TextStyle`) member name exactly
    /// (`title1`, `.caption1`), nil otherwise.
    public init?(uiKitName: String) {
        let name = uiKitName.hasPrefix(".") ? String(uiKitName.dropFirst()) : uiKitName
        guard let style = TextStyle.allCases.first(where: { $0.uiKitName == name }) else { return nil }
        self = style
    }
}
