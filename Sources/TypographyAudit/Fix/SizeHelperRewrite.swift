import SwiftSource
import Typography

/// A SwiftUI font helper of the run that takes its size as a parameter
/// (`static func app(size: CGFloat, weight: Font.Weight = .regular) -> Font { .system(size: size, weight: weight) }`),
/// as `typecase fix` sees it: where it is declared and where it is called.
///
/// When every call passes a literal size that is exactly a text style's on the call's platform, the
/// helper gains an overload that takes the style (`app(style: Font.TextStyle, …)` building
/// `.system(style).weight(weight)`) and each call passes it (`app(style: .body)`): the text looks
/// the same at the default size and now scales. The size version stays, so code outside the run
/// (another target, excluded folders) still builds. Otherwise nothing changes and each call's
/// finding stays, with the reason.
struct SizeHelperKey: Sendable, Hashable {
    /// The declaring file, as named in the run, and the offset of the font its body builds.
    var path: String
    var offset: Int

    init(path: String, offset: Int) {
        self.path = path
        self.offset = offset
    }

    init(_ symbol: FontSymbol) {
        self.init(path: symbol.path, offset: symbol.offset)
    }
}

/// One call of a size helper, read from the calling file's analysis.
struct SizeHelperCall: Sendable {
    var helper: SizeHelperKey
    /// The offset of the call's font anchor (where its `fixed-font-size` finding is).
    var anchorOffset: Int
    /// The size argument's bytes and what replaces them; nil when the size is not exactly a style's.
    var edit: FixEdit?
    /// The call as written and as rewritten, for the summary (`.app(size: 17)` → `.app(style: .body)`).
    var summary: String
}

/// The rewrite of a size helper's declaration: an overload beside it taking a text style.
struct SizeHelperDeclaration: Sendable {
    var edits: [FixEdit]
    var summary: String
}

enum SizeHelperRewrite {
    /// The name the rewritten parameter takes.
    static let parameterName = "style"

    /// Whether a symbol is a helper this rewrite handles: a SwiftUI function building a fixed system
    /// font whose size comes from a parameter.
    static func isSizeHelper(_ symbol: FontSymbol) -> Bool {
        symbol.isFunction && symbol.slots.size != nil && symbol.value.framework == .swiftUI
            && symbol.value.source == .systemSize && symbol.value.scaling == .none
    }

    /// The calls of size helpers in a file.
    static func calls(in analysis: FileAnalysis) -> [SizeHelperCall] {
        let tree = analysis.tree
        return analysis.fonts.compactMap { font -> SizeHelperCall? in
            guard font.role == .helperCall, let symbol = font.symbol, isSizeHelper(symbol), let slot = symbol.slots.size,
                  let call = tree.components(of: font.chain).last(where: { tree[$0].isCalled && tree[$0].name != nil })
            else { return nil }
            let key = SizeHelperKey(symbol)
            let anchor = analysis.offset(of: font.anchor)
            let callText = tree.text(of: TokenRange(tree[font.chain].firstToken.raw, tree[call].lastToken.raw + 1))
            guard let argument = sizeArgument(of: call, slot: slot, parameters: symbol.parameters, in: tree),
                  let style = exactStyle(of: font) else {
                return SizeHelperCall(helper: key, anchorOffset: anchor, edit: nil, summary: callText)
            }
            let range = tree.byteRange(of: tree[argument].tokens)
            let name = FontFixes.styleName(style, in: .swiftUI)
            let replacement = tree[argument].label == nil ? name : "\(parameterName): \(name)"
            let rewritten = String(decoding: tree.file.bytes[tree.byteRange(of: TokenRange(tree[font.chain].firstToken.raw, tree[argument].firstToken.raw))], as: UTF8.self)
                + replacement
                + String(decoding: tree.file.bytes[range.upperBound..<tree.byteRange(of: tree[call].lastToken).upperBound], as: UTF8.self)
            return SizeHelperCall(helper: key, anchorOffset: anchor, edit: FixEdit(range: range, replacement: replacement),
                                  summary: "\(callText) → \(rewritten)")
        }
    }

    /// The text style the call's font is exactly on the call's platform: its size, and its weight
    /// unless one is stated (the rewritten helper keeps applying it, `.title.weight(.bold)`); nil for
    /// a size that is not a literal or not a style's.
    private static func exactStyle(of font: FontOccurrence) -> TextStyle? {
        let value = font.value
        guard let size = value.size, value.sizeOrigin == .literal, value.alternativeSize == nil,
              let nearest = nearestTextStyle(size: size, weight: value.weight ?? .regular,
                                             design: value.design ?? .default, platform: font.platform),
              nearest.sizeDelta == 0, nearest.weightDelta == 0 || value.weight != nil,
              nearest.style.swiftUIName != nil else { return nil }
        return nearest.style
    }

