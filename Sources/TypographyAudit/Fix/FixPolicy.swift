/// Which fixes a `typecase fix` run applies.
public struct FixPolicy: Sendable {
    /// Whether approximate fixes (the nearest style, which changes the look) are applied too.
    public var includesApproximate: Bool
    /// Only the fixes of these rules (nil: every rule's).
    public var ruleIDs: Set<String>?

    public init(includesApproximate: Bool = false, ruleIDs: Set<String>? = nil) {
        self.includesApproximate = includesApproximate
        self.ruleIDs = ruleIDs
    }

    /// Why a finding's fix is not applied under this policy, or nil when it is eligible.
    /// `isOnChangedCode`: the finding is on a line an earlier pass of this run changed, where a
    /// completing fix applies even when its rule is not among `--rules`.
    func exclusion(of finding: Finding, isOnChangedCode: Bool = false) -> UnfixedReason? {
        guard let fix = finding.fix, !fix.edits.isEmpty else {
            return UnfixedReason(.noFix, finding.fixUnavailable ?? UnfixedReason.noFixText(finding.ruleID))
        }
        if let ruleIDs, !ruleIDs.contains(finding.ruleID),
           !(isOnChangedCode && Self.completingRuleIDs.contains(finding.ruleID)) {
            return UnfixedReason(.ruleNotSelected, "not among --rules")
        }
        if !fix.isExact && !includesApproximate {
            return UnfixedReason(.approximate, "approximate fix (\(fix.summary)); changes the look, applied with --approximate")
        }
        return nil
    }

    /// Rules whose fixes complete another rule's: the `adjustsFontForContentSizeCategory` a UIKit font
    /// needs once a fix made it scale is part of that fix, whichever rules were selected.
    static let completingRuleIDs: Set<String> = ["missing-adjusts-font"]
}

/// Why a finding is left for a person.
public struct UnfixedReason: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The rule proposes no automatic change for this finding.
        case noFix
        /// The fix changes the look and `--approximate` was not given.
        case approximate
        /// The rule is not among `--rules`.
        case ruleNotSelected
        /// Another fix changes the same code, and the two could not be composed.
        case conflict
        /// The file was not written: the fixed text failed the re-read check, the file is read-only,
        /// changed on disk, or could not be written.
        case fileNotWritten
        /// The finding came out when fixes in other files changed what this code uses (a style whose
        /// font now scales): a second run applies its fix.
        case foundAfterFix
    }

    public var kind: Kind
    /// A sentence for the summary.
    public var text: String

    public init(_ kind: Kind, _ text: String) {
        self.kind = kind
        self.text = text
    }

    /// The reason given when a rule reports no fix and says nothing more.
    static func noFixText(_ ruleID: String) -> String {
        rulesWithFixes.contains(ruleID) ? "no safe rewrite of this code" : "no automatic fix: a design decision"
    }

    /// The catalog's rules that have fixes.
    static let rulesWithFixes: Set<String> = [
        "fixed-font-size", "custom-font-not-scaled", "custom-font-wrong-curve", "double-scaling", "missing-adjusts-font",
        "kerning-instead-of-tracking", "proportional-changing-digits", "negative-line-spacing", "thin-weight",
        "below-minimum-size", "caption-for-essential-content", "large-type-in-compact-container",
        "symbol-fixed-point-size", "tight-leading-multiline", "symbol-overpowers-text", "non-updating-scaled-font",
    ]
}
