import TypographyAudit

/// Renders a ``FixSummary`` as text (the terminal), Markdown (a pull request) or JSON (tools).
public enum FixSummaryReporter {
    public enum Format: String, Sendable, CaseIterable {
        case text, markdown, json
    }

    public static func render(_ summary: FixSummary, as format: Format) -> String {
        switch format {
        case .text: String(decoding: text(summary), as: UTF8.self)
        case .markdown: markdown(summary)
        case .json: json(summary).rendered()
        }
    }

    /// The summary's UTF-8 bytes, for writing (the text format is built as bytes).
    public static func renderBytes(_ summary: FixSummary, as format: Format) -> [UInt8] {
        format == .text ? text(summary) : Array(render(summary, as: format).utf8)
    }

    // MARK: Text

    static func text(_ summary: FixSummary) -> [UInt8] {
        // Written as bytes: a run over a large app leaves thousands of findings, and interpolated
        // strings appended one by one cost several times the bytes.
        var output: [UInt8] = []
        output.appendUTF8(headline(summary))
        output.append(UInt8(ascii: "\n"))
        if !summary.changedFiles.isEmpty {
            output.appendUTF8("\nFiles changed:\n")
            for file in summary.changedFiles {
                output.appendUTF8("  \(file.path): \(fileStatus(file, dryRun: summary.dryRun))\n")
            }
        }
        section(&output, "Hardcoded fonts replaced", summary.replacedFonts) { $0.appendUTF8(replacementLine($1)) }
        section(&output, "Custom fonts", summary.customFonts) { $0.appendUTF8("\($1.path):\($1.line) \(fontName($1)): \($1.decision)") }
        section(&output, "Other fixes", summary.otherFixes) { $0.appendUTF8(replacementLine($1)) }
        section(&output, "Type levels", summary.levels) { $0.appendUTF8(levelsLine($1)) }
        section(&output, "Left for a person", summary.left, line: writeLeftLine)
        section(&output, "Manual test steps", summary.checks) { $0.appendUTF8(FixSummary.steps(for: $1)) }
        return output
    }

    /// A titled section of indented lines, each written by `line`; nothing when there are none.
    private static func section<Item>(_ output: inout [UInt8], _ title: String, _ items: [Item],
                                      line: (inout [UInt8], Item) -> Void) {
        guard !items.isEmpty else { return }
        output.appendUTF8("\n\(title):\n")
        for item in items {
            output.appendUTF8("  ")
            line(&output, item)
            output.append(UInt8(ascii: "\n"))
        }
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

    private static func writeLeftLine(_ output: inout [UInt8], _ item: UnfixedFinding) {
        let finding = item.finding
        output.appendUTF8(finding.path)
        output.append(UInt8(ascii: ":"))
        output.appendDecimal(finding.location.line)
        output.append(UInt8(ascii: ":"))
        output.appendDecimal(finding.location.column)
        output.appendUTF8(" [")
        output.appendUTF8(finding.ruleID)
        output.appendUTF8("] ")
        output.appendUTF8(singleLine(finding.message))
        output.appendUTF8(" — ")
        output.appendUTF8(item.reason.text)
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
