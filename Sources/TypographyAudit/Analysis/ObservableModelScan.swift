import SwiftSource

/// Finds the model classes of a file in its tokens, without the structure parse: the first pass of
/// a run reads view models this way (they hold the counts other files show, and no rule needs them
/// parsed). A class or actor is a model when it has the `@Observable` attribute or names
/// `ObservableObject` before its body; its members are the `var`s directly in its body. A widget's
/// `TimelineEntry` is one too: each entry of the timeline shows new values, so its numeric `let`s and
/// `var`s are numbers that change on screen (`entry.steps`).
struct ObservableModelScan {
    private let bytes: [UInt8]
    /// The tokens that are not comments, in order.
    private let significant: [Token]

    /// The models of a file in source order (an enclosing class before the classes nested in it).
    static func models(tokens: [Token], bytes: [UInt8]) -> [ObservableModel] {
        // Every model names `@Observable`, `ObservableObject` or `TimelineEntry`: most files are ruled
        // out by their bytes.
        guard ByteSearch.contains(bytes, "Observable") || ByteSearch.contains(bytes, "TimelineEntry") else { return [] }
        return ObservableModelScan(tokens: tokens, bytes: bytes).models()
    }

    private init(tokens: [Token], bytes: [UInt8]) {
        self.bytes = bytes
        // Written in place: a filter's appends cost more than the scan that reads them.
        significant = [Token](unsafeUninitializedCapacity: tokens.count) { buffer, count in
            count = 0
            for token in tokens where !token.kind.isComment {
                buffer.initializeElement(at: count, to: token)
                count += 1
            }
        }
    }

    private func models() -> [ObservableModel] {
        var models: [ObservableModel] = []
        // Per open brace: the model whose body it opens, if any.
        var braces: [Int?] = []
        var pendingBody: Int?
        var position = 0
        while position < significant.count {
            let token = significant[position]
            switch token.kind {
            case .leftBrace:
                braces.append(pendingBody)
                pendingBody = nil
            case .rightBrace:
                _ = braces.popLast()
            // The keywords are told apart by length first: most identifiers are none of them.
            case .identifier where token.range.count == 5 && (isWord(position, "class") || isWord(position, "actor"))
                || token.range.count == 6 && isWord(position, "struct"):
                if let model = model(declaredAt: position) {
                    models.append(model)
                    pendingBody = models.count - 1
                }
            case .identifier where token.range.count == 3 && (isWord(position, "var") || isWord(position, "let")):
                guard let owner = braces.last ?? nil, !follows(position, .period),
                      isWord(position, "var") || models[owner].wrapper == Self.entryWrapper,
                      let property = updatingNumber(declaredAt: position, in: models[owner].wrapper)
                else { break }
                models[owner].numbers.insert(property)
            default:
                break
            }
            position += 1
        }
        return models
    }

    // MARK: Declarations

    /// What makes a timeline entry's numbers change, as messages name it.
    static let entryWrapper = "TimelineEntry"

    /// The model a `class`/`actor`/`struct` keyword declares (its numbers still empty), if it is one:
    /// `class Name` followed by `{`, `:`, `<` or `where` (not `class func`, `class var`); a struct
    /// only when it is a `TimelineEntry`.
    private func model(declaredAt position: Int) -> ObservableModel? {
        guard !follows(position, .period), position + 2 < significant.count,
              kind(position + 1) == .identifier else { return nil }
        let after = kind(position + 2)
        guard after == .leftBrace || after == .colon || after == .leftAngle || isWord(position + 2, "where") else { return nil }
        let isStruct = isWord(position, "struct")
        let isObservable = !isStruct && attributes(before: position).contains { isWord($0, "Observable") }
        var isObservableObject = false
        var isEntry = false
        var cursor = position + 2
        while cursor < significant.count, kind(cursor) != .leftBrace {
            if isWord(cursor, "ObservableObject") { isObservableObject = !isStruct }
            if isWord(cursor, "TimelineEntry") { isEntry = true }
            cursor += 1
        }
        let wrapper = isEntry ? Self.entryWrapper : isObservable ? "@Observable" : isObservableObject ? "@Published" : nil
        return wrapper.map { ObservableModel(name: text(position + 1), wrapper: $0, numbers: []) }
    }

