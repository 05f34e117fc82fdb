import SwiftSource
import Typography

/// `caption2-use`: the smallest text style on text.
///
/// Lint: a `.caption2` font (SwiftUI `.caption2`, `Font.system(.caption2, …)`, UIKit and AppKit
/// `preferredFont(forTextStyle: .caption2)`) reported where it is built, once. A font that only
/// sizes an SF Symbol, fonts in previews and in accessibility-only text are left alone. A note:
/// caption 2 has its uses, but each one is worth a second look. Not on watchOS, where caption 2
/// (14 pt at Large) is larger than the footnote styles and so not the smallest.
struct Caption2UseRule: Rule {
    static let names: [KnownName] = [.caption2]

    static let description = RuleDescription(
        id: "caption2-use",
        name: "Caption 2 on text",
        defaultSeverity: .note,
        rationale: "Caption 2 is the smallest text style (11 pt on iOS); the HIG keeps it for secondary details, "
            + "so each use should be one a reader can do without.",
        triggeringExamples: [
            """
            import SwiftUI
            struct Row: View {
                let brew: String
                let date: Date
                var body: some View {
                    VStack(alignment: .leading) {
                        Text(brew).font(.headline)
                        Text(date, style: .date).font(↓.caption2)
                        Label("Shared", systemImage: "person.2").font(↓Font.system(.caption2, design: .rounded))
                    }
                }
            }
            """,
            """
            import UIKit
            final class Cell: UITableViewCell {
                let stamp = UILabel()
                func configure() {
                    stamp.font = ↓UIFont.preferredFont(forTextStyle: .caption2)
                    stamp.adjustsFontForContentSizeCategory = true
                }
            }
            """,
            """
            import SwiftUI
            extension Font {
                static let fineprint = ↓Font.caption2
            }
            struct Footer: View {
                var body: some View { Text("v1.2").font(.fineprint) }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI
            struct Row: View {
                var body: some View {
                    HStack {
                        Image(systemName: "star.fill").font(.caption2)
                        Text("Favourite").font(.caption)
                        Text("Note").font(.footnote) // .font(.caption2)
                    }
                    .accessibilityLabel(Text("Favourite").font(.caption2))
                }
            }
            """,
            """
            import UIKit
            let symbol = UIImage.SymbolConfiguration(font: .preferredFont(forTextStyle: .caption2))
            let scaled = UIFontMetrics(forTextStyle: .caption2).scaledFont(for: UIFont(name: "Avenir", size: 11)!)
            """,
            """
            import SwiftUI
            #Preview {
                Text("Preview only").font(.caption2)
            }
            """,
            """
            import SwiftUI
            // An invisible placeholder that reserves the room of two digits.
            struct LineNumber: View {
                let number: Int?
                var body: some View {
                    ZStack(alignment: .trailing) {
                        Text("00").font(.caption2.monospaced()).opacity(0)
                        if let number { Text(String(number)).font(.footnote.monospaced()) }
                        Text("00").font(.caption2).hidden()
                    }
                }
            }
            """,
            """
            import SwiftUI
            // On watchOS caption 2 (14 pt) is larger than the footnotes (13 and 12 pt).
            #if os(watchOS)
            struct ReadingRow: View {
                let reading: Reading
                var body: some View {
                    VStack {
                        Text(reading.value).font(.title3)
                        Text(reading.unit).font(.caption2)
                    }
                }
            }
            #endif
            """,
        ]
    )

    func check(_ context: inout RuleContext) {
        let file = context.file
        for font in file.fonts where font.reportsValueHere && font.value.textStyle == .caption2 && font.platform != .watchos {
            guard !font.isInPreview, !file.isSymbolFont(font), !file.context(at: font.anchor).contains(.accessibilityOnly),
                  context.tree.enclosingCall(of: font.chain).map({ context.tree.isNeverSeen(context.tree[$0].chain) }) != true
            else { continue }
            let size = DefaultStyleMetrics.metrics(.caption2, on: font.platform).pointSize
            context.report(at: font.anchor, .caption2(size: size, on: font.platform))
        }
    }
}

fileprivate extension String {
    static func caption2(size: Double?, on platform: Platform) -> String {
        let what = size.map { "caption 2 (\(PointSize($0)) pt on \(platform.displayName))" } ?? "caption 2"
        return "\(what) is the smallest text style; keep it for details a reader can do without"
    }
}
