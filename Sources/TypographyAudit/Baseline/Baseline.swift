/// Findings accepted as they are, so that an existing app can adopt the audit and see only new
/// mistakes. Each entry is matched by rule, file and the normalized content of the finding's line —
/// not by line number — so edits elsewhere in a file do not bring old findings back.
///
/// Paths are stored relative to the directory of the baseline file (absolute when a file lies
/// outside it), so the same baseline works whatever the current directory and whichever paths name
/// the files.
public struct Baseline: Sendable, Equatable {
    /// One accepted finding, or several identical ones.
    public struct Entry: Sendable, Hashable {
        public var rule: String
        /// Relative to the baseline's directory, or absolute.
        public var path: String
        /// The finding's source line, trimmed, runs of spaces and tabs made one space.
        public var line: String
        /// How many findings of this rule have this line in this file.
        public var count: Int

        public init(rule: String, path: String, line: String, count: Int) {
            self.rule = rule
            self.path = path
            self.line = line
            self.count = count
        }

        /// The order entries are kept and written in: path, rule, line.
        static func order(_ lhs: Entry, _ rhs: Entry) -> Bool {
            (lhs.path, lhs.rule, lhs.line) < (rhs.path, rhs.rule, rhs.line)
        }
    }

    /// Sorted by path, rule and line; no two entries share all three.
    public private(set) var entries: [Entry]
    /// The absolute directory that relative entry paths start from.
    public let directory: String

    /// A baseline of `entries` (merged and sorted) whose relative paths start from `directory`.
    public init(entries: [Entry], directory: String) {
        self.directory = AbsolutePath.make(directory)
        var counts: [BaselineKey: Int] = [:]
        for entry in entries { counts[BaselineKey(rule: entry.rule, path: entry.path, line: entry.line), default: 0] += entry.count }
        self.entries = counts.map { Entry(rule: $0.key.rule, path: $0.key.path, line: $0.key.line, count: $0.value) }
            .sorted(by: Entry.order)
    }

    /// The baseline that accepts every one of `findings`, for a baseline file in `directory`. Each
    /// finding's line is read from its file (a file that cannot be read gives an empty line).
    public init(recording findings: [Finding], directory: String) {
        let resolver = BaselinePaths(directory: directory)
        let keys = BaselineLines.keys(of: findings, paths: resolver)
        self.init(entries: keys.map { Entry(rule: $0.rule, path: $0.path, line: $0.line, count: 1) }, directory: directory)
    }

    /// The findings the baseline does not accept, in their order, and how the baseline fared.
    /// `roots` are the paths the run audited (the current directory when empty): entries for files
    /// under them that matched no finding are counted as stale; entries elsewhere were not checked.
    public func filter(_ findings: [Finding], roots: [String]) -> BaselineMatch {
        let resolver = BaselinePaths(directory: directory)
        var remaining: [BaselineKey: Int] = [:]
        for entry in entries { remaining[BaselineKey(rule: entry.rule, path: entry.path, line: entry.line)] = entry.count }
        let keys = BaselineLines.keys(of: findings, paths: resolver)
        var unmatched: [Finding] = []
        for (finding, key) in zip(findings, keys) {
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
            } else {
                unmatched.append(finding)
            }
        }
        let scope = (roots.isEmpty ? ["."] : roots).map(AbsolutePath.make)
        let stale = remaining.reduce(0) { total, element in
            let absolute = resolver.absolute(element.key.path)
            let inScope = scope.contains { absolute == $0 || $0 == "/" || absolute.hasPrefix($0 + "/") }
            return total + (inScope ? element.value : 0)
        }
        return BaselineMatch(findings: unmatched, matched: findings.count - unmatched.count, stale: stale)
    }
}

/// What applying a baseline to a run's findings gave.
public struct BaselineMatch: Sendable, Equatable {
    /// The findings not in the baseline, in report order.
    public var findings: [Finding]
    /// How many findings the baseline accepted.
    public var matched: Int
    /// How many baseline entries (counting each repetition) of the audited files matched no finding:
    /// fixed, or changed beyond recognition.
    public var stale: Int

    /// "12 in the baseline, 1 baseline entry no longer matches", for the summary line.
    public var phrase: String {
        "\(matched) in the baseline, \(stale) baseline entr\(stale == 1 ? "y no longer matches" : "ies no longer match")"
    }
}

/// What identifies a finding in a baseline.
struct BaselineKey: Hashable {
    var rule: String
    var path: String
    var line: String
}
