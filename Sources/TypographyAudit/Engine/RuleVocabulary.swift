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

    /// The words; nil when every file is admitted.
    private let words: [Word]?
    /// The words' bytes, one after the other.
    private let spellings: [UInt8]
    /// One bit for each pair of bytes that starts a word (65,536 bits): most positions of a file
    /// are ruled out with one lookup.
    private let openingPairs: [UInt64]

    /// The rules' words, and `extraWords` (an inspector's, see ``FileInspector``).
    init(rules: [any Rule], extraWords: [[String]] = []) {
        self.init(words: rules.map { type(of: $0).names.map(\.vocabularyWord) } + extraWords)
    }

    /// The union of several vocabularies; an empty one admits every file.
    init(words vocabularies: [[String]]) {
        let texts = Array(Set(vocabularies.joined())).sorted().map { Array($0.utf8) }
        var openingPairs = [UInt64](repeating: 0, count: 1024)
        var words: [Word] = []
        var spellings: [UInt8] = []
        for text in texts where text.count >= 2 {
            let pair = Int(text[0]) << 8 | Int(text[1])
            openingPairs[pair >> 6] |= 1 << UInt64(pair & 63)
            words.append(Word(start: spellings.count, count: text.count, openingPair: pair))
            spellings += text
        }
        let admitsAll = vocabularies.contains(where: \.isEmpty) || texts.contains { $0.count < 2 }
        self.words = admitsAll ? nil : words
        self.spellings = spellings
        self.openingPairs = openingPairs
    }

    /// Whether `bytes` contain one of the words (anywhere: code, comments or strings), so that some
    /// rule may report in them.
    func admits(_ bytes: [UInt8]) -> Bool {
        guard let words else { return true }
        return bytes.withUnsafeBufferPointer { buffer -> Bool in
            guard let base = buffer.baseAddress, buffer.count >= 2 else { return false }
            let count = buffer.count
            return openingPairs.withUnsafeBufferPointer { pairs in
                spellings.withUnsafeBufferPointer { spellings in
                    var pair = Int(base[0])
                    for index in 1..<count {
                        pair = (pair << 8 | Int(base[index])) & 0xFFFF
                        guard pairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { continue }
                        let start = index - 1
                        for word in words where word.openingPair == pair && start + word.count <= count {
                            var offset = 2
                            while offset < word.count && base[start + offset] == spellings[word.start + offset] { offset += 1 }
                            if offset == word.count { return true }
                        }
                    }
                    return false
                }
            }
        }
    }
}
