import SwiftSource
import Typography

/// `fixed-layout-at-accessibility-sizes`: text side by side that cannot stack at large sizes.
///
/// Lint: an `HStack` whose content has two or more columns holding text — its direct children;
/// an icon beside a `VStack` of texts is one column, and so is a narrow gutter beside text (a step
/// number, a bullet: a number alone, a literal of three characters or fewer, a text of fixed
/// `.frame(width:)`, an emoji); a symbol drawn as text (`Text(Image(systemName:))`) and an icon-only
/// control (`.labelStyle(.iconOnly)`) are no text column — at least one of which can be long (text from
/// a value that is not a count, date or amount, nor short or fixed text such as a constant or an
/// enum case's text, or a literal of more than 20 characters; a `let` in the builder is no column), in a
/// screen that has no `ViewThatFits`, `AnyLayout`, `dynamicTypeSize` / `isAccessibilitySize` or
/// `sizeCategory` anywhere (the ways a layout changes its axis at accessibility sizes). Stacks of
/// short fixed control labels and values, stacks that scale their texts down to fit, toolbars, tables,
/// menu bar extras, small widgets,
/// platforms without Dynamic Type (macOS, tvOS) and fixed-size targets stay silent. A note; no fix.
struct FixedLayoutAtAccessibilitySizesRule: Rule {
    static let names: [KnownName] = [
        .HStack, .ViewThatFits, .AnyLayout, .isAccessibilitySize, .sizeCategory, .dynamicTypeSize, .frame,
    ]

