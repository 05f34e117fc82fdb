import SwiftSource

/// A finding whose fix was applied, as reported on the text the fix was made to.
public struct AppliedFix: Sendable {
    public var finding: Finding
    public var fix: Fix

    public init(finding: Finding, fix: Fix) {
        self.finding = finding
        self.fix = fix
    }
}

/// A finding left for a person, with the reason.
public struct UnfixedFinding: Sendable {
    public var finding: Finding
    public var reason: UnfixedReason

    public init(finding: Finding, reason: UnfixedReason) {
        self.finding = finding
        self.reason = reason
    }
}

/// The fixes chosen for one document in one pass: their edits (which never overlap), the findings
/// they fix, the findings whose fix touches code another chosen fix changes (tried again on the
/// fixed text: that is how several fixes of one chain compose), and the findings left.
///
/// The choice is deterministic: exact fixes first, then by position, the wider rewrite before the
/// narrower one inside it, then by rule id. A fix is taken whole or not at all; an edit identical to
/// one already taken (two rules proposing the same rewrite) is shared.
public struct FixPlan: Sendable {
    public private(set) var edits: [TextEdit] = []
    public private(set) var applied: [AppliedFix] = []
    public private(set) var deferred: [Finding] = []
    public private(set) var left: [UnfixedFinding] = []

    /// `changedLines`: the lines of the text that earlier passes of the run changed.
    public init(findings: [Finding], policy: FixPolicy, changedLines: Set<Int> = []) {
        var candidates: [(finding: Finding, fix: Fix)] = []
        for finding in findings {
            if let reason = policy.exclusion(of: finding, isOnChangedCode: changedLines.contains(finding.location.line)) {
                left.append(UnfixedFinding(finding: finding, reason: reason))
            } else if let fix = finding.fix {
                candidates.append((finding, fix))
            }
        }
        candidates.sort { lhs, rhs in
            if lhs.fix.isExact != rhs.fix.isExact { return lhs.fix.isExact }
            let left = Self.span(of: lhs.fix)
            let right = Self.span(of: rhs.fix)
            if left.lowerBound != right.lowerBound { return left.lowerBound < right.lowerBound }
            if left.upperBound != right.upperBound { return left.upperBound > right.upperBound }
            return Finding.reportOrder(lhs.finding, rhs.finding)
        }
        for candidate in candidates {
            let proposed = candidate.fix.edits.map { TextEdit(range: $0.range, replacement: $0.replacement) }
            guard Self.isConsistent(proposed) else {
                left.append(UnfixedFinding(finding: candidate.finding,
                                           reason: UnfixedReason(.conflict, "the rule's own edits overlap")))
                continue
            }
            guard proposed.allSatisfy({ edit in edits.allSatisfy { $0 == edit || !Self.collide($0, edit) } }) else {
                deferred.append(candidate.finding)
                continue
            }
            for edit in proposed where !edits.contains(edit) { edits.append(edit) }
            applied.append(AppliedFix(finding: candidate.finding, fix: candidate.fix))
        }
        edits.sort { ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound) }
    }

    /// The bytes every edit of a fix covers, from the first to the last.
    private static func span(of fix: Fix) -> Range<Int> {
        let lower = fix.edits.map(\.range.lowerBound).min() ?? 0
        let upper = fix.edits.map(\.range.upperBound).max() ?? 0
        return lower..<upper
    }

    /// Whether two edits cannot both be applied: they replace shared bytes, insert at the same
    /// offset, or one inserts strictly inside the bytes the other replaces.
    public static func collide(_ a: TextEdit, _ b: TextEdit) -> Bool {
        if a.range.isEmpty && b.range.isEmpty { return a.range.lowerBound == b.range.lowerBound }
        if a.range.isEmpty { return b.range.lowerBound < a.range.lowerBound && a.range.lowerBound < b.range.upperBound }
        if b.range.isEmpty { return a.range.lowerBound < b.range.lowerBound && b.range.lowerBound < a.range.upperBound }
        return a.range.overlaps(b.range)
    }

    /// Whether a fix's own edits can be applied together.
    private static func isConsistent(_ edits: [TextEdit]) -> Bool {
        for (index, edit) in edits.enumerated() where edits[(index + 1)...].contains(where: { collide($0, edit) }) {
            return false
        }
        return true
    }
}

/// Where offsets of a text land after edits were applied to it.
struct EditOffsetMap {
    /// The edits, sorted by position, with the growth of the text up to and including each.
    private let ends: [Int]
    private let growth: [Int]

    init(_ sortedEdits: [TextEdit]) {
        var total = 0
        var ends: [Int] = []
        var growth: [Int] = []
        for edit in sortedEdits {
            total += edit.replacement.utf8.count - edit.range.count
            ends.append(edit.range.upperBound)
            growth.append(total)
        }
        self.ends = ends
        self.growth = growth
    }

    /// Where the replacements of the edits are in the new text.
    func replacedRanges(_ sortedEdits: [TextEdit]) -> [Range<Int>] {
        sortedEdits.map { edit in
            let end = map(edit.range.upperBound)
            return (end - edit.replacement.utf8.count)..<end
        }
    }

    /// The new offset of an old one that no edit replaced (an offset inside a replaced range maps
    /// to the end of its replacement).
    func map(_ offset: Int) -> Int {
        // The number of edits that end at or before `offset`.
        var low = 0
        var high = ends.count
        while low < high {
            let middle = (low + high) / 2
            if ends[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return offset + (low == 0 ? 0 : growth[low - 1])
    }
}
