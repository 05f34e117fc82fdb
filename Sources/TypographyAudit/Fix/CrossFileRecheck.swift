import SwiftSource

/// What a fix run's texts find once they are read together: a fixed file that declares something
/// else for the others (a button style whose font now scales, a font constant that is now a text
/// style) changes what the files using it find (a frame that now clips the button's text). Every
/// Swift file that mentions a changed name (in a fixed text's bytes; among the names kept for a text
/// left as read, see ``FileNames``) is audited again, its text as the run leaves it read with
/// the declarations of the fixed texts, and what it finds is what the file leaves: the summary
/// counts what the next audit finds. No text is changed again; a finding that came out this way
/// and has a fix says that a second run applies it.
struct CrossFileRecheck {
    let files: [DiscoveredFile]
    let project: ProjectScan
    let vocabularies: FileVocabularies
    let options: FixOptions

    /// The outcomes (by `indices`, the Swift files' indices in `files`) with the findings and facts of
    /// each file the fixed declarations reach read again, `fixer` auditing a file with the given declarations.
    func apply(to outcomes: [SwiftOutcome], indices: [Int], jobs: Int,
               fixer: @Sendable (DiscoveredFile, ProjectSymbols) -> SwiftFileFixer) -> [SwiftOutcome] {
        // What each fixed text declares, where it differs from what the file declared as read.
        let changes = AuditEngine.parallelMap(Array(outcomes.indices), jobs: jobs) { position -> (ProjectFacts, Set<String>)? in
            guard let fixed = outcomes[position].report, fixed.report.failure == nil, let final = fixed.final else { return nil }
            let index = indices[position]
            // Read as the scan reads a file (and the next audit will): on its own, and again with the run's
            // symbols when its declarations ask for a name the run declares. Read with the symbols always, a
            // text's declarations differ from the scan's where no fix changed them (the placements of views
            // its own views are placed in), and every file naming them (`Text`, `VStack`) was read again.
            var read = ProjectScan.declarations(of: final.text, file: files[index], index: index, platform: options.platform,
                                                vocabularies: vocabularies, parsed: final.tree)
            if !read.missedNames.isEmpty, project.symbols.answersAny(of: read.missedNames) {
                read = ProjectScan.declarations(of: final.text, file: files[index], index: index, platform: options.platform,
                                                vocabularies: vocabularies, project: project.symbols, parsed: final.tree)
            }
            let declared = read.facts
            let names = declared.changedNames(comparedWith: project.facts[index])
            return names.isEmpty ? nil : (declared, names)
        }
        guard changes.contains(where: { $0 != nil }) else { return outcomes }
        var facts = project.facts
        var names = Set<String>()
        for (position, change) in changes.enumerated() {
            guard let (declared, changed) = change else { continue }
            facts[indices[position]] = declared
            names.formUnion(changed)
        }
        var fixedSymbols = ProjectSymbols(facts)
        fixedSymbols.documentOutlets = project.symbols.documentOutlets
        let symbols = fixedSymbols
        let changedNames = names.sorted()
        let changedHashes = FileNames.hashes(of: changedNames)
        var result = outcomes
        let rechecked = AuditEngine.parallelMap(Array(outcomes.indices), jobs: jobs) { position -> SwiftOutcome? in
            let outcome = outcomes[position]
            let index = indices[position]
            guard let fixed = outcome.report else { return nil }
            let final = fixed.report.failure == nil ? fixed.final : nil
            let text = final?.text
            let tree: SyntaxTree
            if let final {
                guard changedNames.contains(where: { ByteSearch.contains(final.text, $0) }), vocabularies[file: index].admits(final.text)
                else { return nil }
                tree = final.tree
            } else {
                // The text as read: its names were kept when it was parsed (a file without a word of its
                // rules' was not, and finds nothing), so only a file that uses a changed name is read again.
                guard let names = outcome.names, names.mentions(anyOf: changedHashes),
                      let read = options.standardInput?.bytes ?? (try? SourceReader.readBytes(files[index].absolutePath))
                else { return nil }
                tree = SyntaxTree.parse(SourceFile(path: files[index].path, bytes: read))
            }
            var own = symbols
            own.runPlatform = project.platforms.platform(forFile: files[index].path)
            own.isInWidgetExtension = project.platforms.isInWidgetExtension(files[index].path)
            return recheck(outcome, tree: tree, isFixed: text != nil, file: files[index], fixer: fixer(files[index], own))
        }
        for (position, outcome) in rechecked.enumerated() {
            if let outcome { result[position] = outcome }
        }
        return result
    }

    /// One file's outcome with the findings and facts of its text (parsed as `tree`, the fixed text
    /// when `isFixed`) read with the fixed declarations.
    private func recheck(_ outcome: SwiftOutcome, tree: SyntaxTree, isFixed: Bool, file: DiscoveredFile,
                         fixer: SwiftFileFixer) -> SwiftOutcome? {
        guard var fixed = outcome.report else { return nil }
        let analysis = fixer.analyze(tree)
        var facts: [RunFact] = []
        var found = fixer.findings(analysis, facts: &facts)
        // A dry run locates what it leaves in the text as read.
        if isFixed, !options.writes, let final = fixed.final,
           let original = options.standardInput?.bytes ?? (try? SourceReader.readBytes(file.absolutePath)) {
            let text = SourceFile(path: file.path, bytes: original)
            found = found.map { DocumentFixer.located($0, before: final.passes[...], in: text) }
        }
        let reasons = Dictionary(fixed.report.left.map { (FindingPlace($0.finding), $0.reason) }, uniquingKeysWith: { first, _ in first })
        fixed.report.left = found.map { finding in
            UnfixedFinding(finding: finding, reason: reasons[FindingPlace(finding)]
                ?? options.policy.exclusion(of: finding) ?? .foundAfterFixReason)
        }.sorted { Finding.reportOrder($0.finding, $1.finding) }
        fixed.facts = facts
        var result = outcome
        result.report = fixed
        if outcome.outlets != nil { result.outlets = CodeOutlets(analysis) }
        return result
    }

    /// A finding's rule and where it is: the same finding in two audits of one text.
    private struct FindingPlace: Hashable {
        let ruleID: String
        let offset: Int

        init(_ finding: Finding) {
            ruleID = finding.ruleID
            offset = finding.location.offset
        }
    }
}

extension UnfixedReason {
    static let foundAfterFixReason = UnfixedReason(
        .foundAfterFix, "found once this run's fixes in other files changed what this code uses: run typecase fix again to apply its fix")
}
