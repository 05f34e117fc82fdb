import Foundation
import TypographyAudit

/// The audit as one self-contained HTML page (`typecase audit --report html=PATH`): a summary at the
/// top (findings per severity, per rule, files), the findings grouped by rule — each with its place,
/// the code line with the spot marked, the rule's rationale and the fix — then a compact list by
/// file, and the inventory below when the run collected it (``Report/inventory``). Each finding in
/// the by-rule list carries `data-finding`. Everything from source is escaped.
public enum AuditPage {
    public static func render(_ report: Report) -> String {
        let lines = SourceLines(root: report.metadata.sourceRoot)
        let counts = report.counts
        var body = "<h1>Typography audit</h1>\n"
        body += "<p class=\"lede\">\(HTML.escape(report.metadata.toolName)) \(HTML.escape(report.metadata.toolVersion)): "
        body += "\(SeverityCounts.count(counts.total, "finding")) in \(SeverityCounts.count(report.pathsWithFindings.count, "file")) "
        body += "(\(report.metadata.filesAudited) audited).</p>\n"
        body += "<div class=\"summary\">"
        for (value, label, kind) in [(counts.errors, "errors", "error"), (counts.warnings, "warnings", "warning"),
                                     (counts.notes, "notes", "note"), (report.pathsWithFindings.count, "files with findings", ""),
                                     (report.metadata.filesAudited, "files audited", "")] {
            body += "<div class=\"card \(kind)\"><div class=\"big\">\(value)</div><div class=\"label\">\(label)</div></div>"
        }
        body += "</div>\n"
        let rows = MarkdownReporter.ruleRows(report)
        if !rows.isEmpty {
            body += "<nav class=\"jump\"><a href=\"#by-rule\">By rule</a><a href=\"#by-file\">By file</a>"
            if report.inventory != nil { body += "<a href=\"#inventory\">Inventory</a>" }
            body += "</nav>\n"
            body += ruleTable(rows, report)
            body += byRule(rows, report, lines)
            body += byFile(report)
        }
        if let inventory = report.inventory {
            var sections = HTMLWriter()
            InventoryPage.sections(inventory, to: &sections)
            body += "<section id=\"inventory\">\n<h2 class=\"part\">Type inventory</h2>\n" + sections.string + "</section>\n"
        }
        return HTML.page(title: "Typography audit — typecase", css: css + InventoryPage.css, body: body)
    }

    private static func ruleTable(_ rows: [MarkdownReporter.RuleRow], _ report: Report) -> String {
        var html = "<div class=\"scroll\"><table class=\"rules\">\n<tr><th>Rule</th><th>Severity</th><th class=\"num\">Findings</th></tr>\n"
        for row in rows {
            let name = report.rule(row.id)?.name ?? row.id
            html += "<tr><td><a href=\"#rule-\(HTML.escape(row.id))\">\(HTML.escape(name))</a> <code class=\"muted\">\(HTML.escape(row.id))</code></td>"
            html += "<td>" + row.severities.sorted(by: >).map(badge).joined(separator: " ") + "</td><td class=\"num\">\(row.count)</td></tr>\n"
        }
        return html + "</table></div>\n"
    }

    private static func byRule(_ rows: [MarkdownReporter.RuleRow], _ report: Report, _ lines: SourceLines) -> String {
        var html = "<h2 id=\"by-rule\">Findings by rule</h2>\n"
        var positions: [String: [Int]] = [:]
        for (index, finding) in report.findings.enumerated() { positions[finding.ruleID, default: []].append(index) }
        for row in rows {
            let rule = report.rule(row.id)
            html += "<section class=\"rule\" id=\"rule-\(HTML.escape(row.id))\">\n<h3>\(HTML.escape(rule?.name ?? row.id)) "
            html += "<code class=\"muted\">\(HTML.escape(row.id))</code> <span class=\"muted\">\(row.count)</span></h3>\n"
            if let rationale = rule?.rationale { html += "<p class=\"rationale\">\(HTML.escape(rationale))</p>\n" }
            for index in positions[row.id] ?? [] {
                let finding = report.findings[index]
                html += "<div class=\"finding\" id=\"f\(index)\" data-finding>\n<div class=\"where\">\(badge(finding.severity)) "
                html += "<code>\(HTML.escape("\(finding.path):\(finding.location.line):\(finding.location.column)"))</code></div>\n"
                html += "<div class=\"message\">\(HTML.escape(finding.message))</div>\n"
                if let code = lines.line(finding.location.line, of: finding.path) {
                    html += codeLine(code, line: finding.location.line, column: finding.location.column)
                }
                if let fix = finding.fix {
                    html += "<div class=\"fix\"><span class=\"badge \(fix.isExact ? "ok" : "warning")\">"
                    html += "\(fix.isExact ? "exact fix" : "approximate fix")</span> \(HTML.escape(fix.summary))</div>\n"
                }
                html += "</div>\n"
            }
            html += "</section>\n"
        }
        return html
    }