    static let description = RuleDescription(
        id: "fixed-layout-at-accessibility-sizes",
        name: "Fixed layout at accessibility sizes",
        defaultSeverity: .note,
        rationale: "At the accessibility sizes text needs the full width; side-by-side columns should stack "
            + "vertically there (HIG Typography and Layout: adapt the layout to the text size).",
        triggeringExamples: [
            """
            import SwiftUI
            struct BeanRow: View {
                let bean: Bean
                var body: some View {
                    ↓HStack {
                        Image(systemName: "leaf")
                        VStack(alignment: .leading) {
                            Text(bean.name).font(.headline)
                            Text(bean.roaster).font(.subheadline)
                        }
                        Spacer()
                        Text(bean.origin).font(.subheadline)
                    }
                }
            }
            """,
            """
            import SwiftUI
            // A constant label beside model data: the roaster's name can be long.
            struct RoasterRow: View {
                let bean: Bean
                var body: some View {
                    ↓HStack {
                        Text(Strings.Bean.roaster)
                        Spacer()
                        Text(bean.roaster)
                    }
                }
            }
            """,
            """
            import SwiftUI
            // A badge between them does not join the name and the role into one column.
            struct MemberRow: View {
                let member: Member
                var body: some View {
                    ↓HStack {
                        Text(member.name)
                        Text(Image(systemName: "crown.fill"))
                        Text(member.role)
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI
            // A row that scales its texts down to fit never runs past the screen (minimum-scale-factor
            // reports the shrinking).
            struct MeterReading: View {
                let value: String
                let unit: String
                var body: some View {
                    HStack(alignment: .firstTextBaseline, spacing: 2) {
                        Text(value).font(.title2)
                        Text(unit).font(.caption)
                    }
                    .lineLimit(1)
                    .minimumScaleFactor(0.6)
                }
            }
            """,
            """
            import SwiftUI
            // A row's only other view is an icon button; the dialog it presents is not a column.
            struct DeviceRow: View {
                let device: String
                @State private var confirming = false
                var body: some View {
                    HStack {
                        Text(device)
                        Spacer()
                        Button(role: .destructive) { confirming = true } label: {
                            Image(systemName: "trash")
                        }
                        .confirmationDialog("Remove \\(device) from this account?", isPresented: $confirming) {
                            Button("Remove the device and its history", role: .destructive) {}
                        }
                    }
                }
            }
            """,
            """
            import SwiftUI
            // A symbol badge, an emoji, a reaction chip (its emoji and count) and an icon-only button
            // are no columns of text: each row holds one.
            struct MemberCard: View {
                let member: Member
                let reaction: Reaction
                var body: some View {
                    VStack {
                        HStack {
                            Text(member.name)
                            Text(Image(systemName: "checkmark.seal.fill"))
                            if let emoji = member.statusEmoji {
                                Text(String(emoji))
                            }
                        }
                        HStack {
                            Text(reaction.key)
                            Text(String(reaction.count))
                        }
                        HStack {
                            Text(member.bio)
                            Button("Remove", systemImage: "minus.circle") { }
                                .labelStyle(.iconOnly)
                        }
                        HStack {
                            Text(member.team)
                            Text("\\(Image(systemName: "star.fill")) \\(member.stars)")
                        }
                    }
                }
            }
            """,
            """
            import SwiftUI
            // Labels read from constants (a generated localized key) beside short values, and a
            // search field whose prompt is built in a `let`: no long text side by side.
            struct BrewSummary: View {
                let brew: Brew
                let placeholder: String
                @State private var query = ""
                var body: some View {
                    VStack {
                        HStack {
                            Text(verbatim: Strings.Brew.lastBrewed)
                            Spacer()
                            Text(brew.lastBrewed, style: .relative)
                        }
                        HStack {
                            Text(Strings.Brew.cups)
                            Button(Strings.Common.edit) { }
                        }
                        HStack {
                            Image(systemName: "magnifyingglass")
                            let prompt = Text(placeholder)
                            TextField(placeholder, text: $query, prompt: prompt)
                        }
                    }
                }
            }
            """,
            """
            import SwiftUI
            // A control whose title is hidden shows no text column: VoiceOver reads the title.
            struct HabitRow: View {
                @Binding var done: Int
                let name: String
                let detail: String
                var body: some View {
                    HStack {
                        VStack(alignment: .leading) {
                            Text(name)
                            Text(detail)
                        }
                        Spacer()
                        Stepper("Done today", value: $done, in: 0...10)
                            .labelsHidden()
                    }
                }
            }
            """,
            """
            import SwiftUI
            struct Controls: View {
                let brew: Brew
                var body: some View {
                    VStack {
                        HStack {
                            Button("Pause") { }
                            Button("Stop") { }
                        }
                        HStack {
                            Text(brew.date, style: .relative)
                            Text("\\(brew.cups) cups")
                        }
                        HStack {
                            Image(systemName: "leaf")
                            VStack {
                                Text(brew.title)
                                Text(brew.roaster)
                            }
                        }
                        HStack {
                            Text("Ratio")
                            Spacer()
                            Text("1:16")
                        }
                        HStack {
                            Text(Duration.seconds(brew.elapsed).formatted(.time(pattern: .minuteSecond)))
                            Spacer()
                            Text("-" + Duration.seconds(brew.remaining).formatted(.time(pattern: .minuteSecond)))
                        }
                        ForEach(Array(brew.steps.enumerated()), id: \\.offset) { index, step in
                            HStack(alignment: .firstTextBaseline) {
                                Text("\\(index + 1).")
                                Text(step)
                            }
                            HStack {
                                Text(step.timer).frame(width: 44)
                                Text(step.note)
                            }
                        }
                    }
                }
            }
            """,
            """
            import SwiftUI
            struct AdaptiveRow: View {
                @Environment(\\.dynamicTypeSize) private var size
                let bean: Bean
                var body: some View {
                    let layout = size.isAccessibilitySize ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
                    layout {
                        HStack {
                            Text(bean.name)
                            Text(bean.roaster)
                        }
                    }
                }
            }
            """,
        ]
    )

    /// A literal of more characters than this can crowd a row at the accessibility sizes.
    static let shortLabel = 20

