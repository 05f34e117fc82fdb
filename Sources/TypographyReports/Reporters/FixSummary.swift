import TypographyAudit

/// The checklist's "after coding" for a `typecase fix` run, gathered from every file's report: the
/// files changed, each hardcoded font replaced (before → after, counted), the custom fonts and what
/// was decided for each, the other fixes, the type levels per screen before → after, the findings
/// left with their reasons, and the manual test steps per changed screen.
public struct FixSummary: Sendable {
    /// One `before → after` rewrite and where it was made.
    public struct Replacement: Sendable {
        public var ruleID: String
        public var change: String
        public var isExact: Bool
        /// `path:line` of each place.
        public var places: [String]
    }

    /// A changed file and what happened to it.
    public struct ChangedFile: Sendable {
        public var path: String
        public var fixes: Int
        /// nil when written (or, in a dry run, when it would be).
        public var failure: FileFixFailure?
    }

    /// The type levels of a screen of a changed file.
    public struct Levels: Sendable {
        public var path: String
        public var change: TypeLevelChange
    }

    public var dryRun: Bool
    public var filesRead: Int
    public var changedFiles: [ChangedFile]
    public var replacedFonts: [Replacement]
    public var otherFixes: [Replacement]
    public var customFonts: [CustomFontDecision]
    public var levels: [Levels]
    public var left: [UnfixedFinding]
    public var checks: [ManualCheck]

    /// The rules whose fixes replace a hardcoded font.
    static let fontRules: Set<String> = [
        "fixed-font-size", "below-minimum-size", "thin-weight", "caption-for-essential-content",
        "large-type-in-compact-container", "symbol-fixed-point-size",
    ]

    public init(_ result: FixResult) {
        dryRun = !result.wrote
        filesRead = result.files.count
        changedFiles = result.files.filter(\.changed).map {
            ChangedFile(path: $0.path, fixes: $0.applied.count + ($0.failure == nil ? 0 : $0.left.count { $0.reason.kind == .fileNotWritten }),
                        failure: $0.failure)
        }
        // Each (rule, change) once, in order of first appearance, with every place it was made.
        var replacements: [Replacement] = []
        var index: [String: [String: Int]] = [:]
        for file in result.files {
            for applied in file.applied {
                let place = "\(file.path):\(applied.finding.location.line)"
                if let position = index[applied.finding.ruleID]?[applied.fix.summary] {
                    replacements[position].places.append(place)
                } else {
                    index[applied.finding.ruleID, default: [:]][applied.fix.summary] = replacements.count
                    replacements.append(Replacement(ruleID: applied.finding.ruleID, change: applied.fix.summary,
                                                    isExact: applied.fix.isExact, places: [place]))
                }
            }
        }
        replacedFonts = replacements.filter { Self.fontRules.contains($0.ruleID) }
        otherFixes = replacements.filter { !Self.fontRules.contains($0.ruleID) }
        customFonts = result.files.flatMap(\.customFonts)
        levels = result.files.filter(\.changed).flatMap { file in file.levels.map { Levels(path: file.path, change: $0) } }
        left = result.files.flatMap(\.left)
        checks = result.files.flatMap(\.checks)
    }

    /// Total fixes applied (or that a dry run would apply).
    public var fixCount: Int { (replacedFonts + otherFixes).reduce(0) { $0 + $1.places.count } }

    /// The manual test steps for one changed screen.
    public static func steps(for check: ManualCheck) -> String {
        let texts = check.texts.joined(separator: ", ")
        let opening = check.isScreen ? "Open \(check.screen) (\(check.path))"
            : "Open the screens whose texts use \(texts) (declared in \(check.path))"
        let what = check.isScreen ? texts : "those texts"
        guard check.hasDynamicType else {
            // macOS has no text sizes to test at: the new fonts are checked at the window's sizes.
            return opening + " at its smallest and largest window sizes, and check \(what) for clipping and wrapping."
        }
        return opening + " at AX5 and at xSmall, in Xcode Previews' Dynamic Type variants or with the simulator's "
            + "Accessibility Inspector, and check \(what) for clipping and wrapping."
    }

    /// Sizes as the levels line writes them: `28, 17, 13 pt` (`none` when empty).
    static func sizes(_ sizes: [Double]) -> String {
        guard !sizes.isEmpty else { return "none" }
        return sizes.map { $0 == $0.rounded() ? String(Int($0)) : String($0) }.joined(separator: ", ") + " pt"
    }

    static func levelCount(_ sizes: [Double]) -> String {
        sizes.count == 1 ? "1 level" : "\(sizes.count) levels"
    }
}