    private static func byFile(_ report: Report) -> String {
        var html = "<h2 id=\"by-file\">Findings by file</h2>\n"
        var current: String?
        for (index, finding) in report.findings.enumerated() {
            if finding.path != current {
                if current != nil { html += "</ul>\n" }
                current = finding.path
                html += "<h3><code>\(HTML.escape(finding.path))</code></h3>\n<ul class=\"byfile\">\n"
            }
            html += "<li>\(badge(finding.severity)) <a href=\"#f\(index)\">\(finding.location.line):\(finding.location.column)</a> "
            html += "<code class=\"muted\">\(HTML.escape(finding.ruleID))</code> \(HTML.escape(finding.message))</li>\n"
        }
        return current == nil ? html : html + "</ul>\n"
    }

    /// The line with the finding's spot (the word starting at `column`, in UTF-8 bytes) marked.
    private static func codeLine(_ text: String, line: Int, column: Int) -> String {
        let bytes = Array(text.utf8)
        let start = min(max(column - 1, 0), bytes.count)
        var end = start
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        if end == start && end < bytes.count { end += 1 }
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let before = String(decoding: bytes[..<start], as: UTF8.self)
        let spot = String(decoding: bytes[start..<end], as: UTF8.self)
        let after = String(decoding: bytes[end...], as: UTF8.self)
        return "<pre class=\"code\"><span class=\"ln\">\(line)</span>\(HTML.escape(before))<mark>\(HTML.escape(spot))</mark>\(HTML.escape(after))</pre>\n"
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    private static func badge(_ severity: Severity) -> String {
        "<span class=\"badge \(severity.rawValue)\">\(severity.rawValue)</span>"
    }

    private static let css = """
        .card.error .big { color: var(--error); }
        .card.warning .big { color: var(--warn); }
        .card.note .big { color: var(--note); }
        h2.part { font-size: 24px; margin-top: 48px; padding-top: 16px; border-top: 2px solid var(--ink); }
        section.rule { margin-bottom: 20px; }
        .rationale { color: var(--muted); }
        .finding { border-left: 3px solid var(--line); padding: 4px 0 6px 12px; margin: 8px 0; }
        .finding .message { margin: 2px 0; }
        pre.code { margin: 4px 0; padding: 6px 10px; background: var(--soft); border-radius: 6px; overflow-x: auto;
          font-family: \(CSSFontStack.code); font-size: 12.5px; line-height: 18px; }
        pre.code .ln { color: var(--muted); display: inline-block; min-width: 36px; user-select: none; }
        pre.code mark { background: #ffe08a; border-radius: 2px; }
        .fix { font-size: 13px; margin-top: 2px; }
        ul.byfile { list-style: none; padding-left: 0; margin: 4px 0 12px; }
        ul.byfile li { padding: 2px 0; }

        """
}

/// The lines of the files a report names, read once each when asked for (nil when unreadable).
private final class SourceLines {
    private let root: String?
    /// Each file read once: its bytes and where its lines start (nil when it cannot be read).
    private var files: [String: (bytes: [UInt8], starts: [Int])?] = [:]

    init(root: String?) { self.root = root }

    /// Line `number` (1-based) of `path`, without its line break. CR, LF and CR LF each end a line,
    /// as findings count them.
    func line(_ number: Int, of path: String) -> String? {
        if files[path] == nil {
            let absolute = path.hasPrefix("/") || root == nil ? path : root! + "/" + path
            files[path] = .some(FileManager.default.contents(atPath: absolute).map { data in
                let bytes = [UInt8](data)
                return (bytes, Self.lineStarts(bytes))
            })
        }
        guard let file = files[path] ?? nil, number >= 1, number <= file.starts.count else { return nil }
        let start = file.starts[number - 1]
        var end = start
        while end < file.bytes.count, file.bytes[end] != 0x0A, file.bytes[end] != 0x0D { end += 1 }
        return String(decoding: file.bytes[start..<end], as: UTF8.self)
    }

    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            if bytes[index] == 0x0A || bytes[index] == 0x0D { starts.append(index + 1) }
            index += 1
        }
        return starts
    }
}