    /// The argument of a call that gives the helper's size parameter (matched as the interpreter
    /// matches them: by label, or the unlabelled arguments in order).
    private static func sizeArgument(of call: ComponentID, slot: Int, parameters: [HelperParameter],
                                     in tree: SyntaxTree) -> ArgumentID? {
        guard slot < parameters.count else { return nil }
        let arguments = tree[call].arguments
        if let label = parameters[slot].label {
            return arguments.first { tree[$0].label.map { tree.token($0, is: label) } ?? false }
        }
        let position = parameters[..<slot].count { $0.label == nil }
        let unlabelled = arguments.filter { tree[$0].label == nil && tree[$0].kind != .trailingClosure }
        return position < unlabelled.count ? unlabelled[position] : nil
    }

    /// The rewrite of each size helper declared in a file, or why it cannot be rewritten.
    static func declarations(in analysis: FileAnalysis) -> [SizeHelperKey: Result<SizeHelperDeclaration, Refusal>] {
        var result: [SizeHelperKey: Result<SizeHelperDeclaration, Refusal>] = [:]
        for font in analysis.fonts where font.role == .built && font.slots.size != nil && font.value.framework == .swiftUI {
            let key = SizeHelperKey(path: analysis.path, offset: analysis.offset(of: font.anchor))
            result[key] = declaration(of: font, key: key, in: analysis.tree)
        }
        return result
    }

    /// Why a helper is not rewritten.
    struct Refusal: Error, Sendable {
        var reason: String
    }

    private static func declaration(of font: FontOccurrence, key: SizeHelperKey,
                                    in tree: SyntaxTree) -> Result<SizeHelperDeclaration, Refusal> {
        guard let function = tree.enclosingDeclaration(of: font.anchor), let slot = font.slots.size,
              slot < tree[function].parameters.count else {
            return .failure(Refusal(reason: "its declaration is not a plain function"))
        }
        let parameters = Array(tree[function].parameters)
        let parameter = tree[parameters[slot]]
        if parameter.defaultValue != nil {
            return .failure(Refusal(reason: "its size parameter has a default value"))
        }
        if parameters.contains(where: { tree.token(tree[$0].localName, is: parameterName) || tree.token(tree[$0].firstName, is: parameterName) }) {
            return .failure(Refusal(reason: "it already has a parameter named \(parameterName)"))
        }
        // The font must be `.system(size: size, …)` (or `Font.system`), the size used nowhere else.
        guard let constructor = FontFixes.constructor(of: font.chain, in: tree), tree.component(constructor, isNamed: "system"),
              let sizeArgument = tree.argument("size", of: constructor), let sizeValue = tree[sizeArgument].value,
              let sizeChain = tree.singleChain(of: sizeValue), tree.components(of: sizeChain).count == 1,
              tree.token(tree[tree.base(of: sizeChain)].firstToken, spellsLike: parameter.localName),
              let body = tree[function].body else {
            return .failure(Refusal(reason: "its body does not pass the size straight to .system(size:)"))
        }
        let bodyTokens = tree[body].tokens
        let labels = Set(tree.arguments.lazy.compactMap(\.label).filter { bodyTokens.contains($0) })
        let uses = bodyTokens.count { !labels.contains($0) && tree.token($0, spellsLike: parameter.localName) }
        guard uses == 1 else { return .failure(Refusal(reason: "its body uses the size for more than the font")) }
        let weight = tree.argument("weight", of: constructor).map { tree.text(of: tree[$0].value.map { tree[$0].tokens } ?? tree[$0].tokens) }
        let design = tree.argument("design", of: constructor).map { tree.text(of: tree[$0].tokens) }
        guard tree[constructor].arguments.count == 1 + (weight == nil ? 0 : 1) + (design == nil ? 0 : 1) else {
            return .failure(Refusal(reason: "its .system(…) call has arguments other than size, weight and design"))
        }
        let constructorRange = tree.byteRange(of: TokenRange(tree[font.chain].firstToken.raw, tree[constructor].lastToken.raw + 1))
        var replacement = FontFixes.namespacePrefix(of: font.chain, before: constructor, in: tree)
            + ".system(\(parameterName)" + (design.map { ", " + $0 } ?? "") + ")"
        if let weight { replacement += ".weight(\(weight))" }
        let parameterRange = tree.byteRange(of: parameter.tokens)
        let parameterText = (tree.token(parameter.firstName, is: "_") ? "_ " : "") + "\(parameterName): Font.TextStyle"
        // The overload: the declaration as written, taking the style (its first line indented as the original's).
        let declarationRange = tree.byteRange(of: tree[function].tokens)
        let bytes = tree.file.bytes
        var lineStart = declarationRange.lowerBound
        while lineStart > 0 && bytes[lineStart - 1] != 0x0A && bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        let indentation = String(decoding: bytes[lineStart..<declarationRange.lowerBound].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        let lineBreak = bytes[declarationRange.upperBound...].starts(with: [0x0D, 0x0A]) ? "\r\n" : "\n"
        let shifted = [TextEdit(range: (parameterRange.lowerBound - declarationRange.lowerBound)..<(parameterRange.upperBound - declarationRange.lowerBound),
                                replacement: parameterText),
                       TextEdit(range: (constructorRange.lowerBound - declarationRange.lowerBound)..<(constructorRange.upperBound - declarationRange.lowerBound),
                                replacement: replacement)]
        guard let overload = try? applyEdits(shifted, to: Array(bytes[declarationRange])) else {
            return .failure(Refusal(reason: "its declaration could not be copied"))
        }
        let name = tree[function].name.map { tree.text(of: $0) } ?? "the helper"
        let insertion = lineBreak + lineBreak + indentation + String(decoding: overload, as: UTF8.self)
        return .success(SizeHelperDeclaration(
            edits: [FixEdit(range: declarationRange.upperBound..<declarationRange.upperBound, replacement: insertion)],
            summary: "\(name)(…) gains an overload taking a text style (\(parameterText), \(replacement)); the size "
                + "version stays for callers outside this run: remove it once nothing calls it"))
    }
}

/// What one file of a fix run calls and declares of size helpers, read from its analysis as read.
struct SizeHelperFacts: Sendable {
    var calls: [SizeHelperCall] = []
    var declarations: [SizeHelperKey: Result<SizeHelperDeclaration, SizeHelperRewrite.Refusal>] = [:]

