import SwiftSource
import Typography

/// `symbol-overpowers-text`: an SF Symbol that does not match the text beside it.
///
/// Lint: an `Image(systemName:)` beside text that scales — in the same `HStack`, `Label`, or
/// control label, directly or through a `VStack` in it — sized with a fixed `.font(.system(size:))`
/// or a fixed `.frame` after `.resizable()` (it stays put while the text grows), or with a text style
/// more than one step of the platform's ramp larger than the text's, or bolder by more than the step
/// from regular to semibold (a `.bold` symbol beside regular text). Symbols sized by a text style
/// near the text's, `.imageScale`, `@ScaledMetric`, or the container's font are fine, and so is a
/// symbol beside a `VStack` of texts whose lines together are at least as tall as the symbol's size
/// (an avatar beside a name and a handle).
/// Fix (approximate, fixed fonts): the text's style, within 2 pt or 15% of the icon's size (whichever is
/// less); past it the icon keeps its size with `@ScaledMetric(relativeTo:)` the text's style (exact, in a
/// view), else no fix and why.
struct SymbolOverpowersTextRule: Rule {
    static let names: [KnownName] = [.Image]

    static let description = RuleDescription(
        id: "symbol-overpowers-text",
        name: "Symbol overpowers text",
        defaultSeverity: .warning,
        rationale: "A symbol beside text should match its size and weight and grow with it (HIG SF Symbols: "
            + "symbols adopt the text style of adjacent text).",
        triggeringExamples: [
            """
            import SwiftUI
            struct Row: View {
                let brew: Brew
                var body: some View {
                    HStack {
                        Image(systemName: "flame").font(↓.system(size: 24))
                        Text(brew.title)
                    }
                    Label {
                        Text(brew.roaster).font(.subheadline)
                    } icon: {
                        Image(systemName: "leaf").font(↓.title)
                    }
                    HStack {
                        Image(systemName: "cup.and.saucer").resizable()↓.frame(width: 32, height: 32)
                        VStack(alignment: .leading) {
                            Text(brew.title).font(.headline)
                            Text(brew.date, style: .relative).font(.caption)
                        }
                    }
                    Button { } label: {
                        HStack {
                            Image(systemName: "play").font(↓.body.weight(.black))
                            Text("Start")
                        }
                    }
                    HStack {
                        Image(systemName: "bell.badge").font(↓.largeTitle)
                        VStack(alignment: .leading) {
                            Text(brew.reminder).font(.caption)
                            Text(brew.date, style: .time).font(.caption2)
                        }
                    }
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import SwiftUI
            struct Row: View {
                @ScaledMetric private var iconSize = 24.0
                let brew: Brew
                var body: some View {
                    HStack {
                        Image(systemName: "flame").font(.title3)
                        Text(brew.title)
                    }
                    HStack {
                        Image(systemName: "leaf").imageScale(.large)
                        Text(brew.roaster).font(.subheadline)
                    }
                    HStack {
                        Image(systemName: "drop").font(.system(size: iconSize))
                        Text(brew.water)
                    }
                    HStack {
                        Image(systemName: "timer").font(.headline.weight(.semibold))
                        Text(brew.time).font(.body)
                    }
                    HStack {
                        Image(systemName: "star").font(.system(size: 12))
                        Text("Fixed").font(.system(size: 12))
                    }
                    VStack {
                        Image(systemName: "cup.and.saucer").font(.system(size: 48))
                        Text("No brews yet")
                    }
                    HStack(alignment: .top) {
                        Image(systemName: "person.crop.circle.fill").font(.largeTitle)
                        VStack(alignment: .leading) {
                            Text(brew.roaster).font(.headline)
                            Text(brew.handle).font(.subheadline)
                        }
                    }
                }
            }
            """,
        ]
    )

    func check(_ context: inout RuleContext) {
        let file = context.file
        let tree = context.tree
        for symbol in file.symbolImages() {
            let chain = tree[symbol.image].chain
            let neighbours = file.neighbourSites(of: chain)
            guard !file.isInPreview(tree[chain].firstToken),
                  let text = neighbours.first(where: { $0.scalingFonts }),
                  let textFont = text.fonts.first(where: { $0.value.scales(on: text.platform) })?.value else { continue }
            let platform = text.platform
            if let frame = symbol.fixedFrame, let size = symbol.fixedFrameSize {
                context.report(at: ModifierEdits.anchor(of: frame, in: tree), .fixed(size, beside: textFont, on: platform))
            }
            for index in symbol.fonts {
                let font = file.fonts[index]
                let value = font.value
                if value.scaling == .none, value.sizeOrigin.isFixed, let size = value.size {
                    let resolution = Self.fix(font, style: textFont, in: tree)
                    context.report(at: font.anchor, .fixed(size, beside: textFont, on: platform),
                                   fix: resolution.fix, fixUnavailable: resolution.unavailable)
                } else if value.scales(on: platform), let iconSize = value.resolvedSize(on: platform),
                          let textSize = textFont.resolvedSize(on: platform) {
                    let steps = Self.steps(from: textSize, to: iconSize, on: platform)
                    let weights = (value.resolvedWeight(on: platform)?.index ?? 0) - (textFont.resolvedWeight(on: platform)?.index ?? 0)
                    let block = Self.stackedSize(of: neighbours, in: file)
                    if steps > 1 && block.map({ iconSize > $0 }) ?? true || weights > 2 {
                        context.report(at: font.anchor, .larger(value, iconSize: iconSize, beside: textFont, on: platform))
                    }
                }
            }
        }
    }

