import Testing
import TypographyAudit

/// Every rule's fix through `typecase fix`, as (before, after) pairs on the code shapes apps have:
/// multi-line chains, CRLF files, tabs, comments inside chains, several fixes on one line, `#if`
/// branches. Each pair is also fixed a second time, which must change nothing.
@Suite struct FixCorrectionsTests {
    struct Pair: CustomTestStringConvertible, Sendable {
        var name: String
        var before: String
        var after: String
        var approximate = false
        var testDescription: String { name }
    }

    static let pairs: [Pair] = [
        Pair(name: "fixed-font-size keeps weight, design and monospacedDigit", before: """
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Text("A").font(.system(size: 17, weight: .semibold))
                        Text("B").font(.system(size: 28, weight: .bold, design: .rounded))
                        Text("C").font(.system(size: 17).monospacedDigit())
                        Text("D").font(Font.system(size: 13, weight: .medium))
                    }
                }
            }
            """, after: """
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Text("A").font(.headline)
                        Text("B").font(.system(.title, design: .rounded).bold())
                        Text("C").font(.body.monospacedDigit())
                        Text("D").font(Font.footnote.weight(.medium))
                    }
                }
            }
            """),
        Pair(name: "fixed-font-size in UIKit: preferred font when exact, else scaled, with adjustsFont", before: """
            import UIKit
            final class C: UIViewController {
                let title = UILabel()
                let count = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title.font = .systemFont(ofSize: 17)
                    count.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
                }
            }
            """, after: """
            import UIKit
            final class C: UIViewController {
                let title = UILabel()
                let count = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    title.font = .preferredFont(forTextStyle: .body)
                    title.adjustsFontForContentSizeCategory = true
                    count.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .monospacedDigitSystemFont(ofSize: 13, weight: .regular))
                    count.adjustsFontForContentSizeCategory = true
                }
            }
            """),
        Pair(name: "fixed-font-size follows the platform: 13 pt is macOS Body, left as written", before: """
            import AppKit
            final class Inspector: NSView {
                let field = NSTextField(labelWithString: "")
                func setUp() {
                    field.font = NSFont.systemFont(ofSize: 13)
                }
            }
            """, after: """
            import AppKit
            final class Inspector: NSView {
                let field = NSTextField(labelWithString: "")
                func setUp() {
                    field.font = NSFont.systemFont(ofSize: 13)
                }
            }
            """),
        Pair(name: "a multi-line chain with comments inside", before: """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("Brewing")
                        // the label above the dial
                        .font(.system(size: 12, weight: .semibold)) /* small caps look */
                        .textCase(.uppercase)
                        .kerning(2)
                }
            }
            """, after: """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("Brewing")
                        // the label above the dial
                        .font(.caption.weight(.semibold)) /* small caps look */
                        .textCase(.uppercase)
                        .tracking(2)
                }
            }
            """),
        Pair(name: "custom-font-not-scaled and custom-font-wrong-curve", before: """
            import SwiftUI
            import UIKit
            extension Font {
                static let stamp = Font.custom("Courier", fixedSize: 13)
                static let display = Font.custom("Didot", size: 34)
                static let caption = Font.custom("Avenir", size: 11, relativeTo: .body)
            }
            let title = UIFont(name: "Didot-Bold", size: 30)
            let body = UIFont(name: "Georgia", size: 17)!
            """, after: """
            import SwiftUI
            import UIKit
            extension Font {
                static let stamp = Font.custom("Courier", size: 13, relativeTo: .footnote)
                static let display = Font.custom("Didot", size: 34, relativeTo: .largeTitle)
                static let caption = Font.custom("Avenir", size: 11, relativeTo: .caption2)
            }
            let title = UIFontMetrics(forTextStyle: .title1).scaledFont(for: UIFont(name: "Didot-Bold", size: 30) ?? .systemFont(ofSize: 30))
            let body = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: "Georgia", size: 17)!)
            """),
        Pair(name: "double-scaling passes the base size", before: """
            import SwiftUI
            struct V: View {
                @ScaledMetric(relativeTo: .body) private var size: CGFloat = 17
                var body: some View {
                    Text("Step").font(.custom("Avenir Next", size: size))
                }
            }
            """, after: """
            import SwiftUI
            struct V: View {
                @ScaledMetric(relativeTo: .body) private var size: CGFloat = 17
                var body: some View {
                    Text("Step").font(.custom("Avenir Next", size: 17))
                }
            }
            """),
        Pair(name: "missing-adjusts-font with tabs and a comment after the assignment", before: """
            import UIKit
            final class Cell: UITableViewCell {
            \tlet name = UILabel()
            \tfunc configure() {
            \t\tname.font = .preferredFont(forTextStyle: .headline) // the recipe
            \t\tname.numberOfLines = 0
            \t}
            }
            """, after: """
            import UIKit
            final class Cell: UITableViewCell {
            \tlet name = UILabel()
            \tfunc configure() {
            \t\tname.font = .preferredFont(forTextStyle: .headline) // the recipe
            \t\tname.adjustsFontForContentSizeCategory = true
            \t\tname.numberOfLines = 0
            \t}
            }
            """),
        Pair(name: "missing-adjusts-font in a CRLF file", before: "import UIKit\r\nfinal class C: UIViewController {\r\n"
                + "    let label = UILabel()\r\n    override func viewDidLoad() {\r\n        super.viewDidLoad()\r\n"
                + "        label.font = .preferredFont(forTextStyle: .body)\r\n    }\r\n}\r\n",
             after: "import UIKit\r\nfinal class C: UIViewController {\r\n"
                + "    let label = UILabel()\r\n    override func viewDidLoad() {\r\n        super.viewDidLoad()\r\n"
                + "        label.font = .preferredFont(forTextStyle: .body)\r\n"
                + "        label.adjustsFontForContentSizeCategory = true\r\n    }\r\n}\r\n"),
        Pair(name: "proportional-changing-digits and kerning in a CRLF file", before: "import SwiftUI\r\nstruct T: View {\r\n"
                + "    let end: Date\r\n    var body: some View {\r\n        Text(end, style: .timer)\r\n"
                + "            .kerning(1)\r\n    }\r\n}\r\n",
             after: "import SwiftUI\r\nstruct T: View {\r\n"
                + "    let end: Date\r\n    var body: some View {\r\n        Text(end, style: .timer).monospacedDigit()\r\n"
                + "            .tracking(1)\r\n    }\r\n}\r\n"),
        Pair(name: "negative-line-spacing on a short text becomes tight leading", before: """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("Two lines at most")
                        .font(.headline)
                        .lineSpacing(-2)
                        .lineLimit(2)
                }
            }
            """, after: """
            import SwiftUI
            struct V: View {
                var body: some View {
                    Text("Two lines at most")
                        .font(.headline.leading(.tight))
                        .lineLimit(2)
                }
            }
            """, approximate: true),
        Pair(name: "non-updating-scaled-font: the base font scaled with UIFontMetrics, completed with adjustsFont", before: """
            import UIKit
            final class BrewCell: UITableViewCell {
                private let titleLabel = UILabel()
                private let noteLabel = UILabel()
                private let noteSize = UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 13)
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    let headline = UIFont.preferredFont(forTextStyle: .headline).pointSize
                    titleLabel.font = .systemFont(ofSize: headline, weight: .semibold) // the cell's title
                    noteLabel.font = .italicSystemFont(ofSize: noteSize)
                    noteLabel.numberOfLines = 0
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, after: """
            import UIKit
            final class BrewCell: UITableViewCell {
                private let titleLabel = UILabel()
                private let noteLabel = UILabel()
                private let noteSize = UIFontMetrics(forTextStyle: .footnote).scaledValue(for: 13)
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    let headline = UIFont.preferredFont(forTextStyle: .headline).pointSize
                    titleLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold)) // the cell's title
                    titleLabel.adjustsFontForContentSizeCategory = true
                    noteLabel.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .italicSystemFont(ofSize: 13))
                    noteLabel.adjustsFontForContentSizeCategory = true
                    noteLabel.numberOfLines = 0
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """),
        Pair(name: "fixes in #if branches and several on one line", before: """
            import SwiftUI
            struct V: View {
                var body: some View {
                    #if os(macOS)
                    HStack { Text("A").font(.system(size: 13)); Text("B").font(.system(size: 11)) }
                    #elseif os(iOS)
                    HStack { Text("A").font(.system(size: 13)); Text("B").font(.system(size: 11)) }
                    #endif
                }
            }
            """, after: """
            import SwiftUI
            struct V: View {
                var body: some View {
                    #if os(macOS)
                    HStack { Text("A").font(.system(size: 13)); Text("B").font(.system(size: 11)) }
                    #elseif os(iOS)
                    HStack { Text("A").font(.footnote); Text("B").font(.caption2) }
                    #endif
                }
            }
            """),
        Pair(name: "thin-weight and below-minimum-size, approximate", before: """
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Text("Roaster").font(.system(size: 15, weight: .light))
                        Text("Tiny").font(.system(size: 9))
                        Text("Light").fontWeight(.thin)
                    }
                }
            }
            """, after: """
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Text("Roaster").font(.subheadline.weight(.regular))
                        Text("Tiny").font(.caption2)
                        Text("Light").fontWeight(.regular)
                    }
                }
            }
            """, approximate: true),
    ]

    @Test(arguments: pairs)
    func fixGivesTheExpectedCodeAndASecondRunChangesNothing(_ pair: Pair) throws {
        let once = try FixFixture.fix(pair.before, approximate: pair.approximate)
        #expect(Array(once.text.utf8) == Array(pair.after.utf8), "\(pair.name):\n\(once.text)")
        let twice = try FixFixture.fix(once.text, approximate: pair.approximate)
        #expect(twice.text == once.text, "\(pair.name): a second run changed:\n\(twice.text)")
        #expect(!twice.result.files[0].changed, "\(pair.name)")
    }
}