    init() {}

    init(_ analysis: FileAnalysis) {
        calls = SizeHelperRewrite.calls(in: analysis)
        declarations = SizeHelperRewrite.declarations(in: analysis)
    }

    var isEmpty: Bool { calls.isEmpty && declarations.isEmpty }

    func involves(_ helpers: Set<SizeHelperKey>) -> Bool {
        calls.contains { helpers.contains($0.helper) } || declarations.keys.contains { helpers.contains($0) }
    }
}

/// A fix the run adds to a file's findings: at the `fixed-font-size` finding at ``anchorOffset``
/// (a helper call), or as a finding of its own (the helper's declaration, a call whose finding is
/// suppressed).
struct InjectedFix: Sendable {
    var anchorOffset: Int
    var fix: Fix
    var message: String
    /// Whether the fix adds a declaration (a helper's overload) rather than changing a text's font.
    var addsDeclaration = false

    /// `findings` with the injected fixes attached or added, in report order.
    static func merge(_ injected: [InjectedFix], into findings: [Finding], in analysis: FileAnalysis) -> [Finding] {
        guard !injected.isEmpty else { return findings }
        var result = findings
        for item in injected {
            if let index = result.firstIndex(where: { $0.ruleID == SizeHelperPlan.ruleID && $0.location.offset == item.anchorOffset }) {
                result[index].fix = item.fix
                result[index].fixUnavailable = nil
            } else {
                let (line, column) = analysis.tree.file.location(of: item.anchorOffset)
                result.append(Finding(ruleID: SizeHelperPlan.ruleID, severity: .warning, path: analysis.path,
                                      location: SourceLocation(line: line, column: column, offset: item.anchorOffset),
                                      message: item.message, fix: item.fix))
            }
        }
        return result.sorted(by: Finding.reportOrder)
    }
}

/// Which size helpers a fix run rewrites, and the second round that rewrites them: every file that
/// declares or calls one is fixed again from the text it had, with the helper's edits added, and its
/// text written only when every one of those files took its edits (a helper rewritten without all
/// its calls would not compile).
struct SizeHelperPlan {
    /// The rule whose findings the rewrite fixes.
    static let ruleID = "fixed-font-size"

    /// The helpers rewritten: declared in the run, rewritable, and every call exactly a text style.
    let rewritten: Set<SizeHelperKey>
    private let declarations: [SizeHelperKey: SizeHelperDeclaration]

    init(_ facts: [SizeHelperFacts], options: FixOptions) {
        var declarations: [SizeHelperKey: SizeHelperDeclaration] = [:]
        var calls: [SizeHelperKey: [SizeHelperCall]] = [:]
        for file in facts {
            for case (let key, .success(let declaration)) in file.declarations { declarations[key] = declaration }
            for call in file.calls { calls[call.helper, default: []].append(call) }
        }
        let applies = options.policy.ruleIDs?.contains(Self.ruleID) ?? true
        rewritten = applies ? Set(declarations.keys.filter { key in
            guard let uses = calls[key], !uses.isEmpty else { return false }
            return uses.allSatisfy { $0.edit != nil }
        }) : []
        self.declarations = declarations
    }

