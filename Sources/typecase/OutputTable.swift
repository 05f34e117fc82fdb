import TypographyReports

/// A value in a command's output row: text, a number, or not published.
enum OutputValue {
    case text(String)
    case number(Double)
    /// Not published: `—` in a table, `null` in JSON, empty in CSV.
    case none

    /// A number, or `.none` for nil.
    static func number(_ value: Double?) -> OutputValue { value.map { .number($0) } ?? .none }

    /// Text, or `.none` for nil.
    static func text(_ value: String?) -> OutputValue { value.map { .text($0) } ?? .none }
}

/// Rows of named values printed as an aligned terminal table, JSON objects or CSV.
struct OutputTable {
    /// (JSON / CSV key, table heading) per column; a nil heading leaves the column out of the table
    /// (a value every row shares, said in a title instead).
    let columns: [(key: String, heading: String?)]
    var rows: [[OutputValue]] = []

    /// Columns aligned with two spaces between them; columns without text right-aligned (numbers).
    func renderTable() -> String {
        let shown = columns.indices.filter { columns[$0].heading != nil }
        let headings = shown.map { columns[$0].heading! }
        let cells = rows.map { row in shown.map { tableText(row[$0]) } }
        var widths = headings.map(\.count)
        for row in cells { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        func line(_ texts: [String], rightAligned: [Bool]) -> String {
            var text = texts.enumerated().map { index, text in
                let padding = String(repeating: " ", count: widths[index] - text.count)
                return rightAligned[index] ? padding + text : text + padding
            }.joined(separator: "  ")
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        let numeric = shown.map { column in !rows.contains { if case .text = $0[column] { true } else { false } } }
        var lines = [line(headings, rightAligned: numeric)]
        lines.append(line(widths.map { String(repeating: "-", count: $0) }, rightAligned: numeric))
        lines += cells.map { line($0, rightAligned: numeric) }
        return lines.joined(separator: "\n")
    }

    /// A JSON array with one object per row, keys in column order.
    func renderJSON() -> String {
        let objects = rows.map { row in
            "{" + zip(columns, row).map { "\"\($0.key)\":\(jsonText($1))" }.joined(separator: ",") + "}"
        }
        return "[\n" + objects.map { "  " + $0 }.joined(separator: ",\n") + "\n]"
    }

    /// CSV with a header line of the keys; values that need it are quoted.
    func renderCSV() -> String {
        let header = columns.map(\.key).joined(separator: ",")
        let lines = rows.map { row in row.map(csvText).joined(separator: ",") }
        return ([header] + lines).joined(separator: "\n")
    }

    private func tableText(_ value: OutputValue) -> String {
        switch value {
        case .text(let text): text
        case .number(let number): numberText(number)
        case .none: "—"
        }
    }

    private func csvText(_ value: OutputValue) -> String {
        switch value {
        case .text(let text):
            text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" })
                ? "\"" + text.replacing("\"", with: "\"\"") + "\"" : text
        case .number(let number): numberText(number)
        case .none: ""
        }
    }
}

/// A JSON value as text: strings escaped, numbers as `numberText`, `null` for not published.
func jsonText(_ value: OutputValue) -> String {
    switch value {
    case .text(let text):
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case "\r": escaped += "\\r"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped + "\""
    case .number(let number): return numberText(number)
    case .none: return "null"
    }
}
