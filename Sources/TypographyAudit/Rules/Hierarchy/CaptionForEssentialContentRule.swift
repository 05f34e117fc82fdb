import SwiftSource
import Typography

/// `caption-for-essential-content`: caption sizes on text the reader needs.
///
/// Lint: a caption font (`.caption`, `.caption2`, UIKit `.caption1` / `.caption2`, or 12 pt and
/// less on iOS) on a control's title (`Button("Save")`, a `Toggle`, `TextField`, `Picker`, `Link`),
/// on the only text of a control's label, on a navigation title, on alert text, or on an error
/// message (text named or worded like an error). UIKit: a button's `titleLabel` or a text field
/// with a caption font. Metadata stays silent: a caption beside a larger title in the same label,
/// a count or date (a badge count as a button's title included), and accessibility-only text.
/// Fix (approximate, SwiftUI text styles on the text itself): `.caption` / `.caption2` → `.footnote`.
struct CaptionForEssentialContentRule: Rule {
    static let names: [KnownName] = [.font, .Font]

    static let description = RuleDescription(
        id: "caption-for-essential-content",
        name: "Caption for essential content",
        defaultSeverity: .warning,
        rationale: "Caption styles are for secondary details; the text a reader acts on or must not miss — "
            + "buttons, fields, titles, alerts, errors — needs a size they can read (HIG Typography).",
        triggeringExamples: [
            """
            import SwiftUI
            struct BrewForm: View {
                @State private var name = ""
                @State private var error: String?
                var body: some View {
                    VStack {
                        TextField("Recipe name", text: $name).font(↓.caption)
                        Button("Save") { }.font(↓.caption2)
                        Button { } label: { Text("Delete").font(↓.system(size: 11)) }
                        if let error { Text(error).font(↓.caption) }
                    }
                    .navigationTitle("New recipe")
                }
            }
            """,
            """
            import UIKit
            final class BrewViewController: UIViewController {
                let startButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    startButton.titleLabel?.font = ↓.preferredFont(forTextStyle: .caption1)
                    startButton.titleLabel?.adjustsFontForContentSizeCategory = true
                }
            }
            """,
            """
            import SwiftUI
            struct Sync: View {
                @State private var failed = true
                var body: some View {
                    Text("Sync").alert("Couldn't sync", isPresented: $failed) {
                        Button("OK") { }
                    } message: {
                        Text("Check your connection and try again.").font(↓.caption)
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI
            struct Row: View {
                let recipe: Recipe
                let unread: Int
                var body: some View {
                    HStack {
                        VStack(alignment: .leading) {
                            Text(recipe.name).font(.headline)
                            Text(recipe.date, style: .relative).font(.caption)
                        }
                        Button("\\(unread)") { }.font(.caption2)
                        Button { } label: {
                            VStack {
                                Text("Brew").font(.headline)
                                Text("4 min").font(.caption)
                            }
                        }
                        Text("12 cups").font(.caption).foregroundStyle(.secondary)
                    }
                    .accessibilityLabel(Text("Error: none").font(.caption))
                }
            }
            """,
            """
            import UIKit
            final class Cell: UITableViewCell {
                let stamp = UILabel()
                func configure() {
                    stamp.font = .preferredFont(forTextStyle: .caption1)
                    stamp.adjustsFontForContentSizeCategory = true
                }
            }
            """,
        ],
        corrections: [
            (before: """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Button("Save") { }.font(.caption)
                    }
                }
                """,
             after: """
                import SwiftUI
                struct V: View {
                    var body: some View {
                        Button("Save") { }.font(.footnote)
                    }
                }
                """),
        ]
    )

    func check(_ context: inout RuleContext) {
        let file = context.file
        let tree = context.tree
        var reported = Set<Int>()
        for site in file.textSites where !site.isInPreview && !file.context(of: site).contains(.accessibilityOnly) {
            let captions = site.fonts.filter { $0.value.isCaption(on: site.platform) }
            guard !captions.isEmpty, let role = essentialRole(of: site, in: file) else { continue }
            for font in captions {
                let anchor = font.occurrence.map { file.fonts[$0].anchor } ?? site.anchor
                guard reported.insert(Int(anchor.raw)).inserted else { continue }
                let fix = font.isInherited ? nil : font.occurrence.flatMap { Self.fix(for: file.fonts[$0], in: tree) }
                context.report(at: anchor, .caption(font.value, on: site.platform, role: role), fix: fix)
            }
        }
        checkPlatformViews(&context)
    }

