import SwiftSource
import Typography

/// The type levels of one screen before and after a fix, as `too-many-type-levels` counts them: the
/// distinct sizes its texts use at the platform's default category (weight-only emphasis of one size
/// is one level, scaled sizes count at their base size), largest first.
public struct TypeLevelChange: Sendable, Hashable {
    /// The screen's type name, or the file's name for texts outside any screen.
    public var screen: String
    public var before: [Double]
    public var after: [Double]
}

/// A custom font of the run and what the fix did about it.
public struct CustomFontDecision: Sendable, Hashable {
    public var path: String
    public var line: Int
    /// The family or PostScript name as written (nil when the code computes it).
    public var family: String?
    /// The size at the default category, when written in code.
    public var size: Double?
    /// What was decided: `now scales along .title (…)`, `already scales along .body`, or why it was left.
    public var decision: String
}

/// What to check by hand on a screen the fix changed.
public struct ManualCheck: Sendable, Hashable {
    /// The screen's type name, or what the changed fonts are named (`Font.brewTitle`) when they are
    /// declared outside any screen.
    public var screen: String
    public var path: String
    /// The texts whose font changed, as the code names them (`Text("Ratio")`, `ratioLabel`).
    public var texts: [String]
    /// Whether ``screen`` names a screen; false for fonts declared outside any (their texts are
    /// wherever the fonts are used).
    public var isScreen: Bool
    /// Whether the screen's platform has Dynamic Type (macOS has none: no text sizes to test at).
    public var hasDynamicType = true
}

/// Why a changed file was not written.
public struct FileFixFailure: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// The fixed text failed the re-read gate.
        case refused
        case readOnly
        case changedOnDisk
        case writeFailed
        /// The file holds bytes that are not UTF-8, which a rewrite could damage.
        case invalidUTF8
    }

    public var kind: Kind
    public var message: String
}

/// The outcome of `typecase fix` for one file.
public struct FileFixReport: Sendable {
    public var path: String
    /// The fixes applied (or that would be, in a dry run), in the order they were applied.
    public var applied: [AppliedFix]
    /// The findings left, with reasons.
    public var left: [UnfixedFinding]
    /// Whether the file was (or in a dry run would be) changed.
    public var changed: Bool
    /// Why a change was not written, if it was not.
    public var failure: FileFixFailure?
    /// The original and fixed bytes, kept when the run asked for them (`--diff`).
    public var original: [UInt8]?
    public var fixed: [UInt8]?
    public var levels: [TypeLevelChange]
    public var customFonts: [CustomFontDecision]
    public var checks: [ManualCheck]
}

/// Reading the facts the summary needs from a file's analysis before and after its fix.
enum FixFacts {
    /// Per path, the type levels of the screens declared there before and after the run, as
    /// `too-many-type-levels` counts them (``TooManyTypeLevelsRule/levels(from:ofScreensIn:declaredIn:)`` of the facts the
    /// texts gave it before and after).
    static func levelChanges(before old: [(screen: String, path: String, sizes: [Double])],
                             after new: [(screen: String, path: String, sizes: [Double])]) -> [String: [TypeLevelChange]] {
        var newByScreen: [String: [Double]] = [:]
        for screen in new { newByScreen["\(screen.path)\u{0}\(screen.screen)"] = screen.sizes }
        var result: [String: [TypeLevelChange]] = [:]
        for screen in old {
            let after = newByScreen["\(screen.path)\u{0}\(screen.screen)"] ?? screen.sizes
            result[screen.path, default: []].append(TypeLevelChange(screen: screen.screen, before: screen.sizes, after: after))
        }
        return result
    }

    /// Each custom font built in the file, and what the run decided about it.
    static func customFonts(of analysis: FileAnalysis, applied: [AppliedFix], left: [UnfixedFinding]) -> [CustomFontDecision] {
        let tree = analysis.tree
        return analysis.fonts.compactMap { font -> CustomFontDecision? in
            guard font.reportsValueHere, !font.isInPreview, case .custom(let family) = font.value.source else { return nil }
            let offset = analysis.offset(of: font.anchor)
            let line = tree.file.location(of: offset).line
            let decision: String
            if let fix = applied.first(where: { $0.finding.location.offset == offset && customFontRules.contains($0.finding.ruleID) }) {
                decision = "fixed (\(fix.finding.ruleID)): \(fix.fix.summary)"
            } else if let item = left.first(where: { $0.finding.location.line == line && customFontRules.contains($0.finding.ruleID) }) {
                decision = "left (\(item.finding.ruleID)): \(item.reason.text)"
            } else {
                decision = scalingText(font.value)
            }
            return CustomFontDecision(path: analysis.path, line: line, family: family, size: font.value.size, decision: decision)
        }
    }

    static let customFontRules: Set<String> = ["custom-font-not-scaled", "custom-font-wrong-curve", "double-scaling"]

