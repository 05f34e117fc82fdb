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
/// And each file's settings of the run's rules, read once per distinct `rules` of the configurations.
struct FileVocabularies: Sendable {
    private let vocabularies: [RuleVocabulary]
    /// The scan of each of ``vocabularies``.
    private let scans: [FileWordScan]
    /// Per distinct `rules` of the files' configurations: the settings of each rule of the run, and
    /// the index in ``vocabularies`` of the rules they enable.
    private let settings: [(rules: [RuleConfiguration?], vocabulary: Int)]
    /// Per file, its index in ``settings``.
    private let settingsOfFile: [Int]

    init(files: [DiscoveredFile], rules: [any Rule], extraWords: [[String]] = []) {
        let settingsIndex = RuleSettingsIndex(ids: rules.map { type(of: $0).description.id })
        // Per vocabulary, the rules it is of (a short list: searched, not hashed).
        var enabledRules: [[Bool]] = []
        var vocabularies: [RuleVocabulary] = []
        var settings: [(rules: [RuleConfiguration?], vocabulary: Int)] = []
        // The configurations' `rules` met so far, by index in `settings`: the files of one configuration
        // file share its dictionary, compared by identity before its contents.
        var configured: [[String: RuleConfiguration]] = []
        var settingsOfFile: [Int] = []
        settingsOfFile.reserveCapacity(files.count)
        for file in files {
            if let known = configured.firstIndex(where: { $0 == file.configuration.rules }) {
                settingsOfFile.append(known)
                continue
            }
            let ruleSettings = settingsIndex.settings(in: file.configuration.rules)
            let enabled = ruleSettings.map { $0?.enabled != false }
            let vocabulary: Int
            if let known = enabledRules.firstIndex(of: enabled) {
                vocabulary = known
            } else {
                let words = zip(rules, enabled).filter(\.1).map { type(of: $0.0).names.map(\.vocabularyWord) }
                vocabulary = vocabularies.count
                enabledRules.append(enabled)
                vocabularies.append(RuleVocabulary(words: words + extraWords))
            }
            settingsOfFile.append(settings.count)
            configured.append(file.configuration.rules)
            settings.append((ruleSettings, vocabulary))
        }
        self.vocabularies = vocabularies
        self.settings = settings
        self.settingsOfFile = settingsOfFile
        scans = vocabularies.map(FileWordScan.init)
    }

    /// The vocabulary of file `index` of the run.
    subscript(file index: Int) -> RuleVocabulary {
        vocabularies[settings[settingsOfFile[index]].vocabulary]
    }

    /// What the bytes of file `index` mention, its vocabulary's words included.
    func words(ofFile index: Int, in bytes: [UInt8]) -> FileWords {
        scans[settings[settingsOfFile[index]].vocabulary].words(in: bytes)
    }

    /// Per rule of the run, its setting in the configuration of file `index` (nil when not named
    /// there), as ``RuleSettingsIndex/settings(in:)`` reads them.
    func ruleSettings(ofFile index: Int) -> [RuleConfiguration?] {
        settings[settingsOfFile[index]].rules
    }
}
