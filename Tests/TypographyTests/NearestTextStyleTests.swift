import Testing
import Typography

/// Nearest-style cases on every platform, worked out by hand from the spec's default-category sizes.
@Suite struct NearestTextStyleTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let platform: Platform
        let size: Double
        let weight: FontWeight
        let style: TextStyle
        let exact: Bool
        let weightDelta: Int
        var testDescription: String { "\(platform) \(size) \(weight) → \(style)" }
    }

    static let cases: [Case] = [
        // iOS: Body and Headline are both 17; the weight decides, then commonness.
        Case(platform: .ios, size: 17, weight: .regular, style: .body, exact: true, weightDelta: 0),
        Case(platform: .ios, size: 17, weight: .semibold, style: .headline, exact: true, weightDelta: 0),
        Case(platform: .ios, size: 17, weight: .bold, style: .body, exact: false, weightDelta: 3),
        Case(platform: .ios, size: 34, weight: .regular, style: .largeTitle, exact: true, weightDelta: 0),
        Case(platform: .ios, size: 34, weight: .bold, style: .largeTitle, exact: false, weightDelta: 3),
        Case(platform: .ios, size: 28, weight: .regular, style: .title, exact: true, weightDelta: 0),
        // 14 is 1 from Subheadline (15) and Footnote (13): both Regular, Subheadline is more common.
        Case(platform: .ios, size: 14, weight: .regular, style: .subheadline, exact: false, weightDelta: 0),
        // 16.5: Body, Headline (17) and Callout (16) tie; Regular → Body (more common than Callout).
        Case(platform: .ios, size: 16.5, weight: .regular, style: .body, exact: false, weightDelta: 0),
        // 16.5 Semibold: Headline matches the weight.
        Case(platform: .ios, size: 16.5, weight: .semibold, style: .headline, exact: false, weightDelta: 0),
        Case(platform: .ios, size: 11, weight: .regular, style: .caption2, exact: true, weightDelta: 0),
        Case(platform: .ios, size: 8, weight: .light, style: .caption2, exact: false, weightDelta: -1),
        Case(platform: .ios, size: 100, weight: .black, style: .largeTitle, exact: false, weightDelta: 5),
        // 21 ties Title 2 (22) and Title 3 (20): Title 3 is more common.
        Case(platform: .ios, size: 21, weight: .regular, style: .title3, exact: false, weightDelta: 0),
        Case(platform: .ipados, size: 12, weight: .regular, style: .caption, exact: true, weightDelta: 0),
        // macOS: Headline is Bold 13, Body Regular 13; Footnote, Caption 1 and Caption 2 are all 10.
        Case(platform: .macos, size: 13, weight: .regular, style: .body, exact: true, weightDelta: 0),
        Case(platform: .macos, size: 13, weight: .bold, style: .headline, exact: true, weightDelta: 0),
        Case(platform: .macos, size: 10, weight: .regular, style: .footnote, exact: true, weightDelta: 0),
        Case(platform: .macos, size: 10, weight: .medium, style: .caption2, exact: true, weightDelta: 0),
        Case(platform: .macos, size: 17, weight: .regular, style: .title2, exact: true, weightDelta: 0),
        Case(platform: .macos, size: 24, weight: .regular, style: .title, exact: false, weightDelta: 0),
        // watchOS (Large): Body/Headline 16, Caption 1 15, Caption 2 14, Footnote 1 13.
        Case(platform: .watchos, size: 16, weight: .regular, style: .body, exact: true, weightDelta: 0),
        Case(platform: .watchos, size: 16, weight: .semibold, style: .headline, exact: true, weightDelta: 0),
        Case(platform: .watchos, size: 15, weight: .regular, style: .caption, exact: true, weightDelta: 0),
        Case(platform: .watchos, size: 12, weight: .regular, style: .footnote, exact: false, weightDelta: 0),
        Case(platform: .watchos, size: 28, weight: .regular, style: .title2, exact: true, weightDelta: 0),
        // tvOS: Headline (Medium) and Subtitle 1 (not public) are 38; Body 29 Medium.
        Case(platform: .tvos, size: 29, weight: .regular, style: .body, exact: false, weightDelta: -1),
        Case(platform: .tvos, size: 29, weight: .medium, style: .body, exact: true, weightDelta: 0),
        Case(platform: .tvos, size: 38, weight: .regular, style: .headline, exact: false, weightDelta: -1),
        Case(platform: .tvos, size: 24, weight: .medium, style: .caption, exact: false, weightDelta: 0),
    ]

    @Test(arguments: cases) func nearest(_ c: Case) throws {
        let match = try #require(nearestTextStyle(size: c.size, weight: c.weight, platform: c.platform))
        #expect(match.style == c.style)
        #expect(match.isExact == c.exact)
        #expect(match.weightDelta == c.weightDelta)
        #expect((match.weightToApply == nil) == (c.weightDelta == 0))
    }

    @Test func visionOSHasNoPublishedSizes() {
        #expect(nearestTextStyle(size: 17, platform: .visionos) == nil)
    }

    @Test func designIsCarriedNotCountedAgainstExactness() throws {
        let match = try #require(nearestTextStyle(size: 17, weight: .regular, design: .rounded, platform: .ios))
        #expect(match.designToApply == .rounded)
        #expect(match.isExact)
    }
}