    /// The name of the property a `var` (or an entry's `let`) in a model's body declares when it
    /// holds a number that updates: computed (`var total: Double { … }`), or stored and `@Published`
    /// (in an `ObservableObject`), not `@ObservationIgnored` (in an `@Observable` class), or any
    /// (in a timeline entry).
    private func updatingNumber(declaredAt position: Int, in wrapper: String) -> String? {
        let name = position + 1
        guard name < significant.count, kind(name) == .identifier else { return nil }
        var cursor = name + 1
        var typeNames: [Int] = []
        var hasType = false
        if cursor < significant.count, kind(cursor) == .colon {
            hasType = true
            cursor += 1
            let end = endOfClause(from: cursor)
            typeNames = (cursor..<end).filter { kind($0) == .identifier }
            cursor = end
        }
        var initializer: Range<Int>?
        if cursor < significant.count, kind(cursor) == .equal {
            let end = endOfClause(from: cursor + 1)
            initializer = cursor + 1..<end
            cursor = end
        }
        let hasBody = cursor < significant.count && kind(cursor) == .leftBrace
        let isComputed = hasBody && initializer == nil
        let attributes = attributes(before: position)
        let isUpdating = switch wrapper {
        case Self.entryWrapper: !Self.isBound(text(name))
        case "@Observable": isComputed || !attributes.contains { isWord($0, "ObservationIgnored") }
        default: isComputed || attributes.contains { isWord($0, "Published") }
        }
        guard isUpdating else { return nil }
        let holdsNumber: Bool
        if hasType {
            guard let first = typeNames.first else { return nil }
            holdsNumber = typeNames.count == 1 && SyntaxTree.numericTypeNames.contains(text(first)) || isWord(first, "Measurement")
        } else {
            holdsNumber = initializer.map(isNumberLiteral) ?? false
        }
        return holdsNumber ? text(name) : nil
    }

    /// Whether an entry's number is a bound the user set rather than a reading (`dailyGoal`,
    /// `targetPace`, `maxHeartRate`): it stays the same from one entry to the next. Judged by the
    /// camel-case words of the name (`minutesWalked` is a reading).
    private static func isBound(_ name: String) -> Bool {
        CamelCaseWords.contains(name, anyOf: boundWords)
    }

    private static let boundWords: [[UInt8]] = ["goal", "target", "limit", "capacity", "max", "maximum", "min", "minimum"]
        .map { Array($0.utf8) }

    /// Where a type annotation or an initializer starting at `start` ends: at `=`, `{`, `,`, `;` or
    /// `}` outside brackets, or at the first token on a later line outside brackets.
    private func endOfClause(from start: Int) -> Int {
        var depth = 0
        var cursor = start
        while cursor < significant.count {
            switch kind(cursor) {
            case .leftParen, .leftSquare, .leftAngle:
                depth += 1
            case .rightParen, .rightSquare, .rightAngle:
                depth -= 1
                if depth < 0 { return cursor }
            case .equal, .leftBrace, .comma, .semicolon, .rightBrace:
                if depth == 0 { return cursor }
            default:
                break
            }
            if depth == 0, cursor > start, startsLine(cursor), kind(cursor) != .rightParen,
               kind(cursor) != .rightSquare, kind(cursor) != .rightAngle {
                return cursor
            }
            cursor += 1
        }
        return cursor
    }

    /// Whether an initializer is one number literal, with `-` or `+` before it (`0`, `-1.5`).
    private func isNumberLiteral(_ range: Range<Int>) -> Bool {
        guard let last = range.last, kind(last) == .integerLiteral || kind(last) == .floatLiteral else { return false }
        return range.dropLast().allSatisfy { kind($0) == .prefixOperator && (isWord($0, "-") || isWord($0, "+")) }
    }

    /// The names of the attributes before a declaration keyword, past its modifiers
    /// (`@Published private(set) var`, `@MainActor @Observable final class`).
    private func attributes(before position: Int) -> [Int] {
        var names: [Int] = []
        var cursor = position - 1
        while cursor >= 0 {
            switch kind(cursor) {
            case .rightParen:
                // An attribute's or modifier's arguments: `@available(…)`, `private(set)`.
                var depth = 0
                while cursor >= 0 {
                    if kind(cursor) == .rightParen { depth += 1 }
                    if kind(cursor) == .leftParen { depth -= 1 }
                    if depth == 0 { break }
                    cursor -= 1
                }
                cursor -= 1
            case .identifier where cursor > 0 && kind(cursor - 1) == .atSign:
                names.append(cursor)
                cursor -= 2
            case .identifier where Self.modifiers.contains { isWord(cursor, $0) }:
                cursor -= 1
            default:
                return names
            }
        }
        return names
    }

    private static let modifiers: [StaticString] = [
        "public", "private", "fileprivate", "internal", "open", "package", "final", "static", "class", "override",
        "lazy", "weak", "unowned", "nonisolated", "dynamic", "required", "convenience",
    ]

    // MARK: Tokens

    private func kind(_ position: Int) -> TokenKind { significant[position].kind }

    private func follows(_ position: Int, _ kind: TokenKind) -> Bool { position > 0 && self.kind(position - 1) == kind }

    private func isWord(_ position: Int, _ word: StaticString) -> Bool {
        let range = significant[position].range
        guard range.count == word.utf8CodeUnitCount else { return false }
        return word.withUTF8Buffer { bytes[range].elementsEqual($0) }
    }

    private func text(_ position: Int) -> String {
        String(decoding: bytes[significant[position].range], as: UTF8.self)
    }

    /// Whether a line break lies between the token at `position` and the one before it.
    private func startsLine(_ position: Int) -> Bool {
        let end = significant[position - 1].range.upperBound
        return bytes[end..<significant[position].range.lowerBound].contains(UInt8(ascii: "\n"))
    }
}
