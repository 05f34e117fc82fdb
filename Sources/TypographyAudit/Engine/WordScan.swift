/// Finds which of a set of words a file's bytes contain (anywhere: code, comments or strings), in
/// one pass over the bytes for all of them; each word sets flags, and the scan answers the union of
/// the flags of the words found.
///
/// Each word is looked for by its *anchor*: the pair of bytes inside it that is rarest in Swift source
/// (``ByteSearch/rarity(of:)``, the pair and the byte after it weighed together). The bytes are read
/// two at a time: a word whose anchor starts at an even offset has its anchor there, one whose anchor
/// starts at an odd offset has the anchor's second byte and the byte after it at the next even offset.
/// Most pairs at even offsets are neither, ruled out with one table lookup (two pairs at a time).
struct WordScan: Sendable {
    /// A word: its bytes in ``spellings``, its anchor's offset in it and the anchor as one number.
    private struct Word {
        var start: Int
        var count: Int
        var anchorOffset: Int
        var anchorPair: Int
        var flags: UInt32
        /// The union of the flags of the words of this anchor from this one on: once the scan has
        /// found all of them, a pair with this anchor is passed over without reading its words.
        var anchorFlags: UInt32 = 0
    }

    /// The words, by ascending anchor pair.
    private let words: [Word]
    /// The words' bytes, one after the other.
    private let spellings: [UInt8]
    /// Per pair of bytes (the first byte in the low half, as a little-endian load reads them): when
    /// the pair is an anchor, 1 + the index of its first word in ``words``; and ``anchorBefore`` when
    /// it follows the first byte of an anchor (for a two-byte word: any pair starting with its second
    /// byte), so that at an even offset the anchor may start at the odd offset before. Zero for most pairs.
    private let pairs: [UInt16]
    /// The bit of ``pairs`` that marks a pair an anchor may start one byte before.
    private static let anchorBefore: UInt16 = 0x8000
    /// The union of the words' flags.
    let allFlags: UInt32

