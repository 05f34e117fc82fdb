import Foundation

/// The words without which none of a set of rules can report: a file that contains none of them
/// (models, networking, persistence) is read but not parsed or analysed.
///
/// Built from each rule's ``Rule/vocabulary``; one rule with an empty vocabulary admits every file.
struct RuleVocabulary: Sendable {
    /// The words' bytes; nil when every file is admitted.
    private let words: [[UInt8]]?
    /// For each byte value, the indices of the words that start with it.
    private let wordsByFirstByte: [[Int]]

    init(rules: [any Rule]) {
        let vocabularies = rules.map { type(of: $0).vocabulary }
        guard !vocabularies.contains(where: \.isEmpty) else {
            words = nil
            wordsByFirstByte = []
            return
        }
        let words = Array(Set(vocabularies.joined())).sorted().map { Array($0.utf8) }.filter { !$0.isEmpty }
        var byFirstByte = [[Int]](repeating: [], count: 256)
        for (index, word) in words.enumerated() { byFirstByte[Int(word[0])].append(index) }
        self.words = words
        wordsByFirstByte = byFirstByte
    }

    /// Whether `bytes` contain one of the words (anywhere: code, comments or strings), so that some
    /// rule may report in them.
    func admits(_ bytes: [UInt8]) -> Bool {
        guard let words else { return true }
        return bytes.withUnsafeBufferPointer { buffer in
            let count = buffer.count
            for index in 0..<count {
                for word in wordsByFirstByte[Int(buffer[index])] where index + words[word].count <= count {
                    if words[word].withUnsafeBufferPointer({ memcmp(buffer.baseAddress! + index, $0.baseAddress!, $0.count) == 0 }) {
                        return true
                    }
                }
            }
            return false
        }
    }
}
