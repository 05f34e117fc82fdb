import SwiftSource

extension FileAnalysisBuilder {
    /// Whether a font (or a value holding it) is only measured, never shown: passed to a measuring
    /// call (`boundingRect(…attributes: [.font: f])`, `size(withAttributes:)`, an attributed string
    /// whose `.size()` is read), or kept under a name whose every use measures (`let font = …`
    /// read for `font.lineHeight`, `private static let` fonts passed only to `boundingRect`).
    /// `measuringWords` caches whether the file names a measurement at all (nil: not read yet).
    func isMeasured(_ chain: ChainID, measuringWords: inout Bool?, depth: Int = 0) -> Bool {
        var current = chain
        for _ in 0..<3 {
            switch tree[tree[current].expression].owner {
            case .argument(let argument):
                // A known name (`.font(…)`, `scaledFont(for:)`) is no measuring call.
                guard case .component(let owner) = tree[argument].owner, names[owner] == nil else { return false }
                if isMeasuringCall(owner) { return true }
                guard tree[owner].kind == .dictionary else { return false }
                current = tree[owner].chain
            case .initializer(let declaration):
                guard depth < 2, let scope = measuringScope(of: declaration) else { return false }
                if measuringWords == nil { measuringWords = Self.namesMeasurement(tree.file.bytes) }
                return measuringWords == true
                    && isOnlyMeasured(declaration, in: scope, measuringWords: &measuringWords, depth: depth + 1)
            default:
                return false
            }
        }
        return false
    }

    /// `boundingRect(…)`, `size(withAttributes:)`, and `NSAttributedString(…)` read only for its
    /// `.size()` or `.boundingRect(…)`.
    private func isMeasuringCall(_ component: ComponentID) -> Bool {
        if tree.component(component, isNamed: "boundingRect") { return true }
        if tree.component(component, isNamed: "size") { return tree.argument("withAttributes", of: component) != nil }
        guard tree.component(component, isNamed: "NSAttributedString") || tree.component(component, isNamed: "NSMutableAttributedString"),
              let next = tree.component(after: component) else { return false }
        return tree.component(next, isNamed: "boundingRect") || tree.component(next, isNamed: "size") && tree[next].isCalled
    }

    /// Where the uses of a local (its function), or of a private property or top-level constant (the
    /// file), can be; nil for a name other files may use, which is not judged.
    private func measuringScope(of id: DeclarationID) -> TokenRange? {
        let declaration = tree[id]
        guard declaration.kind == .let || declaration.kind == .var else { return nil }
        if let parent = declaration.parent, !tree[parent].isTypeLike { return tree[parent].tokens }
        guard !declaration.modifiers.intersection([.private, .fileprivate]).isEmpty else { return nil }
        return TokenRange(0, Int32(tree.tokens.count))
    }

    /// Whether every use of a name in `scope` measures it (at least one use).
    private func isOnlyMeasured(_ id: DeclarationID, in scope: TokenRange, measuringWords: inout Bool?, depth: Int) -> Bool {
        guard let name = tree[id].name else { return false }
        let chains = tree.chains(in: scope)
        // A bound on the scan (a generated file's thousands of chains): not judged beyond it.
        guard chains.count <= Self.measuredScopeLimit else { return false }
        var uses = 0
        for chain in chains {
            let components = tree.components(of: chain)
            guard let position = namePosition(of: name, in: components) else { continue }
            uses += 1
            if position + 1 < components.count {
                let next = components[position + 1]
                guard !tree[next].isCalled, names[next]?.isFontMeasurement == true else { return false }
            } else if !isMeasured(chain, measuringWords: &measuringWords, depth: depth) {
                return false
            }
        }
        return uses > 0
    }

    /// Where a chain names `name`: as its base (`font.lineHeight`), or after `self`, `Self` or a
    /// type name (`Self.titleFont`, `Layout.font`).
    private func namePosition(of name: TokenID, in components: IDRange<ChainComponent>) -> Int? {
        let base = tree[components[0]]
        if base.kind == .identifier, !base.isCalled, tree.token(base.token, spellsLike: name) { return 0 }
        guard components.count > 1, base.kind == .identifier || names[components[0]] == .`self`, !base.isCalled,
              tree[components[1]].kind == .member, tree.token(tree[components[1]].token, spellsLike: name) else { return nil }
        return 1
    }

    /// Chains scanned at most for the uses of a measured name.
    private static let measuredScopeLimit = 20_000

    /// Whether the bytes name a measurement (`lineHeight`, `capHeight`, `xHeight`, `boundingRect`,
    /// `withAttributes`, `size()`, `pointSize`, `ascender`, `descender`).
    private static func namesMeasurement(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes, "Height") || ByteSearch.contains(bytes, "boundingRect")
            || ByteSearch.contains(bytes, "withAttributes") || ByteSearch.contains(bytes, "size()")
            || ByteSearch.contains(bytes, "pointSize") || ByteSearch.contains(bytes, "scender")
    }
}

extension KnownName {
    /// A font's metric read as a number (`lineHeight`, `pointSize` …): the font is measured, not shown.
    var isFontMeasurement: Bool {
        switch self {
        case .lineHeight, .pointSize, .ascender, .descender, .capHeight, .xHeight, .leading: true
        default: false
        }
    }
}
