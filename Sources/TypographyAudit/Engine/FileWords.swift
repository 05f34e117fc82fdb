/// What the first pass of a run reads in a file's bytes, in one pass over them (``FileWordScan``):
/// the words that pick the files worth parsing or lexing, and whether a rule of the file may report
/// in it. Comments and strings count: a word found there only costs work, never a finding.
struct FileWords: OptionSet, Sendable {
    let rawValue: UInt32

    /// A word of the vocabulary of the rules that run on the file (see ``RuleVocabulary``): some
    /// rule may report in it.
    static let vocabulary = FileWords(rawValue: 1 << 0)
    /// `@Published`, `@Observable`, a widget's `TimelineEntry` or a Live Activity's `ActivityAttributes`: the file
    /// may declare observable models.
    static let models = FileWords(rawValue: 1 << 1)
    /// A word of a container of ``ViewContext/placed`` (see ``ViewPlacement/containerWords``): the
    /// file may place views that other files declare.
    static let placements = FileWords(rawValue: 1 << 2)
    /// `extension View`, `extension Text`, a `ViewModifier`, a style's `makeBody(configuration:)` or
    /// a style's static member (`extension ButtonStyle where Self == …`, also in a file of its own):
    /// the file may declare View modifiers.
    static let modifiers = FileWords(rawValue: 1 << 3)
    /// `CGFloat`: with ``staticLet``, the file may declare a number constant of a type.
    static let cgFloat = FileWords(rawValue: 1 << 4)
    /// `static let`.
    static let staticLet = FileWords(rawValue: 1 << 5)
    /// `typecase:` in any common case, the start of a suppression comment (see ``SuppressionParser/mayContainDirective(_:)``).
    static let directive = FileWords(rawValue: 1 << 6)
    /// `scaledFont(for`: the file may declare a function that scales a font it is given (``FontApplier``).
    static let fontAppliers = FileWords(rawValue: 1 << 7)
    /// `import AppKit`, `import UIKit`, `import WatchKit`: the platforms of the run (``ImportedPlatforms``).
    static let importsAppKit = FileWords(rawValue: 1 << 8)
    static let importsUIKit = FileWords(rawValue: 1 << 9)
    static let importsWatchKit = FileWords(rawValue: 1 << 10)
    /// `Font` (`AppFont`, `FontName`) and `: String`: with ``staticLet`` or this, the file may declare
    /// font family names of a type (``mayDeclareFamilyNames``).
    static let fontWord = FileWords(rawValue: 1 << 11)
    static let stringType = FileWords(rawValue: 1 << 12)
    /// `adjustsFontForContentSizeCategory`: the file may declare a text view class or factory whose
    /// views adjust by themselves (``AdjustingTextView``).
    static let adjustsFont = FileWords(rawValue: 1 << 13)
    /// `import WidgetKit` and `: WidgetBundle`: with both, the file may declare a widget extension's bundle,
    /// and its folder holds that extension (``ImportedPlatforms/isInWidgetExtension(_:)``).
    static let importsWidgetKit = FileWords(rawValue: 1 << 14)
    static let widgetBundle = FileWords(rawValue: 1 << 15)
    /// `UIContentSizeCategory.didChangeNotification`, `traitCollectionDidChange`, `registerForTraitChanges`: the file may hold
    /// size-change code that tells types of other files to rebuild (``ReapplyPaths/typesToldToRebuild``).
    static let sizeChange = FileWords(rawValue: 1 << 16)

    /// Whether the file may declare a View modifier, a number constant of a type (`static let` and
    /// `CGFloat`) or a family name of a type (``mayDeclareFamilyNames``). With `extension Font/UIFont/NSFont` (``ExtensionScan/mayDeclareFontExtension(_:)``),
    /// static fonts of app types (``ExtensionScan/mayDeclareTypeFonts(_:)``), ``models`` and
    /// ``placements``, ``fontAppliers``, ``adjustsFont`` and ``sizeChange``: the files worth reading in the first pass.
    var mayDeclareModifiersOrConstants: Bool {
        contains(.modifiers) || isSuperset(of: [.cgFloat, .staticLet]) || mayDeclareFamilyNames
    }

    /// Whether the file may declare font family names of a type: it mentions `Font` and a
    /// `static let` or a `String` raw value (`enum AppFont: String { case display = "…" }`).
    var mayDeclareFamilyNames: Bool {
        contains(.fontWord) && (contains(.staticLet) || contains(.stringType))
    }
}

/// The scan that finds a file's ``FileWords``: the words of its rules' vocabulary and the first
/// pass's others, all looked for in one pass over the bytes.
struct FileWordScan: Sendable {
    private let scan: WordScan
    /// Whether the vocabulary admits every file (a rule without names).
    private let admitsAll: Bool

    init(vocabulary: RuleVocabulary) {
        admitsAll = vocabulary.words == nil
        let vocabularyWords = (vocabulary.words ?? []).map { ($0, FileWords.vocabulary.rawValue) }
        scan = WordScan(words: vocabularyWords + Self.otherWords.map { ($0.spelling, $0.words.rawValue) })
    }

    /// The words of the first pass that are not a vocabulary's.
    private static let otherWords: [(spelling: String, words: FileWords)] = [
        ("@Published", .models), ("@Observable", .models), ("TimelineEntry", .models), ("ActivityAttributes", .models),
        ("extension View", .modifiers), ("extension Text", .modifiers), ("Modifier", .modifiers),
        ("Body(configuration", .modifiers), ("Self ==", .modifiers), ("CGFloat", .cgFloat), ("static let", .staticLet),
        ("Font", .fontWord), (": String", .stringType),
        ("ypecase:", .directive), ("YPECASE:", .directive), ("scaledFont(for", .fontAppliers),
        ("adjustsFontForContentSizeCategory", .adjustsFont),
        ("import AppKit", .importsAppKit), ("import UIKit", .importsUIKit), ("import WatchKit", .importsWatchKit),
        ("import ClockKit", .importsWatchKit), ("import WidgetKit", .importsWidgetKit), (": WidgetBundle", .widgetBundle),
        ("UIContentSizeCategory.didChangeNotification", .sizeChange), ("traitCollectionDidChange", .sizeChange), ("registerForTraitChanges", .sizeChange),
    ] + ViewPlacement.containerWords.map { ($0, .placements) }

    /// What `bytes` mention.
    func words(in bytes: [UInt8]) -> FileWords {
        var words = FileWords(rawValue: scan.flags(in: bytes, until: scan.allFlags))
        if admitsAll { words.insert(.vocabulary) }
        return words
    }
}