    /// The injected fixes of a file.
    private func injected(for facts: SizeHelperFacts) -> [InjectedFix] {
        var result: [InjectedFix] = []
        for call in facts.calls where rewritten.contains(call.helper) {
            guard let edit = call.edit else { continue }
            result.append(InjectedFix(anchorOffset: call.anchorOffset,
                                      fix: Fix(edits: [edit], isExact: true, summary: call.summary),
                                      message: "a helper call passes a fixed size; the helper now takes a text style"))
        }
        for key in facts.declarations.keys where rewritten.contains(key) {
            guard let declaration = declarations[key] else { continue }
            result.append(InjectedFix(anchorOffset: key.offset,
                                      fix: Fix(edits: declaration.edits, isExact: true, summary: declaration.summary),
                                      message: "a font helper builds a system font at a fixed size from its parameter; "
                                          + "an overload takes a text style",
                                      addsDeclaration: true))
        }
        return result
    }

    /// The outcomes of the first round (by `indices`) after the second, with every text still to
    /// write prepared beside its file.
    func apply(to outcomes: [SwiftOutcome], indices: [Int], files: [DiscoveredFile], project: ProjectScan,
               options: FixOptions, jobs: Int,
               fixer: @Sendable (DiscoveredFile, ProjectSymbols, ProjectSymbols, [InjectedFix]) -> SwiftFileFixer) -> [SwiftOutcome] {
        var result = outcomes
        let affected = outcomes.indices.filter { outcomes[$0].original != nil && outcomes[$0].helpers.involves(rewritten) }
        if !affected.isEmpty {
            // Each declaring file with its overloads added: what the run reads the fixed texts with,
            // and what the re-read gate compares the fixed file with.
            var references: [Int: SyntaxTree] = [:]
            var facts = project.facts
            for position in affected {
                let file = files[indices[position]]
                guard let tree = withOverloads(outcomes[position], path: file.path) else { continue }
                references[position] = tree
                facts[indices[position]] = FileAnalysis.projectFacts(
                    of: tree, configuredPlatform: options.platform ?? file.configuration.platform(forFile: file.absolutePath))
            }
            var rewrittenSymbols = ProjectSymbols(facts)
            rewrittenSymbols.documentOutlets = project.symbols.documentOutlets
            let symbols = rewrittenSymbols
            let gateReferences = references
            let second = AuditEngine.parallelMap(affected, jobs: jobs) { position -> SwiftOutcome? in
                let outcome = outcomes[position]
                let file = files[indices[position]]
                guard let original = outcome.original else { return nil }
                let injected = self.injected(for: outcome.helpers)
                var fileFixer = fixer(file, project.symbols(for: file), symbols, injected)
                fileFixer.gateReference = gateReferences[position]
                let tree = SyntaxTree.parse(SourceFile(path: file.path, bytes: original))
                let (fixed, final) = fileFixer.fix(fileFixer.analyze(tree), isUTF8: outcome.isUTF8, prepares: false)
                let applied = Set(fixed.report.applied.filter { $0.finding.ruleID == Self.ruleID }.map(\.finding.location.offset))
                guard fixed.report.failure == nil, injected.allSatisfy({ applied.contains($0.anchorOffset) }) else { return nil }
                var next = outcome
                next.report = fixed
                if outcome.outlets != nil { next.outlets = CodeOutlets(final) }
                return next
            }
            if second.allSatisfy({ $0 != nil }) {
                for (position, outcome) in zip(affected, second) { result[position] = outcome! }
            }
        }
        for position in result.indices {
            result[position].report = result[position].report?.prepared(at: files[indices[position]].absolutePath)
        }
        return result
    }

    /// A declaring file's text as read with the overloads of its rewritten helpers added, parsed;
    /// nil when it declares none.
    private func withOverloads(_ outcome: SwiftOutcome, path: String) -> SyntaxTree? {
        let edits = outcome.helpers.declarations.compactMap { key, result -> [FixEdit]? in
            guard rewritten.contains(key), case .success(let declaration) = result else { return nil }
            return declaration.edits
        }.flatMap { $0 }
        guard !edits.isEmpty, let original = outcome.original,
              let bytes = try? applyEdits(edits.map { TextEdit(range: $0.range, replacement: $0.replacement) }, to: original)
        else { return nil }
        return SyntaxTree.parse(SourceFile(path: path, bytes: bytes))
    }
}
