import Testing
import TypographyAudit

/// A design system in other files makes its labels adjust: a subclass that sets the flag on itself,
/// and factories that set it on the view they build. Labels made by them need no flag where their
/// font is set; labels of a plain class, of a factory that sets no flag, or of a subclass that turns
/// it off still do.
@Suite struct AdjustingViewsAcrossFilesTests {
    static let scalingLabel = """
        import UIKit
        /// A label for the app's text: multi-line and following the text size.
        final class ScalingLabel: UILabel {
            override init(frame: CGRect) {
                super.init(frame: frame)
                adjustsFontForContentSizeCategory = true
                numberOfLines = 0
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
        }

        final class BadgeLabel: UILabel {
            override init(frame: CGRect) {
                super.init(frame: frame)
                self.adjustsFontForContentSizeCategory = false
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
        }
        """

    static let factories = """
        import UIKit
        enum LabelFactory {
            static func caption() -> UILabel {
                let label = UILabel()
                label.adjustsFontForContentSizeCategory = true
                label.textColor = .secondaryLabel
                return label
            }
            static func plain() -> UILabel {
                let label = UILabel()
                label.textColor = .label
                return label
            }
        }

        extension UILabel {
            static func makeHeadline() -> UILabel {
                let label = UILabel()
                label.adjustsFontForContentSizeCategory = true
                label.numberOfLines = 2
                return label
            }
        }
        """

    static let screen = """
        import UIKit
        final class TripSummaryView: UIView {
            private let titleLabel = ScalingLabel()
            private let durationLabel = LabelFactory.caption()
            private let headlineLabel: UILabel = .makeHeadline()
            private let stopsLabel = LabelFactory.plain()
            private let badgeLabel = BadgeLabel()
            private let notesLabel = UILabel()

            func configure() {
                titleLabel.font = .preferredFont(forTextStyle: .title2)
                durationLabel.font = .preferredFont(forTextStyle: .caption1)
                headlineLabel.font = .preferredFont(forTextStyle: .headline)
                stopsLabel.font = .preferredFont(forTextStyle: .subheadline)
                badgeLabel.font = .preferredFont(forTextStyle: .footnote)
                notesLabel.font = .preferredFont(forTextStyle: .body)
            }
        }
        """

    @Test func labelsMadeByAnAdjustingSubclassOrFactoryOfAnotherFileNeedNoFlag() throws {
        try AuditEngineTests.withFolder(["DesignSystem/ScalingLabel.swift": Self.scalingLabel,
                                         "DesignSystem/LabelFactory.swift": Self.factories,
                                         "Screens/TripSummaryView.swift": Self.screen]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 2))
            #expect(AuditEngineTests.places(result, root: root) == [
                "Screens/TripSummaryView.swift:14 missing-adjusts-font",
                "Screens/TripSummaryView.swift:15 missing-adjusts-font",
                "Screens/TripSummaryView.swift:16 missing-adjusts-font",
            ])
        }
    }

    /// Alone, the screen's labels are all reported: nothing says how they are made.
    @Test func withoutTheDesignSystemEveryLabelIsReported() throws {
        try AuditEngineTests.withFolder(["Screens/TripSummaryView.swift": Self.screen]) { root in
            let result = AuditEngine.run(AuditOptions(paths: [root], jobs: 1))
            #expect(AuditEngineTests.places(result, root: root).count == 6)
        }
    }
}
