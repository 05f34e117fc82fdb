/// Byte and code-point classes of Swift's lexical grammar, as the compiler's lexer defines them.
///
/// ASCII bytes are classified with one table lookup; code points above ASCII use the ranges of the
/// Swift reference (identifier characters per N1518, operator characters per "Operators").
enum LexerCharacters {
    static let identifierStart: UInt8 = 1 << 0
    static let identifierContinuation: UInt8 = 1 << 1
    static let operatorCharacter: UInt8 = 1 << 2
    static let digit: UInt8 = 1 << 3
    static let hexDigit: UInt8 = 1 << 4
    /// Bytes that end a run of plain string-literal text: `\`, `"`, `'`, newline, carriage return.
    static let stringSpecial: UInt8 = 1 << 5
    /// Printable ASCII other than `/`, `<` and `>`: a token starts here (no comment or conflict
    /// marker can).
    static let tokenStart: UInt8 = 1 << 6

    /// One entry per byte value; bytes >= 0x80 have no flags (they need UTF-8 decoding).
    nonisolated(unsafe) static let table: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        table.initialize(repeating: 0, count: 256)
        for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { table[Int(byte)] |= identifierStart | identifierContinuation }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { table[Int(byte)] |= identifierStart | identifierContinuation }
        table[Int(UInt8(ascii: "_"))] |= identifierStart | identifierContinuation
        table[Int(UInt8(ascii: "$"))] |= identifierContinuation
        for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { table[Int(byte)] |= identifierContinuation | digit | hexDigit }
        for byte in UInt8(ascii: "a")...UInt8(ascii: "f") { table[Int(byte)] |= hexDigit }
        for byte in UInt8(ascii: "A")...UInt8(ascii: "F") { table[Int(byte)] |= hexDigit }
        for byte in "/=-+*%<>!&|^~.?".utf8 { table[Int(byte)] |= operatorCharacter }
        for byte in "\\\"'\n\r".utf8 { table[Int(byte)] |= stringSpecial }
        for byte in UInt8(0x21)...UInt8(0x7E) where byte != UInt8(ascii: "/") && byte != UInt8(ascii: "<")
            && byte != UInt8(ascii: ">") {
            table[Int(byte)] |= tokenStart
        }
        return UnsafePointer(table)
    }()

    /// One entry per byte value: the kind of the one-byte token that byte always is outside string
    /// interpolations (brackets, `,`, `:`, `;`), else `.unknown`.
    nonisolated(unsafe) static let punctuation: UnsafePointer<TokenKind> = {
        let table = UnsafeMutablePointer<TokenKind>.allocate(capacity: 256)
        table.initialize(repeating: .unknown, count: 256)
        let kinds: [(Unicode.Scalar, TokenKind)] = [
            ("(", .leftParen), (")", .rightParen), ("{", .leftBrace), ("}", .rightBrace), ("[", .leftSquare),
            ("]", .rightSquare), (",", .comma), (":", .colon), (";", .semicolon),
        ]
        for (byte, kind) in kinds { table[Int(UInt8(ascii: byte))] = kind }
        return UnsafePointer(table)
    }()

    @inline(__always) static func has(_ byte: UInt8, _ flag: UInt8) -> Bool {
        table[Int(byte)] & flag != 0
    }

    /// A code point that may continue an identifier (ASCII letters, digits, `_`, `$`, and the
    /// Unicode ranges of N1518 X.1 and X.2).
    static func isIdentifierContinuation(_ c: UInt32) -> Bool {
        if c < 0x80 { return has(UInt8(c), identifierContinuation) }
        return isUnicodeIdentifierHead(c) || isCombining(c)
    }

    /// A code point that may start an operator.
    static func isOperatorStart(_ c: UInt32) -> Bool {
        if c < 0x80 { return has(UInt8(c), operatorCharacter) }
        switch c {
        case 0x00A1...0x00A7, 0x00A9, 0x00AB, 0x00AC, 0x00AE, 0x00B0, 0x00B1, 0x00B6, 0x00BB, 0x00BF,
             0x00D7, 0x00F7, 0x2016, 0x2017, 0x2020...0x2027, 0x2030...0x203E, 0x2041...0x2053,
             0x2055...0x205E, 0x2190...0x23FF, 0x2500...0x2775, 0x2794...0x2BFF, 0x2E00...0x2E7F,
             0x3001...0x3003, 0x3008...0x3030:
            return true
        default:
            return false
        }
    }

    /// A code point that may continue an operator (the `.` rule is applied by the lexer).
    static func isOperatorContinuation(_ c: UInt32) -> Bool {
        if isOperatorStart(c) { return true }
        switch c {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F,
             0xE0100...0xE01EF:
            return true
        default:
            return false
        }
    }

    private static func isCombining(_ c: UInt32) -> Bool {
        switch c {
        case 0x0300...0x036F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return false
        }
    }

    private static func isUnicodeIdentifierHead(_ c: UInt32) -> Bool {
        switch c {
        case 0x00A8, 0x00AA, 0x00AD, 0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA, 0x00BC...0x00BE,
             0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x167F, 0x1681...0x180D,
             0x180F...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054,
             0x2060...0x206F, 0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF,
             0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF,
             0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44, 0xFE47...0xFFFD:
            return true
        case 0x10000...0xEFFFF:
            return c & 0xFFFF <= 0xFFFD
        default:
            return false
        }
    }

    /// Decodes the UTF-8 scalar at `index` the way the compiler's lexer does: `value` is nil for an
    /// invalid sequence, `length` is how many bytes it covers (at least 1).
    static func decode(_ base: UnsafePointer<UInt8>, _ index: Int, _ count: Int) -> (value: UInt32?, length: Int) {
        let lead = base[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        let expected: Int
        switch lead {
        case 0xC2...0xDF: expected = 2
        case 0xE0...0xEF: expected = 3
        case 0xF0...0xF4: expected = 4
        default:
            // A continuation byte or an impossible lead: skip to the next possible start byte.
            var end = index + 1
            while end < count, base[end] & 0xC0 == 0x80 { end += 1 }
            return (nil, end - index)
        }
        var value = UInt32(lead) & (0xFF >> UInt32(expected + 1))
        var end = index + 1
        while end < index + expected {
            guard end < count, base[end] & 0xC0 == 0x80 else { return (nil, end - index) }
            value = value << 6 | UInt32(base[end] & 0x3F)
            end += 1
        }
        if (0xD800...0xDFFF).contains(value) || value > 0x10FFFF { return (nil, expected) }
        let minimum: UInt32 = expected == 2 ? 0x80 : expected == 3 ? 0x800 : 0x10000
        return (value >= minimum ? value : nil, expected)
    }
}
