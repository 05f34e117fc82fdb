import Typography

/// Sentences and numbers the inventory's text, Markdown and HTML renderings share.
enum InventoryText {
    /// `62% of 40 text sites scale with Dynamic Type (25)`.
    static func scalingSummary(_ inventory: Inventory) -> String {
        guard let share = inventory.scalingShare else { return "No text sites on a platform with Dynamic Type." }
        return "\(percent(share)) of \(inventory.textSites) text sites scale with Dynamic Type (\(inventory.scalingTextSites))."
    }

    /// `1 use`, `3 uses`.
    static func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }

    static func percent(_ share: Double) -> String { "\(Int((share * 100).rounded()))%" }

    /// `34 28 17` or `—`.
    static func sizes(_ sizes: [Double]) -> String {
        sizes.isEmpty ? "—" : sizes.map { numberText($0) }.joined(separator: " · ")
    }

    /// `.title (28 pt), Bold` or `—`.
    static func proposal(_ entry: Inventory.Entry) -> String {
        guard let proposal = entry.proposal else { return entry.font.textStyle != nil ? "(a text style)" : "—" }
        var text: String
        if case .custom(let name) = entry.font.family {
            let size = entry.proposedSize ?? proposal.stylePointSize
            text = ".custom(\"\(name ?? "?")\", size: \(numberText(size)), relativeTo: .\(proposal.style.rawValue))"
        } else if entry.keepsSize, let size = entry.font.size {
            text = "\(numberText(size)) pt scaled along .\(proposal.style.rawValue)"
        } else {
            text = ".\(proposal.style.rawValue) (\(numberText(proposal.stylePointSize)) pt)"
        }
        if let weight = proposal.weightToApply { text += " · \(weight.higName)" }
        if let design = proposal.designToApply { text += " · \(design.rawValue)" }
        return text
    }

    /// `28 → 28 pt (exact)` / `10 → 11 pt (+1)` / `64 → 64 pt (display size: keeps its size, scales)`.
    static func beforeAfter(_ entry: Inventory.Entry) -> String {
        guard let proposal = entry.proposal, let size = entry.font.size else { return "—" }
        if entry.keepsSize { return "\(numberText(size)) → \(numberText(size)) pt (display size: keeps its size, scales)" }
        let delta = proposal.stylePointSize - size
        let change = proposal.isExact ? "exact" : delta == 0 ? "weight differs" : (delta > 0 ? "+" : "") + numberText(delta)
        return "\(numberText(size)) → \(numberText(proposal.stylePointSize)) pt (\(change))"
    }

    /// `grows 17 → 53 pt`, `flat at 28 pt`, `keeps its launch size (15 pt at Large)`, `stops at
    /// xxLarge (28 pt)`.
    static func growth(_ entry: Inventory.Entry) -> String {
        let growth = entry.growth
        let first = growth.sizes.first?.size, last = growth.sizes.last?.size
        switch growth.kind {
        case .grows: return "grows \(numberText(first ?? 0)) → \(numberText(last ?? 0)) pt"
        case .flat where entry.font.scaling == .setOnce:
            return "keeps its launch size (\(numberText(first ?? 0)) pt at \(entry.font.platform.defaultCategory.higName))"
        case .flat: return "flat at \(numberText(first ?? 0)) pt"
        case .capped:
            return "stops at \(growth.stopsAt?.higName ?? "?") (\(numberText(last ?? 0)) pt)"
        case .noDynamicType: return "no Dynamic Type"
        case .unknown: return "not known"
        }
    }

    /// `fixed System 28 pt · Bold falls below .title3 from AX1 (28 vs 55 pt at AX5)`; a UIKit text
    /// style set once is named as what it is: `.subheadline set once at the launch size falls below …`.
    static func overtaking(_ overtaking: Inventory.Overtaking, _ inventory: Inventory) -> String {
        let entry = inventory.entries[overtaking.fixed]
        let fixed = entry.font.scaling == .setOnce ? "\(entry.label) set once at the launch size" : "fixed \(entry.label)"
        let growing = inventory.entries[overtaking.growing].label
        return "\(fixed) falls below \(growing) from \(overtaking.from.higName) "
            + "(\(numberText(overtaking.fixedSize)) vs \(numberText(overtaking.growingSize)) pt at \(overtaking.largest.higName))"
    }

    /// Why a screen's levels can be more than `too-many-type-levels` reports: the screens whose levels
    /// count fonts set in Interface Builder documents, which the rule does not judge; nil without any.
    static func documentNote(_ inventory: Inventory) -> String? {
        let screens = inventory.screens.filter { $0.isScreen && $0.documentUses > 0 }
        guard !screens.isEmpty else { return nil }
        let list = screens.map { "\($0.name) (\(count($0.documentUses, "use")))" }.joined(separator: ", ")
        return "The levels of \(list) include fonts set in Interface Builder documents; too-many-type-levels "
            + "judges the fonts set in Swift code only, so it may report fewer levels there."
    }

    /// A screen's merged levels and why it keeps more than the maximum: `20 → 17, 15 → 17 pt`,
    /// `28 → 34 pt; display sizes keep their size (…)`; nil when the proposal merges none.
    static func proposalNote(_ screen: Inventory.Screen) -> String? {
        let moves = screen.moves.map { "\(numberText($0.from)) → \(numberText($0.to))" }.joined(separator: ", ")
        let parts = (moves.isEmpty ? [] : [moves + " pt"]) + (screen.proposalNote.map { [$0] } ?? [])
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// `path:line, path:line (+3 more)`.
    static func locations(_ uses: [FontUse], limit: Int = 6) -> String {
        let shown = uses.prefix(limit).map { "\($0.path):\($0.line)" }.joined(separator: ", ")
        return uses.count > limit ? shown + " (+\(uses.count - limit) more)" : shown
    }
}
