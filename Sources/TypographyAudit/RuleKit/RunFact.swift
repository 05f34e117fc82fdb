/// What one file tells a rule whose findings depend on the whole run (`too-many-typefaces`:
/// the custom families of every file; `too-many-type-levels`: a screen's text in extensions of
/// it elsewhere): a keyed fact at a place, contributed while the file is checked
/// (``RuleContext/contribute(_:detail:value:at:)``) and judged once all files are read
/// (``RunRule/findings(from:)``). Facts at suppressed places are dropped, like findings.
public struct RunFact: Sendable {
    public var ruleID: String
    /// What facts are grouped by: a family, a type name.
    public var key: String
    /// What the fact says about it: a use's spelling, a role.
    public var detail: String
    public var value: Double
    public var path: String
    public var location: SourceLocation
    /// The severity a finding here gets (configuration, else the rule's default).
    public var severity: Severity
    /// The rule's settings for the file the fact comes from.
    public var configuration: RuleConfiguration
    /// The app of the file the fact comes from: facts of different apps are judged apart.
    public var project = ProjectRoot(path: "", isPartial: false)

    /// The facts of a file of `project`.
    static func facts(_ facts: [RunFact], of project: ProjectRoot) -> [RunFact] {
        var facts = facts
        facts.setProject(project)
        return facts
    }
}

extension [RunFact] {
    /// Marks the facts, in place, as those of a file of `project`.
    mutating func setProject(_ project: ProjectRoot) {
        for index in indices { self[index].project = project }
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
            for project in byProject(facts.filter { $0.ruleID == id }) { findings += runRule.findings(from: project) }
        }
        return findings.sorted(by: Finding.reportOrder)
    }

    /// `facts` grouped by project (see ``RunFact/project``), each group in the facts' order, projects in
    /// order of first fact.
    static func byProject(_ facts: [RunFact]) -> [[RunFact]] {
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
