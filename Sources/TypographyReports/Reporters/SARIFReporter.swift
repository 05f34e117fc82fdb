import TypographyAudit

/// The findings as SARIF 2.1.0 (the OASIS static-analysis interchange format GitHub code scanning and
/// many CI systems read): one run whose driver lists every rule with its description, rationale, help
/// and default level, and one result per finding pointing at the file relative to `%SRCROOT%`.
public enum SARIFReporter {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    /// The `uriBaseId` relative paths are given against (GitHub resolves it to the checkout).
    public static let sourceRootID = "%SRCROOT%"

    public static func render(_ report: Report) -> String {
        var stream = ReportStream()
        write(report, to: &stream)
        return String(decoding: stream.bytes, as: UTF8.self)
    }

    /// Writes the report into `stream`, one result at a time. Columns are UTF-16 code units
    /// (`columnKind`), as GitHub and Xcode count them.
    public static func write(_ report: Report, to stream: inout ReportStream) {
        var driver: [(String, JSONValue)] = [
            ("name", .string(report.metadata.toolName)),
            ("version", .string(report.metadata.toolVersion)),
        ]
        if let uri = report.metadata.informationURI { driver.append(("informationUri", .string(uri))) }
        driver.append(("rules", .array(report.rules.map(ruleValue))))
        var run: [(String, StreamedJSON)] = [("tool", .value(.object([("driver", .object(driver))])))]
        if let root = report.metadata.sourceRoot {
            run.append(("originalUriBaseIds", .value(.object([
                (sourceRootID, .object([("uri", .string(directoryURI(root)))])),
            ]))))
        }
        run.append(("columnKind", .value(.string("utf16CodeUnits"))))
        let findings = report.findings
        var location: (path: String, value: JSONValue)?
        run.append(("results", .elements(count: findings.count) { index in
            let finding = findings[index]
            if location?.path != finding.path {
                location = (finding.path, artifactLocation(report.metadata.systemPaths[finding.path] ?? finding.path))
            }
            return resultValue(finding, ruleIndex: report.ruleIndex[finding.ruleID], artifact: location!.value)
        }))
        if !report.notifications.isEmpty {
            run.append(("invocations", .value(.array([.object([
                ("executionSuccessful", .bool(true)),
                ("toolExecutionNotifications", .array(report.notifications.map(notificationValue))),
            ])]))))
        }
        StreamedJSON.object([
            ("$schema", .value(.string(schemaURI))),
            ("version", .value(.string("2.1.0"))),
            ("runs", .array([.object(run)])),
        ]).write(to: &stream)
    }

    /// A problem with an input as a SARIF notification: its level, message and place (the line
    /// only: the problem's column counts bytes, the run's columns UTF-16 code units).
    static func notificationValue(_ problem: InputProblem) -> JSONValue {
        var location: [(String, JSONValue)] = [("artifactLocation", artifactLocation(problem.path))]
        if let line = problem.line { location.append(("region", .object([("startLine", .int(line))]))) }
        return .object([
            ("level", .string(problem.level)),
            ("message", .object([("text", .string(problem.message))])),
            ("descriptor", .object([("id", .string(problem.kind.rawValue))])),
            ("locations", .array([.object([("physicalLocation", .object(location))])])),
        ])
    }

    static func ruleValue(_ rule: RuleDescription) -> JSONValue {
        .object([
            ("id", .string(rule.id)),
            ("name", .string(rule.name)),
            ("shortDescription", .object([("text", .string(rule.name))])),
            ("fullDescription", .object([("text", .string(rule.rationale))])),
            ("help", .object([
                ("text", .string(helpText(rule, fence: false))),
                ("markdown", .string(helpText(rule, fence: true))),
            ])),
            ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
        ])
    }

    /// The rationale followed by the rule's first triggering and non-triggering examples.
    static func helpText(_ rule: RuleDescription, fence: Bool) -> String {
        var text = rule.rationale
        let sections = [("Reported", rule.triggeringExamples.first),
                        ("Not reported", rule.nonTriggeringExamples.first)]
        for case let (title, example?) in sections {
            let code = example.code.filter { $0 != "↓" }
            text += fence ? "\n\n\(title):\n\n```swift\n\(code)\n```" : "\n\n\(title):\n\(code)"
        }
        return text
    }

    /// The SARIF result for `finding`; `artifact` is its ``artifactLocation(_:)``.
    static func resultValue(_ finding: Finding, ruleIndex: Int?, artifact: JSONValue) -> JSONValue {
        var members: [(String, JSONValue)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members += [
            ("level", .string(level(finding.severity))),
            ("message", .object([("text", .string(finding.message))])),
            ("locations", .array([.object([("physicalLocation", .object([
                ("artifactLocation", artifact),
                ("region", .object([
                    ("startLine", .int(finding.location.line)),
                    ("startColumn", .int(finding.location.utf16Column ?? finding.location.column)),
                ])),
            ]))])])),
        ]
        if let fix = finding.fix {
            members.append(("fixes", .array([.object([
                ("description", .object([("text", .string(fix.summary))])),
                ("artifactChanges", .array([.object([
                    ("artifactLocation", artifact),
                    ("replacements", .array(fix.edits.map { edit in
                        .object([
                            ("deletedRegion", .object([
                                ("byteOffset", .int(edit.range.lowerBound)),
                                ("byteLength", .int(edit.range.count)),
                            ])),
                            ("insertedContent", .object([("text", .string(edit.replacement))])),
                        ])
                    })),
                ])])),
            ])])))
        }
        return .object(members)
    }

    /// SARIF's level for a severity (`error`, `warning`, `note`: the same words).
    static func level(_ severity: Severity) -> String { severity.rawValue }

    /// The `file://` URI of a directory, ending with `/` as SARIF requires of a base URI.
    static func directoryURI(_ absolute: String) -> String {
        "file://" + percentEncoded(absolute.hasSuffix("/") ? absolute : absolute + "/")
    }

    /// A relative path as a URI relative to `%SRCROOT%`; an absolute path as a `file://` URI. `:` is
    /// always encoded, so a relative path (`a:1:2.swift`) can never read as a URI scheme.
    static func artifactLocation(_ path: String) -> JSONValue {
        if path.hasPrefix("/") {
            return .object([("uri", .string("file://" + percentEncoded(path)))])
        }
        var relative = Substring(path)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        return .object([
            ("uri", .string(percentEncoded(String(relative)))),
            ("uriBaseId", .string(sourceRootID)),
        ])
    }

    /// Percent-encodes every byte that may not appear literally in a URI path (RFC 3986 `pchar` and `/`):
    /// the file system's bytes, so a name that is not UTF-8 (carried as ``SystemPath`` does) is
    /// encoded as it is stored (`Caf%E9.swift`).
    static func percentEncoded(_ path: String) -> String {
        guard !path.utf8.allSatisfy({ $0 < 0x80 && uriSafe[Int($0)] }) else { return path }
        let hex = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        for byte in SystemPath.bytes(path) {
            if byte < 0x80 && uriSafe[Int(byte)] {
                output.append(byte)
            } else {
                output += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// For each ASCII byte, whether it may stand unencoded in a URI path.
    private static let uriSafe: [Bool] = (0..<128).map { byte in
        let scalar = Unicode.Scalar(UInt8(byte))
        return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || "-._~/!$&'()*+,;=@".unicodeScalars.contains(scalar)
    }
}
