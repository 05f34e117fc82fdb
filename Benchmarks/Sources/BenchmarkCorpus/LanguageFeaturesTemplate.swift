/// Utility code that exercises the corners of Swift's lexical grammar real projects contain: number
/// literal forms, escapes and Unicode, custom operators, nested generics (`>>`), key paths, `#available`,
/// capture lists, `inout` and `&`, task groups and pound literals.
enum LanguageFeaturesTemplate {
    /// Writes one utility type for `feature`; `index` keeps names unique within the file.
    static func write(_ b: SourceBuilder, feature: Feature, index: Int) {
        let name = "\(feature.name)Math\(index)"
        let field = feature.stringField(b).name
        let symbol = b.pick(["<~>", "~~>", "|>", "**", "+++", "<=>", "•"])
        b.line("infix operator \(symbol): ComparisonPrecedence")
        b.blank()
        b.block("func \(symbol) (lhs: Double, rhs: Double) -> Bool") { b.line("abs(lhs - rhs) < 0.00\(b.int(1...9))") }
        b.blank()
        b.block("struct \(name)") {
            b.line("let `default` = 0b\(b.pick(["1010_1010", "1111", "0001_0000"]))")
            b.line("let permissions = 0o\(b.pick(["644", "755", "600", "777", "640"]))")
            b.line("let hexFloat = 0x1.\(b.int(1...9))p\(b.int(-4...4))")
            b.line("let avogadro = \(b.int(1...9)).02\(b.int(0...9))e2\(b.int(0...9))")
            b.line("let offset = -\(b.int(1...99_999))")
            b.line("let greeting = \"\(b.pick(["🍎 Äpfel — naïve café", "日本語のテキスト", "Ünïcödé “quotes” ‘single’", "emoji 👩‍👩‍👧 flag 🇫🇷"]))\"")
            b.line("let escapes = \"Tab\\tNewline\\n Quote\\\" Unicode \\u{1F600} Backslash \\\\ Zero \\0\"")
            b.line("let café = \"\(b.pick(Vocabulary.phrases))\"")
            b.line("let lookup: Dictionary<String, Array<Set<Int>>> = [:]")
            b.line("var location: String { \"\\(#fileID):\\(#line) \\(#function)\" }")
            b.blank()
            b.block("func clamp<T: Comparable>(_ value: T, to range: ClosedRange<T>) -> T") {
                b.line("min(max(value, range.lowerBound), range.upperBound)")
            }
            b.blank()
            b.block("func total(of values: [Int]?, report: @escaping @Sendable (Int) -> Void) async throws -> Int") {
                b.line("guard let values, !values.isEmpty else { return 0 }")
                b.line("let doubled = values.lazy.filter { $0 % \(b.int(2...5)) == 0 }.map { $0 * 2 }.reduce(0, +)")
                b.block("if #available(iOS 17, macOS 14, *)", close: "}") { b.line("report(doubled)") }
                b.line("let pairs: [(Int, String)] = values.sorted(by: >).enumerated().map { ($0.offset, \"\\($0.element)\") }")
                b.line("var matrix = [[Int]](repeating: [Int](repeating: 0, count: 3), count: 3)")
                b.line("matrix[0][1] &+= pairs.count")
                b.line("swap(&matrix[0][0], &matrix[1][1])")
                b.line("let shifted = doubled << 2 >> 1 | 0xFF & ~0x0F")
                b.line("let flag = !values.isEmpty && doubled != 0 || values.count >= \(b.int(1...9))")
                b.line("let path: KeyPath<\(feature.name), String> = \\.\(field)")
                b.line("let first = values.first.map { $0 + 1 } ?? (flag ? shifted : -1)")
                b.group("return try await withThrowingTaskGroup(of: Int.self) { group in", close: "} + first") {
                    b.line("for value in values { group.addTask { value * 2 } }")
                    b.line("_ = path")
                    b.line("return try await group.reduce(0, +)")
                }
            }
            b.blank()
            b.block("mutating func normalize(_ value: inout Double)") {
                b.line("value = value.isNaN ? .zero : (value * 100).rounded() / 100")
                b.line("let observer = NotificationCenter.default.addObserver(forName: .init(\"\(name)\"), object: nil, queue: .main) { [value] note in")
                b.indented { b.line("print(value, note.name.rawValue, terminator: \"\")") }
                b.line("}")
                b.line("_ = observer as AnyObject? as? NSObject")
            }
        }
    }
}
