import InterfaceBuilder
import Typography

/// Runs the catalog rules that apply to Interface Builder documents on one document: each enabled
/// rule's ``DocumentCheck``, then the document's suppression comments, in report order.
///
/// The document's platform comes from `--platform`, else its `targetRuntime`, else configuration.
/// Launch screens are left alone: they are drawn before the app runs, at a size the system fixes.
public struct DocumentAuditor: Sendable {
    /// The checks of the rules that run, with each rule's default severity.
    private let checks: [(check: any DocumentCheck, severity: Severity)]

    /// The checks of `rules` (rules without a document check are skipped).
    public init(rules: [any Rule] = RuleRegistry.all) {
        let severities = Dictionary(rules.map { (type(of: $0).description.id, type(of: $0).description.defaultSeverity) }) { $1 }
        checks = Self.all.compactMap { check in
            severities[type(of: check).ruleID].map { (check, $0) }
        }
    }

    /// Every document check, one per catalog rule that judges documents.
    static let all: [any DocumentCheck] = [
        FixedFontSizeDocumentCheck(),
        CustomFontNotScaledDocumentCheck(),
        MissingAdjustsFontDocumentCheck(),
        BelowMinimumSizeDocumentCheck(),
        ThinWeightDocumentCheck(),
        MinimumScaleFactorDocumentCheck(),
        TruncationInsteadOfWrappingDocumentCheck(),
        TextClipsAtLargeSizesDocumentCheck(),
        TooManyTypefacesDocumentCheck(),
    ]

    /// The findings of one document. `path` names it in findings; `platform` replaces every other
    /// source of the platform; `code` holds what the run's Swift code assigns to outlets.
    public func audit(_ document: InterfaceBuilderDocument, path: String, absolutePath: String? = nil,
                      configuration: Configuration? = nil, platform: Platform? = nil,
                      code: CodeOutlets = CodeOutlets()) -> [Finding] {
        guard let inspection = Self.inspection(of: document, path: path, absolutePath: absolutePath,
                                               configuration: configuration, platform: platform, code: code) else { return [] }
        var facts: [RunFact] = []
        return audit(inspection, configuration: configuration, facts: &facts)
    }

    /// The findings of a document already resolved into its sites (see ``inspection(of:path:absolutePath:configuration:platform:code:)``),
    /// and in `facts` what it tells the run-level rules.
    public func audit(_ inspection: DocumentInspection, configuration: Configuration? = nil,
                      facts: inout [RunFact]) -> [Finding] {
        let document = inspection.document, sites = inspection.sites, path = inspection.path
        var findings: [Finding] = []
        for (check, severity) in checks {
            let id = type(of: check).ruleID
            if let configuration, !configuration.isEnabled(id) { continue }
            let settings = configuration?.rule(id) ?? RuleConfiguration()
            var context = DocumentCheckContext(document: document, sites: sites, path: path, ruleID: id,
                                               severity: settings.severity ?? severity, isSeverityConfigured: settings.severity != nil,
                                               configuration: settings)
            check.check(&context)
            findings += context.findings
            facts += context.facts
        }
        let suppression = DocumentSuppression(document.xml)
        if !suppression.isEmpty {
            findings.removeAll { suppression.isSuppressed($0) }
            facts.removeAll { suppression.isSuppressed($0.ruleID, at: $0.location) }
        }
        findings.sort { lhs, rhs in
            if lhs.location != rhs.location { return lhs.location < rhs.location }
            if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
            return lhs.message < rhs.message
        }
        return findings
    }

    /// The document's text views as its rules see them, with the platform they are judged for; nil
    /// for a launch screen or a document without text views (which are not judged).
    public static func inspection(of document: InterfaceBuilderDocument, path: String, absolutePath: String? = nil,
                                  configuration: Configuration? = nil, platform: Platform? = nil,
                                  code: CodeOutlets = CodeOutlets()) -> DocumentInspection? {
        guard !document.isLaunchScreen, !document.textViews.isEmpty else { return nil }
        let resolved = platform ?? document.platform ?? configuration?.platform(forFile: absolutePath ?? path) ?? .ios
        return DocumentInspection(path: path, document: document, platform: resolved,
                                  sites: sites(of: document, platform: resolved, code: code))
    }

    static func sites(of document: InterfaceBuilderDocument, platform: Platform, code: CodeOutlets) -> [DocumentSite] {
        var outlets: [String: InterfaceBuilderOutlet] = [:]
        for outlet in document.outlets where outlet.ownerClass != nil { outlets[outlet.destination] = outlet }
        let framework: FontFramework = platform == .macos ? .appKit : .uiKit
        return document.textViews.compactMap { view in
            let outlet = view.id.flatMap { outlets[$0] }
            // A button without a title that no code titles (an image-only button) shows no text in its font.
            guard view.hasTitle || code.titles(owner: outlet?.ownerClass, property: outlet?.property, buttonClass: view.customClass)
            else { return nil }
            // A view hidden in the document that code only ever hides again is never on screen.
            if view.isHidden, let outlet, let owner = outlet.ownerClass, code.keepsHidden(owner: owner, property: outlet.property) {
                return nil
            }
            let assignments = outlet.flatMap { outlet in outlet.ownerClass.flatMap { code.assignments(owner: $0, property: outlet.property) } }
            let classAdjusts = view.customClass.flatMap { type in
                code.assignments(owner: type, property: view.kind == .button ? "titleLabel" : "self")?.adjustsFont
            } ?? false
            return DocumentSite(view: view, font: view.font.flatMap { FontValue($0, framework: framework) },
                                isTextStyle: view.font.map { if case .textStyle = $0.source { true } else { false } } ?? false,
                                platform: platform, outlet: outlet, code: assignments, classAdjustsFont: classAdjusts)
        }
    }
}
