import SwiftSource

/// What fixing one document gave: the new text (nil when nothing changed or the change was
/// refused), its reading, the fixes applied and the findings left, each with its reason.
public struct DocumentFixOutcome<Reading> {
    /// The fixed bytes; nil when no fix applied or the re-read gate refused them.
    public var fixed: [UInt8]?
    /// The reading of the fixed bytes.
    public var fixedReading: Reading?
    /// The fixes in the order they were applied (later passes after earlier ones).
    public var applied: [AppliedFix]
    /// The findings left for a person, located in the text as it is after the run.
    public var left: [UnfixedFinding]
    /// Why the re-read gate refused the fixed text, if it did.
    public var refusal: String?
    /// The edits of each pass that changed the text, in its text; for each applied fix, how many
    /// passes came before the one that applied it.
    public var passes: [[TextEdit]]
    public var appliedPasses: [Int]
}

/// Applies the fixes of one document of any kind: plan the non-conflicting fixes, apply them, read
/// and audit the new text, and go again until a pass has nothing left to apply — so fixes set aside
/// because another one changed the same code compose, and fixes that the new text calls for (the
/// `adjustsFontForContentSizeCategory` a preferred font needs) are made in the same run, which is
/// why a second run changes nothing. At most ``maximumPasses`` passes. Then the re-read gate
/// compares the result with the original.
public enum DocumentFixer {
    /// Passes after which fixes still pending are left, with the reason.
    public static let maximumPasses = 4

    /// Fixes a document whose `original` bytes read as `reading` and gave `findings`; `audit`
    /// gives the findings of a fixed text's reading. The findings left are those of the final
    /// text, so what a fix removed is gone and what it brought out (a frame that now clips the text
    /// the fix made scale) is there.
    ///
    /// `locatesInOriginal` (a dry run, which writes nothing): every finding applied or left is located
    /// in the original text, not in the text of the pass that found it.
    public static func fix<Validator: DocumentValidator>(
        original: [UInt8], reading: Validator.Reading, findings: [Finding], path: String, policy: FixPolicy,
        validator: Validator, locatesInOriginal: Bool = false, audit: (Validator.Reading) -> [Finding]
    ) -> DocumentFixOutcome<Validator.Reading> {
        var outcome = fixing(original: original, reading: reading, findings: findings, path: path, policy: policy,
                             validator: validator, audit: audit)
        guard locatesInOriginal, !outcome.passes.isEmpty, outcome.fixed != nil else { return outcome }
        let file = SourceFile(path: "", bytes: original)
        let passes = outcome.passes
        outcome.applied = zip(outcome.applied, outcome.appliedPasses).map { applied, pass in
            AppliedFix(finding: located(applied.finding, before: passes[..<pass], in: file), fix: applied.fix)
        }
        outcome.left = sorted(outcome.left.map { UnfixedFinding(finding: located($0.finding, before: passes[...], in: file),
                                                                reason: $0.reason) })
        return outcome
    }

    /// A finding of the text that the edits of `passes` made, located in the `original` text before them.
    static func located(_ finding: Finding, before passes: ArraySlice<[TextEdit]>, in original: SourceFile) -> Finding {
        var offset = finding.location.offset
        for edits in passes.reversed() { offset = originalOffset(of: offset, before: edits) }
        var moved = finding
        let (line, column) = original.location(of: min(offset, original.bytes.count))
        moved.location = SourceLocation(line: line, column: column, offset: offset)
        return moved
    }

    /// Where an offset of the text that sorted `edits` made was in the text before them (an offset
    /// inside a replacement goes to the start of what it replaced).
    static func originalOffset(of offset: Int, before edits: [TextEdit]) -> Int {
        var growth = 0
        for edit in edits {
            let start = edit.range.lowerBound + growth
            if offset < start { return offset - growth }
            if offset < start + edit.replacement.utf8.count { return edit.range.lowerBound }
            growth += edit.replacement.utf8.count - edit.range.count
        }
        return offset - growth
    }

