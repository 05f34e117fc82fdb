import Testing
import Typography

/// Platform facts (R5, R10, R11, R13), families per design, type ramps and resolved styles.
@Suite struct PlatformModelTests {
    /// R13: iOS/iPadOS 17/11, macOS 13/10, tvOS 29/23, visionOS 17/12, watchOS 16/12.
    @Test func defaultAndMinimumTextSizes() {
        let expected: [Platform: (Double, Double)] = [
            .ios: (17, 11), .ipados: (17, 11), .macos: (13, 10), .tvos: (29, 23), .visionos: (17, 12), .watchos: (16, 12),
        ]
        for (platform, sizes) in expected {
            #expect(platform.defaultTextSize == sizes.0 && platform.minimumTextSize == sizes.1, "\(platform)")
        }
        // The default text size is Body at the default category wherever Body's size is published.
        for platform in [Platform.ios, .macos, .watchos, .tvos] {
            #expect(TextStyle.body.pointSize(on: platform, at: platform.defaultCategory) == platform.defaultTextSize)
        }
    }

    @Test func categoriesPerPlatform() {
        #expect(Platform.ios.categories.count == 12 && Platform.ios.largestCategory == .accessibility5)
        #expect(Platform.watchos.categories.map(\.higName) ==
                ["xSmall", "Small", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3"])
        #expect(Platform.watchos.largestCategory == .accessibility3)
        #expect(Platform.macos.categories == [.large] && !Platform.macos.supportsDynamicType)
        #expect(Platform.allCases.allSatisfy { $0.defaultCategory == .large })
        let defaults = WatchCaseSize.allCases.map { "\($0.rawValue)=\($0.defaultCategory.higName)" }
        #expect(defaults == ["38mm=Small", "40mm=Large", "41mm=Large", "42mm=Large", "44mm=xLarge", "45mm=xLarge",
                             "49mm=xLarge"])
    }

    @Test func stylesPerPlatform() {
        #expect(Platform.watchos.textStyles ==
                [.largeTitle, .title, .title2, .title3, .headline, .body, .caption, .caption2, .footnote, .footnote2])
        #expect(Platform.tvos.textStyles ==
                [.title, .title2, .title3, .headline, .subtitle1, .callout, .body, .caption, .caption2])
        #expect(Platform.ios.textStyles.count == 13 && Platform.macos.textStyles.count == 11)
        #expect(Platform.visionos.textStyles.count == 13)
        for platform in Platform.allCases {
            #expect(Set(platform.textStyles) == Set(TextStyle.allCases.filter { $0.platforms.contains(platform) }))
        }
    }

    @Test func familiesLeadingAndOpticalDesign() {
        #expect(FontDesign.default.family(on: .watchos) == .sfCompact)
        #expect(FontDesign.rounded.family(on: .watchos) == .sfCompactRounded)
        #expect(FontDesign.rounded.family(on: .ios) == .sfProRounded)
        #expect(FontDesign.serif.family(on: .macos) == .newYork && FontDesign.monospaced.family(on: .ios) == .sfMono)
        #expect(LeadingTrait.tight.lineHeightDelta(on: .macos) == -2 && LeadingTrait.loose.lineHeightDelta(on: .ios) == 2)
        #expect(LeadingTrait.tight.lineHeightDelta(on: .watchos) == -1 && LeadingTrait.loose.lineHeightDelta(on: .watchos) == 1)
        #expect(FontFamily.sfPro.opticalDesign(atSize: 19.5) == .text)
        #expect(FontFamily.sfCompact.opticalDesign(atSize: 20) == .display)
        #expect(FontFamily.newYork.opticalDesign(atSize: 40) == nil)
    }

    @Test func typeRamps() {
        let ios = TypeRamp(platform: .ios)
        #expect(ios.styles == [.largeTitle, .title, .title2, .title3, .body, .headline, .callout, .subheadline,
                               .footnote, .caption, .caption2])
        #expect(ios.levels.count == 10 && ios.levels[4] == [.body, .headline])
        #expect(ios.distance(from: .body, to: .headline) == 0)
        #expect(ios.distance(from: .body, to: .callout) == 1)
        #expect(ios.distance(from: .body, to: .largeTitle) == 4)
        #expect(ios.distance(from: .body, to: .extraLargeTitle) == nil)
        let mac = TypeRamp(platform: .macos)
        #expect(mac.levels.last == [.footnote, .caption, .caption2])
        #expect(TypeRamp(platform: .watchos).styles.contains(.footnote2) == false)
        #expect(TypeRamp(platform: .tvos).styles.first == .title && !TypeRamp(platform: .tvos).styles.contains(.subtitle1))
        #expect(TypeRamp(platform: .visionos).styles.isEmpty)
    }

    @Test func resolvedStyles() {
        let body = TextStyle.body.resolved(on: .ios)
        #expect(body.pointSize == 17 && body.lineHeight == 22 && body.weight == .regular)
        #expect(body.trackingEm == -26 && body.family == .sfPro && body.opticalDesign == .text)
        #expect(abs(body.trackingPoints! - -0.442) < 1e-12)
        #expect(body.tracking?.publishedPoints == -0.43)
        let tight = TextStyle.headline.resolved(on: .watchos, at: .xLarge, leading: .tight, emphasized: true)
        #expect(tight.pointSize == 17 && tight.lineHeight == 18.5 && tight.weight == .semibold && tight.trackingEm == -4)
        let rounded = TextStyle.largeTitle.resolved(on: .ios, at: .accessibility5, design: .rounded, leading: .loose)
        #expect(rounded.pointSize == 60 && rounded.lineHeight == 72 && rounded.trackingEm == 4)
        #expect(rounded.family == .sfProRounded && rounded.opticalDesign == nil)
        let emphasized = TextStyle.title.resolved(on: .macos, emphasized: true)
        #expect(emphasized.weight == .bold && emphasized.opticalDesign == .display && emphasized.trackingEm == -12)
        let mono = TextStyle.body.resolved(on: .ios, design: .monospaced)
        #expect(mono.pointSize == 17 && mono.tracking == nil)
        let vision = TextStyle.body.resolved(on: .visionos)
        #expect(vision.pointSize == nil && vision.lineHeight == nil && vision.weight == nil && vision.tracking == nil)
    }
}