    /// `words`: each spelling (two bytes or more; shorter ones are never found) with the flags it sets.
    init(words: [(String, UInt32)]) {
        // Keyed by `String`, whose hashing the run has set up already (the first dictionary keyed by
        // byte arrays cost the runtime more than building the scan).
        var flagsBySpelling: [String: UInt32] = [:]
        for (spelling, flags) in words where spelling.utf8.count >= 2 {
            flagsBySpelling[spelling, default: 0] |= flags
        }
        var pairs = [UInt16](repeating: 0, count: 65536)
        var found: [Word] = []
        var spellings: [UInt8] = []
        // In byte order, so that the scan does not depend on the dictionary's order.
        for (spelling, flags) in flagsBySpelling.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            let text = Array(spelling.utf8)
            let offset = Self.anchorOffset(of: text)
            let pair = Self.pair(text[offset], text[offset + 1])
            if offset + 2 < text.count {
                pairs[Self.pair(text[offset + 1], text[offset + 2])] |= Self.anchorBefore
            } else {
                for next in 0...UInt8.max { pairs[Self.pair(text[offset + 1], next)] |= Self.anchorBefore }
            }
            found.append(Word(start: spellings.count, count: text.count, anchorOffset: offset, anchorPair: pair,
                              flags: flags))
            spellings += text
        }
        precondition(found.count < Int(Self.anchorBefore), "WordScan holds at most \(Self.anchorBefore - 1) words")
        // Stable: words of one anchor stay in byte order.
        var sorted = found.enumerated().sorted { ($0.element.anchorPair, $0.offset) < ($1.element.anchorPair, $1.offset) }
            .map(\.element)
        for index in sorted.indices.reversed() {
            let word = sorted[index]
            pairs[word.anchorPair] = pairs[word.anchorPair] & Self.anchorBefore | UInt16(index + 1)
            let next = index + 1 < sorted.count && sorted[index + 1].anchorPair == word.anchorPair ? sorted[index + 1].anchorFlags : 0
            sorted[index].anchorFlags = word.flags | next
        }
        self.words = sorted
        self.spellings = spellings
        self.pairs = pairs
        allFlags = found.reduce(0) { $0 | $1.flags }
    }

    /// A pair of bytes as a little-endian two-byte load reads them.
    private static func pair(_ first: UInt8, _ second: UInt8) -> Int {
        Int(first) | Int(second) << 8
    }

    /// The offset of a word's anchor: of its pairs followed by a third byte (any pair of a two-byte
    /// word), the one whose three bytes are rarest, the pair's second byte counting twice (it is
    /// tested at both parities).
    private static func anchorOffset(of text: [UInt8]) -> Int {
        guard text.count > 2 else { return 0 }
        var best = 0
        var bestRarity = -1
        for offset in 0...(text.count - 3) {
            let rarity = ByteSearch.rarity(of: text[offset]) + 2 * ByteSearch.rarity(of: text[offset + 1])
                + ByteSearch.rarity(of: text[offset + 2])
            if rarity > bestRarity { (best, bestRarity) = (offset, rarity) }
        }
        return best
    }

    /// The flags of the words `bytes` contain; the scan stops once every flag of `wanted` is found
    /// (the flags outside `wanted` may then be incomplete).
    func flags(in bytes: [UInt8], until wanted: UInt32) -> UInt32 {
        guard !words.isEmpty else { return 0 }
        return bytes.withUnsafeBufferPointer { buffer -> UInt32 in
            guard let base = buffer.baseAddress, buffer.count >= 2 else { return 0 }
            return pairs.withUnsafeBufferPointer { pairs in
                spellings.withUnsafeBufferPointer { spellings in
                    words.withUnsafeBufferPointer { words in
                        WordLookup(bytes: base, count: buffer.count, pairs: pairs.baseAddress!, spellings: spellings,
                                   words: words).flags(until: wanted)
                    }
                }
            }
        }
    }

    /// The scan of one file's bytes.
    private struct WordLookup {
        let bytes: UnsafePointer<UInt8>
        let count: Int
        let pairs: UnsafePointer<UInt16>
        let spellings: UnsafeBufferPointer<UInt8>
        let words: UnsafeBufferPointer<Word>

        func flags(until wanted: UInt32) -> UInt32 {
            var found: UInt32 = 0
            var index = 0
            // Two pairs at a time: most are ruled out together.
            while index &+ 3 < count {
                let first = info(at: index)
                let second = info(at: index &+ 2)
                if first | second != 0 {
                    if first != 0 { found |= flags(around: index, info: first, missing: ~found) }
                    if second != 0 { found |= flags(around: index &+ 2, info: second, missing: ~found) }
                    if found & wanted == wanted { return found }
                }
                index &+= 4
            }
            if index &+ 1 < count {
                let last = info(at: index)
                if last != 0 { found |= flags(around: index, info: last, missing: ~found) }
            }
            // An anchor at the last pair of a file of odd length: a two-byte word at its end.
            if count % 2 == 1 { found |= flags(anchoredAt: count - 2, missing: ~found) }
            return found
        }

        /// The table entry of the pair at `index`.
        private func info(at index: Int) -> UInt16 {
            pairs[Int(UInt16(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt16.self)))]
        }

        /// The flags of the words anchored at the even offset `index` (whose pair's entry is `info`) or,
        /// when the entry says one may be, at the odd offset before it, that set a flag of `missing`.
        private func flags(around index: Int, info: UInt16, missing: UInt32) -> UInt32 {
            var found = flags(anchoredAt: index, info: info, missing: missing)
            if info & WordScan.anchorBefore != 0, index > 0 { found |= flags(anchoredAt: index - 1, missing: missing & ~found) }
            return found
        }

        /// The flags of the words whose anchor starts at `position` and that set a flag of `missing`.
        private func flags(anchoredAt position: Int, missing: UInt32) -> UInt32 {
            let info = pairs[WordScan.pair(bytes[position], bytes[position + 1])]
            return flags(anchoredAt: position, info: info, missing: missing)
        }

        /// ``flags(anchoredAt:missing:)`` with the table entry of the pair at `position` read.
        private func flags(anchoredAt position: Int, info: UInt16, missing: UInt32) -> UInt32 {
            var index = Int(info & ~WordScan.anchorBefore)
            guard index != 0, words[index - 1].anchorFlags & missing != 0 else { return 0 }
            index -= 1
            let pair = words[index].anchorPair
            var found: UInt32 = 0
            // The words of this anchor are side by side.
            while index < words.count, words[index].anchorPair == pair {
                let word = words[index]
                index += 1
                let start = position - word.anchorOffset
                guard word.flags & missing != 0, start >= 0, start + word.count <= count else { continue }
                var offset = 0
                while offset < word.count && bytes[start + offset] == spellings[word.start + offset] { offset += 1 }
                if offset == word.count { found |= word.flags }
            }
            return found
        }
    }
}
