import Foundation

extension String {
    /// Whether the text contains `needle` (ASCII), as Foundation's `contains(_:)` answers, without
    /// its cost (a bridge to `NSString` per call): ASCII text is searched on its bytes, other text
    /// (where a combining mark may extend the needle's last letter) by Foundation.
    func contains(ascii needle: StaticString) -> Bool {
        let onBytes = utf8.withContiguousStorageIfAvailable { text -> Bool? in
            guard !text.contains(where: { $0 >= 0x80 }) else { return nil }
            return needle.withUTF8Buffer { pattern in
                guard !pattern.isEmpty, pattern.count <= text.count else { return false }
                return (0...(text.count - pattern.count)).contains { start in
                    (0..<pattern.count).allSatisfy { text[start + $0] == pattern[$0] }
                }
            }
        }
        if let found = onBytes ?? nil { return found }
        return contains(needle.description)
    }
}
