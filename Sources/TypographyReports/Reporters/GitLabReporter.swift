import TypographyAudit

/// The findings as a GitLab Code Quality report (`artifacts: reports: codequality:`), the subset of
/// the Code Climate issue format GitLab reads: a JSON array with, per finding, `description`,
/// `check_name` (`typecase/RULE`), a `fingerprint` unique to the finding (rule, path, place and
/// message), `severity` (`critical` for errors, `minor` for warnings, `info` for notes) and
/// `location` (`path`, `lines.begin`).
public enum GitLabReporter {
    public static func render(_ report: Report) -> String {
        var stream = ReportStream()
        write(report, to: &stream)
        return String(decoding: stream.bytes, as: UTF8.self)
    }

    /// Writes the array into `stream`, one issue at a time.
    public static func write(_ report: Report, to stream: inout ReportStream) {
        let findings = report.findings
        StreamedJSON.elements(count: findings.count) { index in
            let finding = findings[index]
            return .object([
                ("description", .string(finding.message)),
                ("check_name", .string("\(report.metadata.toolName)/\(finding.ruleID)")),
                ("fingerprint", .string(fingerprint(finding))),
                ("severity", .string(severity(finding.severity))),
                ("location", .object([
                    ("path", .string(relative(finding.path))),
                    ("lines", .object([("begin", .int(finding.location.line))])),
                ])),
            ])
        }.write(to: &stream)
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "critical"
        case .warning: "minor"
        case .note: "info"
        }
    }

    /// The path without leading `./` (GitLab matches it against the repository's files).
    static func relative(_ path: String) -> String {
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return String(relative)
    }

    /// 32 hex digits of two FNV-1a hashes of the finding's rule, path, line, column and message:
    /// the same finding gets the same fingerprint in every run.
    static func fingerprint(_ finding: Finding) -> String {
        let key = "\(finding.ruleID)\u{0}\(finding.path)\u{0}\(finding.location.line)\u{0}\(finding.location.column)\u{0}\(finding.message)"
        func fnv(_ seed: UInt64) -> UInt64 {
            var hash = seed
            for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }
        let hex = [fnv(0xcbf2_9ce4_8422_2325), fnv(0x84222325_cbf29ce4)].map { String($0, radix: 16) }
        return hex.map { String(repeating: "0", count: 16 - $0.count) + $0 }.joined()
    }
}
