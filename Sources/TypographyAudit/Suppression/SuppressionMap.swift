import SwiftSource

/// Which findings of a file its `typecase:` comments suppress.
///
/// `disable:next` covers the line after the comment, `disable:this` the comment's line, and a
/// `disable` … `enable` region everything after the `disable` comment up to the `enable` comment
/// (or the end of the file). Inside `disable all`, `enable RULE` turns one rule back on.
public struct SuppressionMap: Sendable {
    /// The directives in file order.
    public let directives: [SuppressionDirective]
    /// Comments that start with `typecase:` but could not be understood (worth a warning).
    public let malformed: [MalformedSuppression]
    /// Rules suppressed on single lines (`disable:next`, `disable:this`).
    private let lines: [Int: RuleSet]
    /// The region state after each `disable`/`enable`, by the comment's offset, in file order.
    private let regions: [(offset: Int, state: RegionState)]

    /// Reads the directives from the comment tokens of `file`.
    public init(file: SourceFile, tokens: [Token]) {
        let parsed = SuppressionParser.parse(file, tokens: tokens)
        directives = parsed.directives
        malformed = parsed.malformed
        var lines: [Int: RuleSet] = [:]
        var regions: [(offset: Int, state: RegionState)] = []
        var state = RegionState()
        for directive in directives {
            switch directive.action {
            case .disableNext: lines[directive.endLine + 1, default: RuleSet()].add(directive)
            case .disableThis: lines[directive.location.line, default: RuleSet()].add(directive)
            case .disable, .enable:
                state.apply(directive)
                regions.append((directive.location.offset, state))
            }
        }
        self.lines = lines
        self.regions = regions
    }

    /// Whether the file has no directives at all (the engine can skip the checks).
    public var isEmpty: Bool { directives.isEmpty }

    /// Whether a finding of `ruleID` at `location` is suppressed.
    public func isSuppressed(_ ruleID: String, at location: SourceLocation) -> Bool {
        if let set = lines[location.line], set.covers(ruleID) { return true }
        var low = 0
        var high = regions.count
        while low < high {
            let mid = (low + high) / 2
            if regions[mid].offset <= location.offset { low = mid + 1 } else { high = mid }
        }
        return low > 0 && regions[low - 1].state.suppresses(ruleID)
    }

    /// Whether `finding` is suppressed.
    public func isSuppressed(_ finding: Finding) -> Bool {
        isSuppressed(finding.ruleID, at: finding.location)
    }

    /// Rule ids named in directives that are not in `known` (typos that suppress nothing), with the
    /// directive naming each, in file order.
    public func unknownRuleIDs(known: Set<String>) -> [(ruleID: String, directive: SuppressionDirective)] {
        directives.flatMap { directive in
            directive.ruleIDs.filter { !known.contains($0) }.map { ($0, directive) }
        }
    }

    /// The `disable` directives whose region is never closed by an `enable`: they apply to the end of
    /// the file (fine, but worth saying when asked), in file order.
    public var unclosedRegions: [SuppressionDirective] {
        var open: [String: SuppressionDirective] = [:]
        for directive in directives {
            switch directive.action {
            case .disable:
                if directive.isAll { open = ["all": directive] }
                for id in directive.ruleIDs where open[id] == nil { open[id] = directive }
            case .enable:
                if directive.isAll { open = [:] }
                for id in directive.ruleIDs { open[id] = nil }
            case .disableNext, .disableThis:
                continue
            }
        }
        var seen = Set<Int>()
        return open.values.filter { seen.insert($0.location.offset).inserted }.sorted { $0.location.offset < $1.location.offset }
    }

    /// A set of rule ids, or all of them.
    private struct RuleSet: Sendable {
        var all = false
        var ids: Set<String> = []

        mutating func add(_ directive: SuppressionDirective) {
            all = all || directive.isAll
            ids.formUnion(directive.ruleIDs)
        }

        func covers(_ ruleID: String) -> Bool { all || ids.contains(ruleID) }
    }

    /// What a `disable`/`enable` sequence has switched off so far.
    private struct RegionState: Sendable {
        var allDisabled = false
        /// Disabled rules while not `allDisabled`.
        var disabled: Set<String> = []
        /// Rules turned back on inside `disable all`.
        var reenabled: Set<String> = []

        mutating func apply(_ directive: SuppressionDirective) {
            let disabling = directive.action == .disable
            if directive.isAll {
                allDisabled = disabling
                disabled = []
                reenabled = []
            } else if allDisabled {
                if disabling { reenabled.subtract(directive.ruleIDs) } else { reenabled.formUnion(directive.ruleIDs) }
            } else {
                if disabling { disabled.formUnion(directive.ruleIDs) } else { disabled.subtract(directive.ruleIDs) }
            }
        }

        func suppresses(_ ruleID: String) -> Bool {
            allDisabled ? !reenabled.contains(ruleID) : disabled.contains(ruleID)
        }
    }
}
