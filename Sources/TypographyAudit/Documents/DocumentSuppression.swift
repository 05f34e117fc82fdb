import InterfaceBuilder

/// Which findings of a document its `<!-- typecase:… -->` comments suppress.
///
/// `disable:next RULE` covers the next element with everything inside it (`<label>` and its font),
/// `disable:this RULE` the comment's line, and `disable RULE` … `enable RULE` everything in between.
/// Xcode drops comments when it saves a document it has opened; `exclude` in `.typecase.json` is the
/// lasting way to leave a document out.
struct DocumentSuppression {
    private var ranges: [(range: Range<Int>, ids: Set<String>, isAll: Bool)] = []
    private var lines: [(line: Int, ids: Set<String>, isAll: Bool)] = []

    init(_ xml: XMLTree) {
        var open: [String: Int] = [:]
        var openAll: Int?
        for comment in xml.comments {
            let body = xml.text(comment.body).drop { $0 == " " || $0 == "\t" || $0.isNewline }
            guard body.hasPrefix("typecase:"),
                  case .success(let (action, parsed)) = SuppressionParser.parseBody(String(body.dropFirst("typecase:".count)))
            else { continue }
            let isAll = parsed.contains("all")
            let ids = Set(parsed)
            switch action {
            case .disableNext:
                guard let next = xml.elements.firstIndex(where: { $0.range.lowerBound >= comment.range.upperBound }) else { continue }
                ranges.append((xml.elements[next].range, ids, isAll))
            case .disableThis:
                lines.append((xml.location(of: comment.range.lowerBound).line, ids, isAll))
            case .disable:
                if isAll { openAll = openAll ?? comment.range.upperBound }
                for id in ids where open[id] == nil { open[id] = comment.range.upperBound }
            case .enable:
                if isAll, let start = openAll {
                    ranges.append((start..<comment.range.lowerBound, [], true))
                    openAll = nil
                }
                for id in ids {
                    guard let start = open.removeValue(forKey: id) else { continue }
                    ranges.append((start..<comment.range.lowerBound, [id], false))
                }
            }
        }
        let end = xml.bytes.count
        if let start = openAll { ranges.append((start..<end, [], true)) }
        for (id, start) in open { ranges.append((start..<end, [id], false)) }
    }

    var isEmpty: Bool { ranges.isEmpty && lines.isEmpty }

    func isSuppressed(_ finding: Finding) -> Bool { isSuppressed(finding.ruleID, at: finding.location) }

    /// Whether a finding or fact of rule `id` at `location` is suppressed.
    func isSuppressed(_ id: String, at location: SourceLocation) -> Bool {
        ranges.contains { ($0.isAll || $0.ids.contains(id)) && $0.range.contains(location.offset) }
            || lines.contains { ($0.isAll || $0.ids.contains(id)) && $0.line == location.line }
    }
}
