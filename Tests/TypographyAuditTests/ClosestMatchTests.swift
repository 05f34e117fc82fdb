import Testing
import TypographyAudit

/// The "did you mean" of every message: close enough to be a typo, never a different short word.
@Suite struct ClosestMatchTests {
    static let formats = ["xcode", "json", "sarif", "github", "markdown", "html", "junit", "checkstyle", "gitlab"]

    @Test func aTypoOfAShortWordIsOneEditAway() {
        #expect(closestMatch(to: "jsn", in: Self.formats) == "json")
        #expect(closestMatch(to: "htm", in: Self.formats) == "html")
        #expect(closestMatch(to: "cvs", in: ["table", "json", "csv"]) == "csv")
    }

    @Test func twoNeighboursSwappedAreOneEdit() {
        #expect(closestMatch(to: "jsno", in: Self.formats) == "json")
        #expect(closestMatch(to: "sarfi", in: Self.formats) == "sarif")
    }

    @Test func aDifferentShortWordIsNoTypo() {
        #expect(closestMatch(to: "yaml", in: Self.formats) == nil)
        #expect(closestMatch(to: "toml", in: Self.formats) == nil)
        #expect(closestMatch(to: "csv", in: Self.formats) == nil)
        #expect(didYouMean("yaml", in: Self.formats) == "")
    }

    @Test func longerWordsKeepTheirLimit() {
        #expect(closestMatch(to: "markdwon", in: Self.formats) == "markdown")
        #expect(closestMatch(to: "fixed-font-siz", in: ["fixed-font-size", "thin-weight"]) == "fixed-font-size")
        #expect(closestMatch(to: "platfrom", in: ["platform", "platforms"]) == "platform")
        #expect(didYouMean("githb", in: Self.formats) == " (did you mean 'github'?)")
    }
}
