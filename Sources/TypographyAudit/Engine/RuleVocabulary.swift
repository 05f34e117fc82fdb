/// The words without which none of a set of rules can report: a file that contains none of them
/// (models, networking, persistence) is read but not parsed or analysed.
///
/// Built from each rule's ``Rule/names``; one rule without names (or with a one-byte name) admits
/// every file.
struct RuleVocabulary: Sendable {
    /// The words; nil when every file is admitted.
    let words: [String]?
    /// The scan for ``words``, each setting flag 1.
    private let scan: WordScan

    /// The rules' words, and `extraWords` (an inspector's, see ``FileInspector``).
    init(rules: [any Rule], extraWords: [[String]] = []) {
        self.init(words: rules.map { type(of: $0).names.map(\.vocabularyWord) } + extraWords)
    }

    /// The union of several vocabularies; an empty one admits every file.
    init(words vocabularies: [[String]]) {
        let words = Array(Set(vocabularies.joined())).sorted()
        let admitsAll = vocabularies.contains(where: \.isEmpty) || words.contains { $0.utf8.count < 2 }
        self.words = admitsAll ? nil : words
        scan = WordScan(words: admitsAll ? [] : words.map { ($0, UInt32(1)) })
    }

    /// Whether `bytes` contain one of the words (anywhere: code, comments or strings), so that some
    /// rule may report in them.
    func admits(_ bytes: [UInt8]) -> Bool {
        words == nil || scan.flags(in: bytes, until: 1) != 0
    }
}

/// The vocabulary of each file of a run: the words of the rules its configuration enables (a rule
/// disabled for a file cannot report in it), and an inspector's; one vocabulary per distinct set of
/// enabled rules, each with the first pass's scan of its words and the others (``FileWordScan``).
struct FileVocabularies: Sendable {
    private let vocabularies: [RuleVocabulary]
    /// The scan of each of ``vocabularies``.
    private let scans: [FileWordScan]
    /// Per file, its index in ``vocabularies``.
    private let vocabularyOfFile: [Int]

    init(files: [DiscoveredFile], rules: [any Rule], extraWords: [[String]] = []) {
        let settingsIndex = RuleSettingsIndex(ids: rules.map { type(of: $0).description.id })
        var indexByEnabled: [[Bool]: Int] = [:]
        var vocabularies: [RuleVocabulary] = []
        var vocabularyOfFile: [Int] = []
        vocabularyOfFile.reserveCapacity(files.count)
        for file in files {
            let enabled = settingsIndex.settings(in: file.configuration.rules).map { $0?.enabled != false }
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
        scans = vocabularies.map(FileWordScan.init)
    }

    /// The vocabulary of file `index` of the run.
    subscript(file index: Int) -> RuleVocabulary {
        vocabularies[vocabularyOfFile[index]]
    }

    /// What the bytes of file `index` mention, its vocabulary's words included.
    func words(ofFile index: Int, in bytes: [UInt8]) -> FileWords {
        scans[vocabularyOfFile[index]].words(in: bytes)
    }
}
