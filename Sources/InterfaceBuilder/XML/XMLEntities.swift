/// The references XML defines without a DTD: the five predefined entities and character references.
enum XMLEntities {
    /// The length of the well-formed reference starting at `start` (at `&`, `;` included), or nil.
    static func referenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Int? {
        var end = start + 1
        while end < bytes.count, end - start <= 12, bytes[end] != UInt8(ascii: ";") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else { return nil }
        guard scalar(of: bytes[(start + 1)..<end]) != nil else { return nil }
        return end - start + 1
    }

    /// The character a reference's name (between `&` and `;`) stands for.
    static func scalar<Bytes: Collection<UInt8>>(of name: Bytes) -> Unicode.Scalar? {
        guard let first = name.first else { return nil }
        if first == UInt8(ascii: "#") {
            var digits = name.dropFirst()
            var radix: UInt32 = 10
            if digits.first == UInt8(ascii: "x") {
                radix = 16
                digits = digits.dropFirst()
            }
            guard !digits.isEmpty, digits.count <= 8 else { return nil }
            var value: UInt32 = 0
            for byte in digits {
                guard let digit = digitValue(byte, radix: radix) else { return nil }
                value = value * radix + digit
            }
            // XML's Char production: tab, line feed, carriage return and from U+0020, no surrogates.
            guard value == 0x9 || value == 0xA || value == 0xD || value >= 0x20 else { return nil }
            return Unicode.Scalar(value)
        }
        switch String(decoding: name, as: UTF8.self) {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: return nil
        }
    }

    private static func digitValue(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16: return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// An attribute value as an XML processor reports it: references replaced, literal tabs and
    /// line breaks as spaces (the reader has checked every reference).
    static func decode(_ raw: ArraySlice<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        var plain: [UInt8] = []
        func flush() {
            scalars.append(contentsOf: String(decoding: plain, as: UTF8.self).unicodeScalars)
            plain.removeAll(keepingCapacity: true)
        }
        var index = raw.startIndex
        while index < raw.endIndex {
            let byte = raw[index]
            if byte == UInt8(ascii: "&"), let end = raw[index...].firstIndex(of: UInt8(ascii: ";")),
               let scalar = scalar(of: raw[(index + 1)..<end]) {
                flush()
                scalars.append(scalar)
                index = end + 1
                continue
            }
            plain.append(byte == 0x9 || byte == 0xA || byte == 0xD ? UInt8(ascii: " ") : byte)
            index += 1
        }
        flush()
        return String(scalars)
    }

    /// `text` with the characters an attribute value cannot hold as they are written as references.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }
}
