/// The words without which none of a set of rules can report: a file that contains none of them
/// (models, networking, persistence) is read but not parsed or analysed.
///
/// Built from each rule's ``Rule/names``; one rule without names (or with a one-byte name) admits
/// every file.
struct RuleVocabulary: Sendable {
    /// A word: its bytes in ``spellings`` and its first two bytes as one number.
    private struct Word {
        var start: Int
        var count: Int
        var openingPair: Int
    }

    /// The words, by ascending opening pair; nil when every file is admitted.
    private let words: [Word]?
    /// The words' bytes, one after the other.
    private let spellings: [UInt8]
    /// One bit for each pair of bytes that starts a word (65,536 bits).
    private let openingPairs: [UInt64]
    /// One bit for each pair of bytes that a word starts with or has after its first byte, and
    /// for each pair that starts with the second byte of a two-byte word: a word starts at an even
    /// offset or the one before only where its pair at that even offset is one of these, so a
    /// file is read two bytes at a time and most pairs are ruled out with one lookup.
    private let steppingPairs: [UInt64]

    /// The rules' words, and `extraWords` (an inspector's, see ``FileInspector``).
    init(rules: [any Rule], extraWords: [[String]] = []) {
        self.init(words: rules.map { type(of: $0).names.map(\.vocabularyWord) } + extraWords)
    }

    /// The union of several vocabularies; an empty one admits every file.
    init(words vocabularies: [[String]]) {
        // In byte order, so that the words of one opening pair are side by side, in ascending pairs.
        let texts = Array(Set(vocabularies.joined())).map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        var openingPairs = [UInt64](repeating: 0, count: 1024)
        var steppingPairs = [UInt64](repeating: 0, count: 1024)
        var words: [Word] = []
        var spellings: [UInt8] = []
        for text in texts where text.count >= 2 {
            let pair = Int(text[0]) << 8 | Int(text[1])
            Self.insert(pair, into: &openingPairs)
            Self.insert(pair, into: &steppingPairs)
            if text.count >= 3 {
                Self.insert(Int(text[1]) << 8 | Int(text[2]), into: &steppingPairs)
            } else {
                for next in 0..<256 { Self.insert(Int(text[1]) << 8 | next, into: &steppingPairs) }
            }
            words.append(Word(start: spellings.count, count: text.count, openingPair: pair))
            spellings += text
        }
        let admitsAll = vocabularies.contains(where: \.isEmpty) || texts.contains { $0.count < 2 }
        self.words = admitsAll ? nil : words
        self.spellings = spellings
        self.openingPairs = openingPairs
        self.steppingPairs = steppingPairs
    }

    private static func insert(_ pair: Int, into bits: inout [UInt64]) {
        bits[pair >> 6] |= 1 << UInt64(pair & 63)
    }

    /// Whether `bytes` contain one of the words (anywhere: code, comments or strings), so that some
    /// rule may report in them.
    func admits(_ bytes: [UInt8]) -> Bool {
        guard let words else { return true }
        return bytes.withUnsafeBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress, buffer.count >= 2 else { return false }
            let count = buffer.count
            return openingPairs.withUnsafeBufferPointer { opening in
                steppingPairs.withUnsafeBufferPointer { stepping in
                    spellings.withUnsafeBufferPointer { spellings in
                        words.withUnsafeBufferPointer { words in
                            let scan = WordScan(bytes: base, count: count, opening: opening, spellings: spellings, words: words)
                            var index = 0
                            while index + 1 < count {
                                let pair = Int(base[index]) << 8 | Int(base[index + 1])
                                if stepping[pair >> 6] & (1 << UInt64(pair & 63)) != 0,
                                   scan.hasWord(at: index) || (index > 0 && scan.hasWord(at: index - 1)) {
                                    return true
                                }
                                index += 2
                            }
                            // A word of two bytes ending at an even last byte.
                            return count % 2 == 1 && scan.hasWord(at: count - 2)
                        }
                    }
                }
            }
        }
    }

    /// Word lookups in a file's bytes.
    private struct WordScan {
        let bytes: UnsafePointer<UInt8>
        let count: Int
        let opening: UnsafeBufferPointer<UInt64>
        let spellings: UnsafeBufferPointer<UInt8>
        let words: UnsafeBufferPointer<Word>

        /// Whether a word starts at `start`.
        func hasWord(at start: Int) -> Bool {
            guard start + 1 < count else { return false }
            let pair = Int(bytes[start]) << 8 | Int(bytes[start + 1])
            guard opening[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { return false }
            // The words of this pair: found by binary search, then side by side.
            var low = 0
            var high = words.count
            while low < high {
                let middle = (low + high) / 2
                if words[middle].openingPair < pair { low = middle + 1 } else { high = middle }
            }
            while low < words.count, words[low].openingPair == pair {
                let word = words[low]
                low += 1
                guard start + word.count <= count else { continue }
                var offset = 2
                while offset < word.count && bytes[start + offset] == spellings[word.start + offset] { offset += 1 }
                if offset == word.count { return true }
            }
            return false
        }
    }
}

/// The vocabulary of each file of a run: the words of the rules its configuration enables (a rule
/// disabled for a file cannot report in it), and an inspector's; one vocabulary per distinct set of
/// enabled rules.
struct FileVocabularies: Sendable {
    private let vocabularies: [RuleVocabulary]
    /// Per file, its index in ``vocabularies``.
    private let vocabularyOfFile: [Int]

    init(files: [DiscoveredFile], rules: [any Rule], extraWords: [[String]] = []) {
        let ids = rules.map { type(of: $0).description.id }
        var indexByEnabled: [[Bool]: Int] = [:]
        var vocabularies: [RuleVocabulary] = []
        var vocabularyOfFile: [Int] = []
        vocabularyOfFile.reserveCapacity(files.count)
        for file in files {
            let enabled = ids.map { file.configuration.isEnabled($0) }
            if let known = indexByEnabled[enabled] {
                vocabularyOfFile.append(known)
                continue
            }
            let words = zip(rules, enabled).filter(\.1).map { type(of: $0.0).names.map(\.vocabularyWord) }
            indexByEnabled[enabled] = vocabularies.count
            vocabularyOfFile.append(vocabularies.count)
            vocabularies.append(RuleVocabulary(words: words + extraWords))
        }
        self.vocabularies = vocabularies
        self.vocabularyOfFile = vocabularyOfFile
    }

    /// The vocabulary of file `index` of the run.
    subscript(file index: Int) -> RuleVocabulary {
        vocabularies[vocabularyOfFile[index]]
    }
}
