import Testing
import TypographyAudit

/// A kerning equal to the tracking the system font already has at its size is removed, not turned
/// into tracking, in every shape the rule reports (issue 25); other amounts become tracking.
@Suite struct FixKerningRemovalTests {
    private func fixed(_ source: String) throws -> (text: String, summaries: [String]) {
        let (text, result) = try FixFixture.fix(source, rules: ["kerning-instead-of-tracking"])
        return (text, result.files.flatMap(\.applied).map(\.fix.summary))
    }

    @Test func addAttributeRepeatingTheTrackingIsRemovedWithItsLine() throws {
        let (text, summaries) = try fixed("""
            import UIKit
            final class Header: UIView {
                let titleLabel = UILabel()
                func setUp() {
                    let text = NSMutableAttributedString(string: "Brew")
                    text.addAttribute(.font, value: UIFont.preferredFont(forTextStyle: .body), range: NSRange(location: 0, length: 4))
                    text.addAttribute(NSAttributedString.Key.kern, value: -0.43, range: NSRange(location: 0, length: 4))
                    titleLabel.attributedText = text
                }
            }
            """)
        #expect(text == """
            import UIKit
            final class Header: UIView {
                let titleLabel = UILabel()
                func setUp() {
                    let text = NSMutableAttributedString(string: "Brew")
                    text.addAttribute(.font, value: UIFont.preferredFont(forTextStyle: .body), range: NSRange(location: 0, length: 4))
                    titleLabel.attributedText = text
                }
            }
            """)
        #expect(summaries.count == 1)
        #expect(summaries.first?.hasSuffix("removed: SF Pro already tracks 17 pt at −0.43 pt") == true)
    }

    @Test func theFontOfTheLabelShowingTheStringCounts() throws {
        let (text, _) = try fixed("""
            import UIKit
            final class Header: UIView {
                let titleLabel = UILabel()
                func setUp() {
                    titleLabel.font = .preferredFont(forTextStyle: .body)
                    let text = NSMutableAttributedString(string: "Brew")
                    text.addAttribute(.kern, value: -0.43, range: NSRange(location: 0, length: 4))
                    titleLabel.attributedText = text
                    let other = NSMutableAttributedString(string: "Ratio")
                    other.addAttribute(.kern, value: 1.5, range: NSRange(location: 0, length: 5))
                    titleLabel.attributedText = other
                }
            }
            """)
        #expect(!text.contains("value: -0.43"))
        // Another amount is letterspacing: it becomes tracking.
        #expect(text.contains("other.addAttribute(.tracking, value: 1.5"))
    }

    @Test func anUnknownOrCustomFontKeepsTodaysFix() throws {
        let (text, _) = try fixed("""
            import UIKit
            func brand(_ label: UILabel) {
                let text = NSMutableAttributedString(string: "Brew")
                text.addAttribute(.font, value: UIFont(name: "Avenir", size: 17)!, range: NSRange(location: 0, length: 4))
                text.addAttribute(.kern, value: -0.43, range: NSRange(location: 0, length: 4))
                let plain = NSMutableAttributedString(string: "Ratio")
                plain.addAttribute(.kern, value: -0.43, range: NSRange(location: 0, length: 5))
                label.attributedText = text
            }
            """)
        #expect(text.contains("text.addAttribute(.tracking, value: -0.43"))
        #expect(text.contains("plain.addAttribute(.tracking, value: -0.43"))
    }

    @Test func theOnlyEntryOfAnAttributesDictionaryLeavesAnEmptyOne() throws {
        let (text, summaries) = try fixed("""
            import UIKit
            final class Card: UIView {
                let nameLabel = UILabel()
                func setUp() {
                    nameLabel.font = .preferredFont(forTextStyle: .body)
                    nameLabel.attributedText = NSAttributedString(string: "Brew", attributes: [.kern: -0.43])
                }
            }
            """)
        #expect(text.contains(#"NSAttributedString(string: "Brew", attributes: [:])"#))
        // The summary names the entry that went and what is left, not the whole dictionary as removed.
        #expect(summaries == [".kern: -0.43 removed, leaving [:]: SF Pro already tracks 17 pt at −0.43 pt"])
    }

    @Test func aDictionaryMadeForTheStringAndLastEntriesLeaveNoDanglingComma() throws {
        let (text, _) = try fixed("""
            import UIKit
            func title() -> NSAttributedString {
                let attributes: [NSAttributedString.Key: Any] = [
                    .font: UIFont.preferredFont(forTextStyle: .body),
                    .kern: -0.43,
                ]
                let text = NSMutableAttributedString(string: "Brew", attributes: [.foregroundColor: UIColor.label, .kern: -0.43])
                text.addAttribute(.font, value: UIFont.preferredFont(forTextStyle: .body), range: NSRange(location: 0, length: 4))
                return NSAttributedString(string: "Brew", attributes: attributes)
            }
            """)
        #expect(text == """
            import UIKit
            func title() -> NSAttributedString {
                let attributes: [NSAttributedString.Key: Any] = [
                    .font: UIFont.preferredFont(forTextStyle: .body),
                ]
                let text = NSMutableAttributedString(string: "Brew", attributes: [.foregroundColor: UIColor.label])
                text.addAttribute(.font, value: UIFont.preferredFont(forTextStyle: .body), range: NSRange(location: 0, length: 4))
                return NSAttributedString(string: "Brew", attributes: attributes)
            }
            """)
    }

    @Test func anEmptyDictionaryIsNotLeftWhereItWouldNotTypeCheck() throws {
        let (text, _) = try fixed("""
            import UIKit
            final class Card: UIView {
                let nameLabel = UILabel()
                func setUp() {
                    nameLabel.font = .preferredFont(forTextStyle: .body)
                    let attributes = [NSAttributedString.Key.kern: -0.43]
                    nameLabel.attributedText = NSAttributedString(string: "Brew", attributes: attributes)
                }
            }
            """)
        #expect(!text.contains("[:]"))
    }

    @Test func subscriptAssignmentRepeatingTheTrackingIsRemoved() throws {
        let (text, _) = try fixed("""
            import UIKit
            func attributes() -> [NSAttributedString.Key: Any] {
                var attributes: [NSAttributedString.Key: Any] = [:]
                attributes[.font] = UIFont.systemFont(ofSize: 17)
                attributes[.kern] = -0.43
                return attributes
            }
            """)
        #expect(text == """
            import UIKit
            func attributes() -> [NSAttributedString.Key: Any] {
                var attributes: [NSAttributedString.Key: Any] = [:]
                attributes[.font] = UIFont.systemFont(ofSize: 17)
                return attributes
            }
            """)
    }

    @Test func swiftUIAttributedStringKernIsRemoved() throws {
        let (text, _) = try fixed("""
            import SwiftUI
            func title(_ name: String) -> AttributedString {
                var title = AttributedString(name)
                title.font = .body
                title.kern = -0.43
                return title
            }
            func eyebrow(_ name: String) -> AttributedString {
                var eyebrow = AttributedString(name)
                eyebrow.font = .body
                eyebrow.kern = 2
                return eyebrow
            }
            """)
        #expect(text == """
            import SwiftUI
            func title(_ name: String) -> AttributedString {
                var title = AttributedString(name)
                title.font = .body
                return title
            }
            func eyebrow(_ name: String) -> AttributedString {
                var eyebrow = AttributedString(name)
                eyebrow.font = .body
                eyebrow.tracking = 2
                return eyebrow
            }
            """)
    }

    @Test func aStatementThatCannotGoAloneBecomesTracking() throws {
        let (text, _) = try fixed("""
            import UIKit
            func apply(_ texts: [NSMutableAttributedString], style: Int) {
                texts.forEach { $0.addAttribute(.font, value: UIFont.systemFont(ofSize: 17), range: NSRange(location: 0, length: 1)); $0.addAttribute(.kern, value: -0.43, range: NSRange(location: 0, length: 1)) }
                for text in texts {
                    text.addAttribute(.font, value: UIFont.systemFont(ofSize: 17), range: NSRange(location: 0, length: 1))
                    switch style {
                    case 1:
                        text.addAttribute(.kern, value: -0.43, range: NSRange(location: 0, length: 1))
                    default:
                        break
                    }
                }
            }
            """)
        // Sharing a line with other code, or the only statement of a case: renamed, not removed.
        #expect(text.components(separatedBy: "addAttribute(.tracking, value: -0.43").count == 3)
    }

    @Test func theTextThatParsedStillParsesAndASecondRunChangesNothing() throws {
        let source = """
            import SwiftUI
            import UIKit
            func title(_ name: String) -> AttributedString {
                var title = AttributedString(name)
                title.font = .body
                title.kern = -0.43
                return title
            }
            final class Header: UIView {
                let titleLabel = UILabel()
                func setUp() {
                    titleLabel.font = .preferredFont(forTextStyle: .body)
                    let text = NSMutableAttributedString(string: "Brew", attributes: [.kern: -0.43])
                    text.addAttribute(.kern, value: -0.43, range: NSRange(location: 0, length: 4))
                    titleLabel.attributedText = text
                }
            }
            """
        let first = try FixFixture.fix(source, approximate: true)
        #expect(!first.text.contains("kern"))
        #expect(first.result.files.allSatisfy { $0.failure == nil })
        let second = try FixFixture.fix(first.text, approximate: true)
        #expect(second.text == first.text)
    }
}
