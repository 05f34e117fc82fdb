/// The words of a camel-case name (`likeCount`: `like`, `count`; a word starts at each ASCII capital),
/// compared on the name's bytes in ASCII lower case, without a string per word.
enum CamelCaseWords {
    /// Whether a word of `name` is one of `words` (given in lower case).
    static func contains(_ name: String, anyOf words: [[UInt8]]) -> Bool {
        var name = name
        return name.withUTF8 { contains($0, anyOf: words) }
    }

    /// Whether a word of the name spelt by `bytes` (UTF-8) is one of `words` (given in lower case).
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, anyOf words: [[UInt8]]) -> Bool {
        var start = 0
        for index in 0...bytes.count {
            let isBoundary = index == bytes.count || (index > start && bytes[index] >= 0x41 && bytes[index] <= 0x5A)
            guard isBoundary else { continue }
            let word = bytes[start..<index]
            if words.contains(where: { candidate in
                candidate.count == word.count && zip(candidate, word).allSatisfy { $0 == lowercase($1) }
            }) { return true }
            start = index
        }
        return false
    }

    /// Whether `word` (in lower case) is somewhere in `bytes`, inside a word or across words, ASCII
    /// letters compared in lower case (`rror` in `lastError`).
    static func occurs(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        while start + word.count <= bytes.count {
            var offset = 0
            while offset < word.count && lowercase(bytes[start + offset]) == word[offset] { offset += 1 }
            if offset == word.count { return true }
            start += 1
        }
        return false
    }

    /// An ASCII letter in lower case (other bytes as they are).
    static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