    func check(_ context: inout RuleContext) {
        guard !context.isFixedSizeTarget else { return }
        let file = context.file
        let tree = context.tree
        let adaptive = adaptiveSpans(in: file)
        let excluded: ViewContext = [.toolbar, .table, .menuBarExtra, .smallWidget, .accessibilityOnly]
        var viewMembersByType: [DeclarationID: [ViewMember]] = [:]
        for stack in file.components(named: KnownName.HStack) {
            let component = tree[stack]
            guard component.kind == .identifier, component.isCalled, tree.base(of: component.chain) == stack,
                  file.platform(at: component.token).supportsDynamicType, !file.isInPreview(component.token),
                  file.context(at: component.token).isDisjoint(with: excluded),
                  !adaptive.contains(where: { $0.contains(component.token) }), !shrinksToFit(stack, in: tree),
                  let closure = tree.trailingClosures(of: stack).first, let block = tree.closureBlock(of: closure)
            else { continue }
            let sites = file.sites(inside: stack)
            let short = ShortOrFixedText(tree: tree)
            let members = tree.enclosingType(of: component.token).map { type in
                viewMembersByType[type] ?? { let found = viewMembers(of: type, in: tree); viewMembersByType[type] = found; return found }()
            } ?? []
            // Text the stack presents elsewhere (a dialog, a popover, a menu's items) is no column of it.
            let presentedElsewhere = Self.presented.subtracting(file.context(at: component.token))
            var columns = 0
            var hasLong = false
            // A `let` in the stack's builder (`let prompt = Text(placeholder)`) lays nothing out: its
            // text shows where the stack's views use it.
            for statement in tree[block].statements where tree[statement].kind != .declaration {
                let span = tree[statement].tokens
                let spans = [span] + (members.isEmpty ? [] : bodies(of: members, usedIn: span, in: tree))
                let inColumn = spans.flatMap { span in
                    (span == tree[statement].tokens ? sites : file.sites(in: span)).filter { site in
                        span.contains(site.anchor) && file.context(of: site).isDisjoint(with: presentedElsewhere)
                            && !site.showsSymbol(in: tree) && !isIconOnly(site, in: tree) && !drawsIcon(site, in: tree)
                    }
                }
                guard !inColumn.isEmpty, !inColumn.allSatisfy({ isNarrow($0, in: tree) }) else { continue }
                columns += 1
                if inColumn.contains(where: { isLong($0, in: tree, short: short) }) { hasLong = true }
            }
            guard columns >= 2, hasLong else { continue }
            context.report(at: component.token, .sideBySide(columns))
        }
    }

    /// Whether a stack scales its texts down to fit its width (`.lineLimit(1).minimumScaleFactor(0.6)` on
    /// it): its row never runs past the screen; `minimum-scale-factor` reports the shrinking.
    private func shrinksToFit(_ stack: ComponentID, in tree: SyntaxTree) -> Bool {
        tree.components(of: tree[stack].chain).contains { modifier in
            guard tree.isCall(modifier, named: "minimumScaleFactor") else { return false }
            return tree.argumentValue(nil, of: modifier).flatMap { tree.numberValue(of: $0) }.map { $0 < 1 } ?? true
        }
    }

    /// A computed view property (`private var mainButton: some View`) or a view function without
    /// parameters of a type: its name, whether it is called, and its body.
    private struct ViewMember {
        let name: TokenID
        let isFunction: Bool
        let body: TokenRange
    }

    /// The computed properties and functions without parameters of `type` that give a view (`some View`, `AnyView`).
    private func viewMembers(of type: DeclarationID, in tree: SyntaxTree) -> [ViewMember] {
        tree.members(of: type).compactMap { member in
            let node = tree[member]
            guard node.kind == .var || node.kind == .function && node.parameters.isEmpty, let name = node.name,
                  let body = node.body, node.typeTokens.contains(where: { tree.token($0, is: "View") || tree.token($0, is: "AnyView") })
            else { return nil }
            return ViewMember(name: name, isFunction: node.kind == .function, body: tree[body].tokens)
        }
    }

    /// The bodies of the view members that a span uses by name (`HStack { mainButton; viewAllButton }`), and
    /// of those they use in turn (a few levels): their text is laid out where the span is.
    private func bodies(of members: [ViewMember], usedIn span: TokenRange, in tree: SyntaxTree) -> [TokenRange] {
        var found: [TokenRange] = []
        var pending = [span]
        var seen = Set<Int>()
        while let next = pending.popLast(), seen.count < 8 {
            for chain in tree.chains(in: next) {
                guard let named = tree.soleName(of: chain),
                      tree[named].arguments.isEmpty, tree.trailingClosures(of: named).isEmpty, let name = tree[named].name,
                      let index = members.firstIndex(where: { $0.isFunction == tree[named].isCalled && tree.token($0.name, spellsLike: name) }),
                      seen.insert(index).inserted else { continue }
                found.append(members[index].body)
                pending.append(members[index].body)
            }
        }
        return found
    }

    /// Where a stack's text is not laid out in the stack: never rendered, or shown by the system elsewhere
    /// (alerts and dialogs, popovers, help tags, menu items).
    private static let presented: ViewContext = [.accessibilityOnly, .alert, .popover, .help, .menuItems]

    /// The screens (or, outside any, the file) that change their layout with the text size.
    private func adaptiveSpans(in file: FileAnalysis) -> [TokenRange] {
        let tree = file.tree
        var tokens: [TokenID] = []
        for name in [KnownName.ViewThatFits, .AnyLayout, .isAccessibilitySize, .sizeCategory] {
            tokens += file.components(named: name).map { tree[$0].token }
        }
        tokens += file.components(named: KnownName.dynamicTypeSize).map { tree[$0].token }
        // A preview that shows the screen at another size changes nothing in the app.
        return tokens.filter { !file.isInPreview($0) }.map { token in
            file.screen(containing: token).map { tree[$0.declaration].tokens } ?? TokenRange(0, Int32(tree.tokens.count))
        }
    }