    private static func scalingText(_ value: FontValue) -> String {
        switch value.scaling {
        case .curve(let style, let isExplicit):
            let name = FontFixes.styleName(style, in: value.framework)
            return isExplicit ? "kept: scales along \(name)" : "kept: scales along \(name) (the default curve)"
        case .none:
            // A 1 pt family token is resized wherever it is used (`brandToken.withSize(15)`).
            return value.sizeOrigin == .familyToken ? "kept: a family token (1 pt), sized where it is used" : "kept: fixed size"
        case .unknown:
            return "kept: how it scales is not known from the code"
        }
    }

    /// The texts of the file whose font an applied fix changed, per screen.
    static func checks(of analysis: FileAnalysis, edits: [Range<Int>]) -> [ManualCheck] {
        guard !edits.isEmpty else { return [] }
        let tree = analysis.tree
        func touched(_ range: Range<Int>) -> Bool {
            edits.contains { $0.lowerBound <= range.upperBound && $0.upperBound >= range.lowerBound }
        }
        var texts: [String: [String]] = [:]
        var order: [String] = []
        var declarationsOnly: Set<String> = []
        // A screen is tested at text sizes when one of its changed texts is on a Dynamic Type platform.
        var scales: Set<String> = []
        func add(_ text: String, screen: String, at token: TokenID) {
            if analysis.platform(at: token).supportsDynamicType { scales.insert(screen) }
            if texts[screen] == nil { order.append(screen) }
            if !texts[screen, default: []].contains(text) { texts[screen, default: []].append(text) }
        }
        var covered: [Range<Int>] = []
        for site in analysis.textSites where !site.isInPreview {
            let fontRanges = site.fonts.compactMap(\.occurrence).map { tree.byteRange(of: tree[analysis.fonts[$0].chain].tokens) }
            let siteRange = tree.byteRange(of: tree[site.chain].tokens)
            guard touched(siteRange) || fontRanges.contains(where: touched) else { continue }
            covered.append(siteRange)
            covered += fontRanges
            add(name(of: site, in: tree), screen: site.screen.flatMap { tree[$0].name }.map { tree.text(of: $0) } ?? fileName(analysis.path),
                at: site.anchor)
        }
        for view in analysis.textViews {
            let ranges = view.assignments.map { tree.byteRange(of: tree[$0.statement].tokens) }
            guard ranges.contains(where: touched) else { continue }
            covered += ranges
            let statement = tree[view.assignments[0].statement].firstToken
            // `$0` names a view only inside its closure: say which views it is.
            let text = view.name.hasPrefix("$") ? "the views the closure on line \(tree.location(of: statement).line) sets (\(view.name))"
                : view.name
            add(text, screen: view.type.flatMap { tree[$0].name }.map { tree.text(of: $0) } ?? fileName(analysis.path), at: statement)
        }
        // Fonts declared once (`static let brewTitle`): every text using them, wherever it is.
        for edit in edits where !covered.contains(where: { $0.lowerBound <= edit.upperBound && $0.upperBound >= edit.lowerBound }) {
            guard let token = tree.token(atOffset: edit.lowerBound), let declaration = tree.enclosingDeclaration(of: token),
                  let nameToken = tree[declaration].name else { continue }
            let owner = tree.enclosingType(of: token).flatMap { type in tree[type].nameTokens.last.map { tree.text(of: $0) } }
            let symbol = (owner.map { $0 + "." } ?? "") + tree.text(of: nameToken)
            let key = "texts using fonts of " + fileName(analysis.path)
            declarationsOnly.insert(key)
            add(symbol, screen: key, at: token)
        }
        return order.map {
            ManualCheck(screen: $0, path: analysis.path, texts: texts[$0, default: []], isScreen: !declarationsOnly.contains($0),
                        hasDynamicType: scales.contains($0))
        }
    }

    /// How a text site is named in the manual steps: `Text("Ratio")`, `Button("Start")`.
    private static func name(of site: TextSite, in tree: SyntaxTree) -> String {
        // Runs of spaces, tabs and line breaks become one space; at most 47 bytes, cut at a character.
        var bytes: [UInt8] = []
        var lastWasSpace = false
        for byte in tree.file.bytes[tree.byteRange(of: tree[site.view].tokens)] {
            let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
            if isSpace && lastWasSpace { continue }
            bytes.append(isSpace ? 0x20 : byte)
            lastWasSpace = isSpace
        }
        guard bytes.count > 48 else { return String(decoding: bytes, as: UTF8.self) }
        var end = 47
        while end > 0 && bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return String(decoding: bytes[..<end], as: UTF8.self) + "…"
    }

    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

extension SyntaxTree {
    /// The token that contains byte `offset`, or the first one after it.
    func token(atOffset offset: Int) -> TokenID? {
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].end) <= offset { low = middle + 1 } else { high = middle }
        }
        return low < tokens.count ? TokenID(Int32(low)) : nil
    }
}