    /// The line heights at the default category added up of the texts beside a symbol that one
    /// `VStack` stacks (two or more, each with a known line height): the block the symbol stands next to.
    static func stackedSize(of neighbours: [TextSite], in file: FileAnalysis) -> Double? {
        let tree = file.tree
        var stacks: [ComponentID: [TextSite]] = [:]
        for site in neighbours {
            guard let stack = tree.enclosingCall(of: site.chain), tree.component(stack, isNamed: "VStack") else { continue }
            stacks[stack, default: []].append(site)
        }
        guard let lines = stacks.values.max(by: { $0.count < $1.count }), lines.count >= 2 else { return nil }
        var total = 0.0
        for site in lines {
            guard let height = site.fonts.first?.value.lineHeight(on: site.platform, at: .large) else { return nil }
            total += height
        }
        return total
    }

    /// How many sizes of the platform's ramp lie above `text` up to `icon`.
    static func steps(from text: Double, to icon: Double, on platform: Platform) -> Int {
        guard icon > text else { return 0 }
        let sizes = Set(TextStyle.allCases.compactMap { DefaultStyleMetrics.metrics($0, on: platform).pointSize })
        return sizes.filter { $0 > text && $0 <= icon }.count
    }

    /// The fixed font becomes the text's style, when that moves its size by at most 2 pt or 15%
    /// (whichever is less); past it the icon keeps its size and scales (`@ScaledMetric(relativeTo:)` the
    /// text's style, so they grow together; exact, in a view), else no fix and why.
    static func fix(_ font: FontOccurrence, style: FontValue, in tree: SyntaxTree) -> (fix: Fix?, unavailable: String?) {
        guard font.role == .built, font.value.framework == .swiftUI, let textStyle = style.textStyle,
              let name = textStyle.swiftUIName else { return (nil, nil) }
        if let size = font.value.size, let target = style.resolvedSize(on: font.platform),
           abs(target - size) > FontFixes.approximateLimit(for: size) {
            // The catalog's fix gives the icon the text's style: past the limit the icon keeps its size and
            // scales along that style, so the two grow together (not along the style nearest the icon).
            if let fix = FontFixes.scaledMetric(for: font, relativeTo: textStyle, in: tree) {
                return (fix, nil)
            }
            return (nil, .tooFar(size, to: name, target: target))
        }
        let range = tree.byteRange(of: tree[font.chain].tokens)
        let replacement = "." + name
        return (Fix(edits: [FixEdit(range: range, replacement: replacement)], isExact: false,
                    summary: "\(tree.text(of: tree[font.chain].tokens)) → \(replacement)"), nil)
    }
}

fileprivate extension String {
    /// Why the icon is not given the text's style: an approximate fix moves a size by at most 2 pt or 15%.
    static func tooFar(_ size: Double, to style: String, target: Double) -> String {
        "no automatic fix: the text's .\(style) (\(PointSize(target)) pt) is \(PointSize(abs(target - size))) pt from the "
            + "icon's \(PointSize(size)) pt, more than an approximate fix may move a size (2 pt or 15%, whichever is less); "
            + "size the icon with @ScaledMetric(relativeTo: .\(style)) or a text style"
    }

    static func describe(_ value: FontValue, on platform: Platform) -> String {
        let size = value.resolvedSize(on: platform).map { " (\(PointSize($0)) pt)" } ?? ""
        if let style = value.textStyle.flatMap(\.swiftUIName) { return ".\(style)\(size)" }
        return "text\(size)"
    }

    static func fixed(_ size: Double, beside text: FontValue, on platform: Platform) -> String {
        "symbol at a fixed \(PointSize(size)) pt beside \(describe(text, on: platform)) text that scales; "
            + "give it the text's style so they grow together"
    }

    static func larger(_ icon: FontValue, iconSize: Double, beside text: FontValue, on platform: Platform) -> String {
        "symbol in \(describe(icon, on: platform)) outweighs the \(describe(text, on: platform)) text beside it; "
            + "give it the text's style (or .imageScale)"
    }
}