    /// Whether a control shows its icon only (`.labelStyle(.iconOnly)` on it or a container): its
    /// title is read by VoiceOver, not drawn.
    private func isIconOnly(_ site: TextSite, in tree: SyntaxTree) -> Bool {
        guard site.kind == .label || site.kind == .button else { return false }
        return site.modifiers.contains { tree.setsIconOnlyLabelStyle($0.component) }
    }

    /// Whether a text draws an icon font's glyph: its font is named for icons or symbols
    /// (`Text(verbatim: icon.unicode).font(style.iconFont)`).
    private func drawsIcon(_ site: TextSite, in tree: SyntaxTree) -> Bool {
        site.modifiers.contains { modifier in
            guard modifier.name == .font, let name = tree.argumentValue(nil, of: modifier.component).flatMap({ tree.lastMemberName(of: $0) })
            else { return false }
            let lowercased = name.lowercased()
            return lowercased.hasSuffix("font") && ["icon", "symbol", "glyph"].contains { lowercased.contains($0) }
        }
    }

    /// Whether a text is a narrow gutter that keeps its width at any size: a fixed `.frame(width:)`
    /// (`Text("\(index + 1)").frame(width: 24)`), a literal of three characters or fewer (`"•"`,
    /// `"1."`), a number alone (`"\(index + 1)."`, `Text(rank, format: .number)`), or an emoji
    /// (`Text(String(user.statusEmoji))`, a reaction's key).
    private func isNarrow(_ site: TextSite, in tree: SyntaxTree) -> Bool {
        if let frame = site.modifiers.first(where: { $0.name == .frame && !$0.isInherited }),
           let width = tree.argument("width", of: frame.component).flatMap({ tree[$0].value }),
           tree.text(of: tree[width].tokens) != "nil" {
            return true
        }
        guard let argument = site.contentArgument, let value = tree[argument].value else { return false }
        if site.showsEmoji(in: tree) { return true }
        if let format = tree.argument("format", of: site.view).flatMap({ tree[$0].value }) {
            return tree.text(of: tree[format].tokens).hasPrefix(".number")
        }
        guard let chain = tree.singleChain(of: value) else { return false }
        let literal = tree.base(of: chain)
        guard tree[literal].kind == .stringLiteral else { return false }
        switch site.content {
        case .literal:
            return (tree.stringLiteralText(of: literal)?.count ?? Int.max) <= 3
        case .interpolated:
            // Nothing but punctuation around the interpolations, and a number in them (`index + 1`).
            let segments = tree.stringSegments(of: literal)
            guard segments.allSatisfy({ tree.text(of: $0).count <= 2 && !tree.text(of: $0).contains(where: \.isLetter) })
            else { return false }
            return tree[literal].tokens.contains { token in
                let kind = tree[token].kind
                return kind == .integerLiteral || kind == .floatLiteral
                    || kind == .identifier && ["index", "rank", "position"].contains(tree.text(of: token).lowercased())
            }
        default:
            return false
        }
    }

    /// Whether a text can be long: a long literal, words around a value (more than a unit), or a
    /// value that is neither a count, date or amount nor short or fixed text (a constant, a localized
    /// key, an enum case's text: ``ShortOrFixedText``).
    private func isLong(_ site: TextSite, in tree: SyntaxTree, short: ShortOrFixedText) -> Bool {
        switch site.content {
        case .none:
            return false
        case .literal:
            guard let argument = site.contentArgument, let value = tree[argument].value,
                  let text = tree.stringLiteralText(of: value) else { return false }
            return text.count > Self.shortLabel
        case .interpolated:
            return !site.showsValue(in: tree)
        case .dynamic:
            guard !site.showsValue(in: tree) else { return false }
            guard let argument = site.contentArgument, let value = tree[argument].value else { return true }
            return !short.holds(value, in: site.screen ?? tree.enclosingType(of: site.anchor))
        }
    }
}

fileprivate extension String {
    static func sideBySide(_ columns: Int) -> String {
        "HStack sets \(columns) columns of text side by side and keeps them so at accessibility sizes; stack them "
            + "vertically there (ViewThatFits, AnyLayout, or dynamicTypeSize.isAccessibilitySize)"
    }
}
