import TypographyAudit

/// Renders a ``FixSummary`` as text (the terminal), Markdown (a pull request) or JSON (tools).
public enum FixSummaryReporter {
    public enum Format: String, Sendable, CaseIterable {
        case text, markdown, json
    }

    public static func render(_ summary: FixSummary, as format: Format) -> String {
        switch format {
        case .text: text(summary)
        case .markdown: markdown(summary)
        case .json: json(summary).rendered()
        }
    }

    // MARK: Text

    static func text(_ summary: FixSummary) -> String {
        var output = headline(summary) + "\n"
        if !summary.changedFiles.isEmpty {
            output += "\nFiles changed:\n"
            for file in summary.changedFiles { output += "  \(file.path): \(fileStatus(file, dryRun: summary.dryRun))\n" }
        }
        section(&output, "Hardcoded fonts replaced", summary.replacedFonts.map(replacementLine))
        section(&output, "Custom fonts", summary.customFonts.map { "\($0.path):\($0.line) \(fontName($0)): \($0.decision)" })
        section(&output, "Other fixes", summary.otherFixes.map(replacementLine))
        section(&output, "Type levels", summary.levels.map(levelsLine))
        section(&output, "Left for a person", summary.left.map(leftLine))
        section(&output, "Manual test steps", summary.checks.map(FixSummary.steps(for:)))
        return output
    }

    private static func section(_ output: inout String, _ title: String, _ lines: [String]) {
        guard !lines.isEmpty else { return }
        output += "\n\(title):\n"
        for line in lines { output += "  \(line)\n" }
    }

    static func headline(_ summary: FixSummary) -> String {
        let files = summary.changedFiles.count { $0.failure == nil }
        let fixes = summary.fixCount
        let verb = summary.dryRun ? "would apply" : "applied"
        var line = "typecase fix: \(verb) \(count(fixes, "fix", "fixes")) in \(count(files, "file", "files"))"
            + " (\(summary.filesRead) read)"
        let failed = summary.changedFiles.count { $0.failure != nil }
        if failed > 0 { line += "; \(count(failed, "file", "files")) not changed" }
        line += "; \(count(summary.left.count, "finding", "findings")) left"
        return line + (summary.dryRun ? " (dry run: nothing written)" : "")
    }

    private static func count(_ number: Int, _ singular: String, _ plural: String) -> String {
        "\(number) \(number == 1 ? singular : plural)"
    }

    private static func fileStatus(_ file: FixSummary.ChangedFile, dryRun: Bool) -> String {
        if let failure = file.failure { return "not changed — \(failure.message)" }
        return "\(count(file.fixes, "fix", "fixes"))\(dryRun ? " (would be written)" : "")"
    }

    private static func replacementLine(_ replacement: FixSummary.Replacement) -> String {
        let times = replacement.places.count == 1 ? "" : " ×\(replacement.places.count)"
        let kind = replacement.isExact ? "" : " (approximate)"
        return "\(replacement.change)\(times)\(kind) [\(replacement.ruleID)] at \(replacement.places.joined(separator: ", "))"
    }

    private static func levelsLine(_ levels: FixSummary.Levels) -> String {
        let change = levels.change
        let before = "\(FixSummary.levelCount(change.before)) (\(FixSummary.sizes(change.before)))"
        let after = change.after == change.before ? "unchanged"
            : "\(FixSummary.levelCount(change.after)) (\(FixSummary.sizes(change.after)))"
        return "\(change.screen) (\(levels.path)): \(before) → \(after)"
    }

    private static func leftLine(_ item: UnfixedFinding) -> String {
        let finding = item.finding
        return "\(finding.path):\(finding.location.line):\(finding.location.column) [\(finding.ruleID)] "
            + "\(singleLine(finding.message)) — \(item.reason.text)"
    }

    private static func fontName(_ decision: CustomFontDecision) -> String {
        let family = decision.family.map { "'\($0)'" } ?? "custom font"
        return decision.size.map { "\(family) \(FixSummary.sizes([$0]))" } ?? family
    }

    // MARK: Markdown

