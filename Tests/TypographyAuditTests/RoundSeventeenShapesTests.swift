import Foundation
import Testing
@testable import TypographyAudit

/// Session 17's shapes: sizes held in computed properties.
@Suite struct RoundSeventeenShapesTests {
    /// A computed property that only returns a number is a constant as a `let` is: in its own file
    /// (`private var badgeSize: CGFloat { return 12 }`) and, as a type's member, in the other files of
    /// the app (`Metrics.titleSize` declared `static var titleSize: CGFloat { 18 }`; the first pass reads
    /// a file for the others when it declares a `static let` too, as design systems' metrics do).
    @Test func aComputedPropertyReturningANumberIsAFixedSize() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Shop/Design/Metrics.swift", """
            import UIKit

            enum Metrics {
                static let cornerRadius: CGFloat = 8
                static var titleSize: CGFloat { 18 }
                static var priceSize: CGFloat {
                    return 15
                }
            }
            """)
        try directory.write("Shop/Cart/CartItemCell.swift", """
            import UIKit

            final class CartItemCell: UITableViewCell {
                private let titleLabel = UILabel()
                private let priceLabel = UILabel()
                private let badgeLabel = UILabel()

                private var badgeSize: CGFloat { return 12 }

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    titleLabel.font = .systemFont(ofSize: Metrics.titleSize, weight: .semibold)
                    priceLabel.font = .monospacedDigitSystemFont(ofSize: Metrics.priceSize, weight: .regular)
                    badgeLabel.font = .systemFont(ofSize: badgeSize)
                    [titleLabel, priceLabel, badgeLabel].forEach { $0.numberOfLines = 0; contentView.addSubview($0) }
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """)
        let findings = AuditEngine.run(AuditOptions(paths: [directory.path], jobs: 1)).findings
            .filter { $0.ruleID == "fixed-font-size" }.map { "\($0.location.line): \($0.message)" }
        #expect(findings.count == 3, "\(findings)")
        #expect(findings.contains { $0.hasPrefix("12:") && $0.contains("18 pt") }, "\(findings)")
        #expect(findings.contains { $0.hasPrefix("13:") && $0.contains("15 pt") }, "\(findings)")
        #expect(findings.contains { $0.hasPrefix("14:") && $0.contains("12 pt") && $0.contains(".caption1") }, "\(findings)")
    }

    /// A symbol configuration written `.init(pointSize:)` where its type is known from the API it is given
    /// to is one: `setPreferredSymbolConfiguration(.init(pointSize: 15, weight: .semibold), forImageIn:)`,
    /// `imageView.preferredSymbolConfiguration = .init(pointSize: 20)`; one sized by a text style is fine.
    @Test func anImplicitSymbolConfigurationAtAPointSizeIsFixed() throws {
        let source = """
            import UIKit

            final class PlayerControls: UIView {
                private let muteButton = UIButton(type: .system)
                private let artwork = UIImageView()
                private let shuffle = UIButton(configuration: .plain())

                func configure() {
                    muteButton.setPreferredSymbolConfiguration(.init(pointSize: 15, weight: .semibold), forImageIn: .normal)
                    artwork.preferredSymbolConfiguration = .init(pointSize: 20)
                    shuffle.configuration?.preferredSymbolConfigurationForImage = .init(textStyle: .body)
                    muteButton.setImage(UIImage(systemName: "speaker.slash"), for: .normal)
                }
            }
            """
        let findings = try AuditedFiles.findings(in: source, at: "Player/PlayerControls.swift", rule: "symbol-fixed-point-size")
        #expect(findings.map(\.line) == [9, 10], "\(findings)")
        #expect(findings.first?.message.contains("15 pt") == true && findings.last?.message.contains("(nearest: .title3)") == true,
                "\(findings)")
    }

    /// A private helper that only the file's previews call (a `private extension View` member, a
    /// private function building a preview's frame) is preview code; one the screen calls is not.
    @Test func aPrivateHelperOnlyPreviewsCallIsPreviewCode() throws {
        let source = """
            import SwiftUI

            struct AvatarView: View {
                let initials: String
                var body: some View {
                    badge(initials)
                }

                private func badge(_ text: String) -> some View {
                    Text(text).font(.caption2)
                }
            }

            private extension View {
                func labelled(_ title: String) -> some View {
                    overlay(alignment: .bottom) { Text(title).font(.caption2) }
                }
            }

            private func frame(_ content: some View) -> some View {
                content.font(.system(size: 15)).padding()
            }

            struct AvatarView_Previews: PreviewProvider {
                static var previews: some View {
                    frame(AvatarView(initials: "JA").labelled("Default"))
                }
            }
            """
        let captions = try AuditedFiles.findings(in: source, at: "Chat/AvatarView.swift", rule: "caption2-use")
        #expect(captions.map(\.line) == [10], "\(captions)")
        #expect(try AuditedFiles.findings(in: source, at: "Chat/AvatarView.swift", rule: "fixed-font-size").isEmpty)
    }

    /// A label held to the lines a constant of the file gives (`numberOfLines = Style.titleLines`,
    /// `static let titleLines = 1`) is held to one line as with a literal; a constant of 3 is not one line.
    @Test func aLineCountFromAConstantIsRead() throws {
        let source = """
            import UIKit

            final class NoteCell: UITableViewCell {
                private enum Style {
                    static let titleLines = 1
                    static let previewLines = 3
                }
                private let titleLabel = UILabel()
                private let previewLabel = UILabel()

                func configure(with note: Note) {
                    titleLabel.font = .preferredFont(forTextStyle: .headline)
                    titleLabel.adjustsFontForContentSizeCategory = true
                    titleLabel.numberOfLines = Style.titleLines
                    titleLabel.text = note.title
                    previewLabel.font = .preferredFont(forTextStyle: .subheadline)
                    previewLabel.adjustsFontForContentSizeCategory = true
                    previewLabel.numberOfLines = Style.previewLines
                    previewLabel.text = note.preview
                }
            }
            """
        let findings = try AuditedFiles.findings(in: source, at: "Notes/NoteCell.swift", rule: "truncation-instead-of-wrapping")
        #expect(findings.map(\.line) == [14], "\(findings)")
    }
}