    private static func fixing<Validator: DocumentValidator>(
        original: [UInt8], reading: Validator.Reading, findings: [Finding], path: String, policy: FixPolicy,
        validator: Validator, audit: (Validator.Reading) -> [Finding]
    ) -> DocumentFixOutcome<Validator.Reading> {
        var bytes = original
        var current = reading
        var currentFindings = findings
        var applied: [AppliedFix] = []
        var appliedPasses: [Int] = []
        var passes: [[TextEdit]] = []
        var left: [UnfixedFinding] = []
        var changed = false
        // The bytes of the current text that the run's replacements wrote.
        var replaced: [Range<Int>] = []
        for pass in 1...maximumPasses {
            // Changed lines matter only when some rules are not selected (a completing fix may apply there).
            let changedLines = policy.ruleIDs == nil ? [] : lines(of: replaced, in: bytes)
            let plan = FixPlan(findings: currentFindings, policy: policy, changedLines: changedLines)
            let conflicts = plan.deferred.map { UnfixedFinding(finding: $0, reason: .conflictReason) }
            guard !plan.edits.isEmpty else {
                left = plan.left + conflicts
                break
            }
            guard let next = try? applyEdits(plan.edits, to: bytes) else {
                // The plan's edits never overlap; an edit outside the text is the rule's mistake.
                let broken = plan.applied.map { UnfixedFinding(finding: $0.finding, reason: .conflictReason) }
                left = plan.left + conflicts + broken
                break
            }
            applied += plan.applied
            // A fix of this pass was found in the text the earlier passes made.
            appliedPasses += Array(repeating: passes.count, count: plan.applied.count)
            passes.append(plan.edits)
            let map = EditOffsetMap(plan.edits)
            replaced = replaced.map { map.map($0.lowerBound)..<map.map($0.upperBound) } + map.replacedRanges(plan.edits)
            bytes = next
            current = validator.read(next, path: path)
            changed = true
            if pass == maximumPasses {
                left = relocate(plan.left + conflicts, through: plan.edits, in: next)
                break
            }
            currentFindings = audit(current)
        }
        guard changed else {
            return DocumentFixOutcome(fixed: nil, fixedReading: nil, applied: [], left: left, refusal: nil, passes: [], appliedPasses: [])
        }
        if let problem = validator.problem(original: reading, fixed: current) {
            // Nothing is written: every finding stays, those with a fix because of the refusal.
            let plan = FixPlan(findings: findings, policy: policy)
            let refused = (plan.applied.map(\.finding) + plan.deferred)
                .map { UnfixedFinding(finding: $0, reason: UnfixedReason(.fileNotWritten, "not written: \(problem)")) }
            return DocumentFixOutcome(fixed: nil, fixedReading: nil, applied: [], left: sorted(plan.left + refused),
                                      refusal: problem, passes: [], appliedPasses: [])
        }
        return DocumentFixOutcome(fixed: bytes, fixedReading: current, applied: applied, left: sorted(left), refusal: nil,
                                  passes: passes, appliedPasses: appliedPasses)
    }
    /// The lines of `text` that hold bytes of `ranges`.
    private static func lines(of ranges: [Range<Int>], in text: [UInt8]) -> Set<Int> {
        guard !ranges.isEmpty else { return [] }
        let file = SourceFile(path: "", bytes: text)
        var lines = Set<Int>()
        for range in ranges {
            let last = file.location(of: max(range.lowerBound, range.upperBound - 1)).line
            lines.formUnion(file.location(of: range.lowerBound).line...last)
        }
        return lines
    }

    /// The findings moved to where their code is after `edits` (sorted) made `text`.
    private static func relocate(_ findings: [UnfixedFinding], through edits: [TextEdit], in text: [UInt8]) -> [UnfixedFinding] {
        guard !findings.isEmpty else { return [] }
        let map = EditOffsetMap(edits)
        let lines = SourceFile(path: "", bytes: text)
        return findings.map { item in
            var moved = item
            let offset = map.map(item.finding.location.offset)
            let (line, column) = lines.location(of: offset)
            moved.finding.location = SourceLocation(line: line, column: column, offset: offset)
            return moved
        }
    }

    private static func sorted(_ findings: [UnfixedFinding]) -> [UnfixedFinding] {
        findings.sorted { Finding.reportOrder($0.finding, $1.finding) }
    }
}

extension UnfixedReason {
    static let conflictReason = UnfixedReason(.conflict, "another fix changes the same code and the two do not compose")
}