    /// What makes a site's text essential, for the message; nil when it is not.
    private func essentialRole(of site: TextSite, in file: FileAnalysis) -> String? {
        let tree = file.tree
        switch site.kind {
        case .navigationTitle: return "a navigation title"
        case .textField, .secureField: return "a text field"
        case .button, .toggle, .link, .picker, .stepper, .datePicker, .menu:
            guard site.content != .none, !site.showsValue(in: tree) else { return nil }
            return "a control's title"
        default: break
        }
        if file.context(of: site).contains(.alert) { return "alert text" }
        if isError(site, in: tree) { return "an error message" }
        guard site.kind == .text || site.kind == .label, let control = file.enclosingControl(of: site.chain),
              !site.showsValue(in: tree) else { return nil }
        // A caption beside a larger text in the same label is that label's metadata.
        let others = file.sites(inside: control).filter { $0.chain != site.chain }
        if others.contains(where: { other in other.fonts.contains { !$0.value.isCaption(on: other.platform) } }) {
            return nil
        }
        return "a control's label"
    }

    /// Text showing an error: a value named `error…` / `…Error…`, or words of failure.
    private func isError(_ site: TextSite, in tree: SyntaxTree) -> Bool {
        guard let argument = site.contentArgument, let value = tree[argument].value else { return false }
        if site.content == .literal {
            guard let chain = tree.singleChain(of: value),
                  let text = tree.stringLiteralText(of: tree.base(of: chain))?.lowercased() else { return false }
            return Self.failureWords.contains { text.contains($0) }
        }
        for chain in tree.chains(of: value) {
            for component in tree.components(of: chain) {
                guard let name = tree[component].name else { continue }
                let text = tree.text(of: name)
                if text.hasPrefix("error") || text.contains("Error") { return true }
            }
        }
        return false
    }

    private static let failureWords = ["error", "failed", "couldn't", "could not", "unable to", "can't be", "invalid"]

    /// UIKit / AppKit: a button's title label or a text field given a caption font.
    private func checkPlatformViews(_ context: inout RuleContext) {
        let file = context.file
        for view in file.textViews where view.kind == .buttonTitle || view.kind == .textField {
            for assignment in view.assignments(of: .font) {
                for index in assignment.fonts {
                    let font = file.fonts[index]
                    guard !font.isInPreview, font.value.isCaption(on: font.platform) else { continue }
                    let role = view.kind == .buttonTitle ? "a button's title" : "a text field"
                    context.report(at: font.anchor, .caption(font.value, on: font.platform, role: role))
                }
            }
        }
    }

    /// `.caption` / `.caption2` written on the text itself → `.footnote`.
    static func fix(for font: FontOccurrence, in tree: SyntaxTree) -> Fix? {
        guard font.role == .built, font.value.framework == .swiftUI,
              let last = tree.components(of: font.chain).last, tree[last].name != nil, !tree[last].isCalled,
              let name = tree.knownName(of: last), name == .caption || name == .caption2 else { return nil }
        return Fix(edits: [FixEdit(range: tree.byteRange(of: tree[last].token), replacement: "footnote")], isExact: false,
                   summary: ".\(name.rawValue) → .footnote")
    }
}

fileprivate extension String {
    static func caption(_ value: FontValue, on platform: Platform, role: String) -> String {
        let size = value.resolvedSize(on: platform).map { " (\(PointSize($0)) pt)" } ?? ""
        let what = value.textStyle.map { style in "." + (style.swiftUIName ?? style.rawValue) } ?? "a caption size"
        return "\(what)\(size) on \(role); essential content needs a readable style — use .footnote or .subheadline"
    }
}
