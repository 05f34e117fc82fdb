/// What one file tells a rule whose findings depend on the whole run (`too-many-typefaces`:
/// the custom families of every file; `too-many-type-levels`: a screen's text in extensions of
/// it elsewhere): a keyed fact at a place, contributed while the file is checked
/// (``RuleContext/contribute(_:detail:value:at:)``) and judged once all files are read
/// (``RunRule/findings(from:)``). Facts at suppressed places are dropped, like findings.
public struct RunFact: Sendable {
    /// What the facts one rule contributes in one file share, held once for all of them (a dense
    /// file contributes a million facts: with the location packed each is 64 bytes instead of 152).
    final class Origin: Sendable {
        let ruleID: String
        let path: String
        let severity: Severity
        let configuration: RuleConfiguration
        let project: ProjectRoot

        init(ruleID: String, path: String, severity: Severity, configuration: RuleConfiguration,
             project: ProjectRoot = ProjectRoot(path: "", isPartial: false)) {
            self.ruleID = ruleID
            self.path = path
            self.severity = severity
            self.configuration = configuration
            self.project = project
        }

        /// The same origin in `project`.
        func moved(to project: ProjectRoot) -> Origin {
            Origin(ruleID: ruleID, path: path, severity: severity, configuration: configuration, project: project)
        }
    }

    fileprivate var origin: Origin
    /// What facts are grouped by: a family, a type name.
    public var key: String
    /// What the fact says about it: a use's spelling, a role.
    public var detail: String
    public var value: Double
    /// The location in 32-bit fields: a fact is 64 bytes instead of 88.
    private var packedLocation: PackedLocation

    public var location: SourceLocation {
        get { packedLocation.location }
        set { packedLocation = PackedLocation(newValue) }
    }

    public var ruleID: String { origin.ruleID }
    public var path: String { origin.path }
    /// The severity a finding here gets (configuration, else the rule's default).
    public var severity: Severity { origin.severity }
    /// The rule's settings for the file the fact comes from.
    public var configuration: RuleConfiguration { origin.configuration }
    /// The app of the file the fact comes from: facts of different apps are judged apart.
    public var project: ProjectRoot { origin.project }

    public init(ruleID: String, key: String, detail: String, value: Double, path: String, location: SourceLocation,
                severity: Severity, configuration: RuleConfiguration, project: ProjectRoot = ProjectRoot(path: "", isPartial: false)) {
        self.init(origin: Origin(ruleID: ruleID, path: path, severity: severity, configuration: configuration, project: project),
                  key: key, detail: detail, value: value, location: location)
    }

    /// A fact of `origin`, which the other facts of its rule in its file share.
    init(origin: Origin, key: String, detail: String, value: Double, location: SourceLocation) {
        self.origin = origin
        self.key = key
        self.detail = detail
        self.value = value
        packedLocation = PackedLocation(location)
    }

    /// The facts of a file of `project`.
    static func facts(_ facts: [RunFact], of project: ProjectRoot) -> [RunFact] {
        var facts = facts
        facts.setProject(project)
        return facts
    }
}

/// A ``SourceLocation`` in four `Int32`s (a file's offsets fit: its tokens hold them as `Int32`).
private struct PackedLocation: Sendable {
    var line: Int32
    var column: Int32
    var offset: Int32
    /// -1: none.
    var utf16Column: Int32

    init(_ location: SourceLocation) {
        line = Int32(truncatingIfNeeded: location.line)
        column = Int32(truncatingIfNeeded: location.column)
        offset = Int32(truncatingIfNeeded: location.offset)
        utf16Column = location.utf16Column.map { Int32(truncatingIfNeeded: $0) } ?? -1
    }

    var location: SourceLocation {
        SourceLocation(line: Int(line), column: Int(column), offset: Int(offset),
                       utf16Column: utf16Column < 0 ? nil : Int(utf16Column))
    }
}

extension [RunFact] {
    /// Marks the facts, in place, as those of a file of `project` (one new origin for each run of
    /// facts of one origin).
    mutating func setProject(_ project: ProjectRoot) {
        var last: (old: RunFact.Origin, new: RunFact.Origin)?
        for index in indices {
            let origin = self[index].origin
            if let last, last.old === origin {
                self[index].origin = last.new
            } else {
                let moved = origin.moved(to: project)
                last = (origin, moved)
                self[index].origin = moved
            }
        }
    }
}

/// A rule that reports once per project of a run from the facts its ``Rule/check(_:)`` contributed in
/// the project's files.
public protocol RunRule: Rule {
    /// The findings of one project (see ``ProjectRoot``); `facts` are this rule's, in path then file order.
    static func findings(from facts: [RunFact]) -> [Finding]
}

extension RunRule {
    public static var runLevel: (any RunRule.Type)? { self }
}

enum RunRules {
    /// The findings of every run-level rule of `rules` from the facts of a run, each project judged
    /// apart, in report order.
    static func findings(from facts: [RunFact], rules: [any Rule]) -> [Finding] {
        guard !facts.isEmpty else { return [] }
        var findings: [Finding] = []
        for rule in rules {
            guard let runRule = type(of: rule).runLevel else { continue }
            let id = runRule.description.id
            // A run whose facts are all one rule's (a dense file's) judges them without a copy.
            let own = facts.allSatisfy { $0.ruleID == id } ? facts : facts.filter { $0.ruleID == id }
            for project in byProject(own) { findings += runRule.findings(from: project) }
        }
        return findings.sorted(by: Finding.reportOrder)
    }

    /// `facts` grouped by project (see ``RunFact/project``), each group in the facts' order, projects in
    /// order of first fact.
    static func byProject(_ facts: [RunFact]) -> [[RunFact]] {
        // Most runs are of one project: its facts are the one group, not copied.
        if let first = facts.first?.project.path, facts.allSatisfy({ $0.project.path == first }) { return [facts] }
        var projects: [String] = []
        var groups: [String: [RunFact]] = [:]
        for fact in facts {
            if groups[fact.project.path] == nil { projects.append(fact.project.path) }
            groups[fact.project.path, default: []].append(fact)
        }
        return projects.map { groups[$0] ?? [] }
    }
}

extension Finding {
    /// A finding of a run-level rule at a fact's place.
    init(at fact: RunFact, message: String) {
        self.init(ruleID: fact.ruleID, severity: fact.severity, path: fact.path, location: fact.location, message: message)
    }
}