    static func markdown(_ summary: FixSummary) -> String {
        var output = "# typecase fix\n\n\(headline(summary).dropFirst("typecase fix: ".count)).\n"
        if !summary.changedFiles.isEmpty {
            output += "\n## Files changed\n\n| File | Fixes | Status |\n| --- | ---: | --- |\n"
            for file in summary.changedFiles {
                let status = file.failure.map { "not changed — \(MarkdownReporter.cell($0.message))" }
                    ?? (summary.dryRun ? "would be written" : "written")
                output += "| \(MarkdownReporter.cell(file.path)) | \(file.fixes) | \(status) |\n"
            }
        }
        replacementTable(&output, "Hardcoded fonts replaced", summary.replacedFonts)
        if !summary.customFonts.isEmpty {
            output += "\n## Custom fonts\n\n| Font | Where | Decision |\n| --- | --- | --- |\n"
            for font in summary.customFonts {
                output += "| \(MarkdownReporter.cell(fontName(font))) | \(MarkdownReporter.cell("\(font.path):\(font.line)")) "
                    + "| \(MarkdownReporter.cell(font.decision)) |\n"
            }
        }
        replacementTable(&output, "Other fixes", summary.otherFixes)
        if !summary.levels.isEmpty {
            output += "\n## Type levels\n\n| Screen | Before | After |\n| --- | --- | --- |\n"
            for levels in summary.levels {
                let change = levels.change
                output += "| \(MarkdownReporter.cell(change.screen)) (\(MarkdownReporter.cell(levels.path))) "
                    + "| \(FixSummary.levelCount(change.before)): \(FixSummary.sizes(change.before)) "
                    + "| \(FixSummary.levelCount(change.after)): \(FixSummary.sizes(change.after)) |\n"
            }
        }
        if !summary.left.isEmpty {
            output += "\n## Left for a person\n\n| Where | Rule | Finding | Reason |\n| --- | --- | --- | --- |\n"
            for item in summary.left {
                let finding = item.finding
                output += "| \(MarkdownReporter.cell("\(finding.path):\(finding.location.line)")) | `\(finding.ruleID)` "
                    + "| \(MarkdownReporter.cell(finding.message)) | \(MarkdownReporter.cell(item.reason.text)) |\n"
            }
        }
        if !summary.checks.isEmpty {
            output += "\n## Manual test steps\n\n"
            for check in summary.checks { output += "- [ ] \(singleLine(FixSummary.steps(for: check)))\n" }
        }
        return output
    }

    private static func replacementTable(_ output: inout String, _ title: String, _ replacements: [FixSummary.Replacement]) {
        guard !replacements.isEmpty else { return }
        output += "\n## \(title)\n\n| Before → after | Count | Rule | Where |\n| --- | ---: | --- | --- |\n"
        for replacement in replacements {
            let change = MarkdownReporter.cell(replacement.change) + (replacement.isExact ? "" : " (approximate)")
            output += "| \(change) | \(replacement.places.count) | `\(replacement.ruleID)` "
                + "| \(MarkdownReporter.cell(replacement.places.joined(separator: ", "))) |\n"
        }
    }

    // MARK: JSON

    static func json(_ summary: FixSummary) -> JSONValue {
        func replacements(_ list: [FixSummary.Replacement]) -> JSONValue {
            .array(list.map { replacement in
                .object([("rule", .string(replacement.ruleID)), ("change", .string(replacement.change)),
                         ("exact", .bool(replacement.isExact)), ("count", .int(replacement.places.count)),
                         ("places", .array(replacement.places.map { .string($0) }))])
            })
        }
        let files: [JSONValue] = summary.changedFiles.map { file in
            .object([("path", .string(file.path)), ("fixes", .int(file.fixes)),
                     ("status", .string(file.failure == nil ? (summary.dryRun ? "would-write" : "written") : "not-written")),
                     ("failure", file.failure.map { .object([("kind", .string($0.kind.rawValue)), ("message", .string($0.message))]) } ?? .null)])
        }
        let fonts: [JSONValue] = summary.customFonts.map { font in
            .object([("path", .string(font.path)), ("line", .int(font.line)), ("family", font.family.map(JSONValue.string) ?? .null),
                     ("size", font.size.map(JSONValue.number) ?? .null), ("decision", .string(font.decision))])
        }
        let levels: [JSONValue] = summary.levels.map { levels in
            .object([("path", .string(levels.path)), ("screen", .string(levels.change.screen)),
                     ("before", .array(levels.change.before.map(JSONValue.number))),
                     ("after", .array(levels.change.after.map(JSONValue.number)))])
        }
        let left: [JSONValue] = summary.left.map { item in
            let finding = item.finding
            return .object([("path", .string(finding.path)), ("line", .int(finding.location.line)),
                             ("column", .int(finding.location.column)), ("rule", .string(finding.ruleID)),
                             ("severity", .string(finding.severity.rawValue)), ("message", .string(finding.message)),
                             ("reason", .string(item.reason.kind.rawValue)), ("explanation", .string(item.reason.text))])
        }
        let checks: [JSONValue] = summary.checks.map { check in
            .object([("screen", check.isScreen ? .string(check.screen) : .null), ("path", .string(check.path)),
                     ("texts", .array(check.texts.map(JSONValue.string))), ("steps", .string(FixSummary.steps(for: check)))])
        }
        return .object([
            ("tool", .string("typecase")), ("command", .string("fix")), ("dryRun", .bool(summary.dryRun)),
            ("filesRead", .int(summary.filesRead)), ("fixesApplied", .int(summary.fixCount)),
            ("filesChanged", .array(files)), ("replacedFonts", replacements(summary.replacedFonts)),
            ("customFonts", .array(fonts)), ("otherFixes", replacements(summary.otherFixes)),
            ("typeLevels", .array(levels)), ("left", .array(left)), ("manualChecks", .array(checks)),
        ])
    }
}
