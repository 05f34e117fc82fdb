import InterfaceBuilder
import SwiftSource

/// Interface Builder's re-read gate: the fixed text must read as an Interface Builder document —
/// well-formed XML — with the same elements in the same order (a fix edits attributes, never the tree).
public struct InterfaceBuilderDocumentValidator: DocumentValidator {
    public init() {}

    public func read(_ bytes: [UInt8], path: String) -> Result<InterfaceBuilderDocument, InterfaceBuilderError> {
        do throws(InterfaceBuilderError) {
            return .success(try InterfaceBuilderDocument(bytes: bytes))
        } catch {
            return .failure(error)
        }
    }

    public func problem(original: Result<InterfaceBuilderDocument, InterfaceBuilderError>,
                        fixed: Result<InterfaceBuilderDocument, InterfaceBuilderError>) -> String? {
        switch (original, fixed) {
        case (_, .failure(let error)):
            return "the fixed document does not read: \(error)"
        case (.success(let before), .success(let after)):
            return before.xml.hasElementNames(of: after.xml) ? nil : "the fix changed the document's elements"
        case (.failure, .success):
            return nil
        }
    }
}

/// Fixes one Interface Builder document of a run: audited as `typecase audit` would (with what the
/// code assigns to its outlets), fixed through ``DocumentFixer`` behind the XML re-read gate, and
/// prepared for an atomic write (by `preparer`, while the run goes on) unless it is a dry run.
struct InterfaceBuilderFileFixer {
    let file: DiscoveredFile
    let auditor: DocumentAuditor
    let code: CodeOutlets
    let options: FixOptions
    let preparer: ReplacementPreparer

    func fix(_ document: InterfaceBuilderDocument) -> FixedFile {
        let original = document.xml.bytes
        let validator = InterfaceBuilderDocumentValidator()
        // The run-level rules judge the document as it ends up: the facts of the last text audited.
        var initialFacts: [RunFact] = []
        var lastFacts: [RunFact] = []
        let inspection = inspect(document)
        let found = inspection.map { auditor.audit($0, configuration: file.configuration, facts: &initialFacts) } ?? []
        let outcome = DocumentFixer.fix(original: original, reading: .success(document), findings: found,
                                        path: file.path, policy: options.policy, validator: validator,
                                        locatesInOriginal: !options.writes, audit: { reading in
                                            lastFacts = []
                                            return (try? reading.get()).flatMap(inspect)
                                                .map { auditor.audit($0, configuration: file.configuration, facts: &lastFacts) } ?? []
                                        })
        var fixed = fixedFile(outcome, original: original).with(facts: outcome.fixed == nil ? initialFacts : lastFacts,
                                                                before: initialFacts)
        if let inspection, !fixed.report.applied.isEmpty {
            // Where each fix applied in the document as read (a dry run located them there already).
            let text = SourceFile(path: file.path, bytes: original)
            let offsets = options.writes
                ? zip(outcome.applied, outcome.appliedPasses).map {
                    DocumentFixer.located($0.finding, before: outcome.passes[..<$1], in: text).location.offset
                }
                : fixed.report.applied.map(\.finding.location.offset)
            fixed.report.checks = inspection.manualChecks(at: offsets)
        }
        return fixed
    }

    private func fixedFile(_ outcome: DocumentFixOutcome<Result<InterfaceBuilderDocument, InterfaceBuilderError>>,
                           original: [UInt8]) -> FixedFile {
        var report = FileFixReport(path: file.path, applied: [], left: outcome.left, changed: false, failure: nil,
                                   original: nil, fixed: nil, levels: [], customFonts: [], checks: [])
        if let refusal = outcome.refusal {
            report.failure = FileFixFailure(kind: .refused, message: refusal)
            report.changed = true
        }
        guard let fixed = outcome.fixed else { return FixedFile(report: report) }
        report.changed = true
        report.applied = outcome.applied
        if options.keepsText {
            report.original = original
            report.fixed = fixed
        }
        guard options.writes else { return FixedFile(report: report.dryRun(at: file.absolutePath)) }
        return FixedFile(report: report, preparing: preparer.start(file.absolutePath, expecting: original, with: fixed))
    }

    /// The document's text views as its rules see them (with what the code assigns to their outlets).
    private func inspect(_ document: InterfaceBuilderDocument) -> DocumentInspection? {
        DocumentAuditor.inspection(of: document, path: file.path, absolutePath: file.absolutePath,
                                   configuration: file.configuration, platform: options.platform, code: code)
    }
}
