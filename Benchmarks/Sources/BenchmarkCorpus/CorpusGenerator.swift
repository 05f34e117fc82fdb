/// Generates the source of a realistic iOS/macOS app — SwiftUI screens, UIKit view controllers, AppKit
/// views, models, view models and networking, widgets, typography helpers — for benchmarks and for
/// checking the lexer against SwiftParser.
///
/// The output depends only on the arguments: the same seed and size give the same files, byte for
/// byte, on every platform. Every file is valid Swift syntax (it is not meant to type-check).
public enum CorpusGenerator {
    /// Generates files totalling about `targetLines` lines (within a few percent for targets above a
    /// few thousand lines), averaging about 35 bytes per line.
    ///
    /// - Parameters:
    ///   - seed: Selects the corpus; any value is fine.
    ///   - targetLines: The total number of lines wanted.
    /// - Returns: Files with unique relative paths, in generation order.
    public static func generate(seed: UInt64, targetLines: Int) -> [GeneratedFile] {
        var random = SplitMix64(seed: seed)
        var files: [GeneratedFile] = []
        var usedPaths: Set<String> = []
        var total = 0
        while total < targetLines {
            let remaining = targetLines - total
            if remaining < 40 && !files.isEmpty { break }
            let builder = SourceBuilder(seed: random.next())
            let lines = min(random.int(60...420), remaining)
            let kind = FileKind.pick(&random)
            let feature = Feature(builder: builder)
            let stem = kind.write(builder, feature: feature, lines: lines)
            var path = "\(kind.folder(feature: feature))/\(stem).swift"
            var suffix = 2
            while usedPaths.contains(path) {
                path = "\(kind.folder(feature: feature))/\(stem)\(suffix).swift"
                suffix += 1
            }
            usedPaths.insert(path)
            files.append(GeneratedFile(path: path, text: builder.text))
            total += builder.lineCount
        }
        return files
    }
}

/// The kinds of files an app has, how often each appears, and where each lives.
enum FileKind: CaseIterable {
    case swiftUIView, uiKitController, appKitView, model, viewModel, widget, fontExtension

    private var weight: Int {
        switch self {
        case .swiftUIView: 36
        case .uiKitController: 16
        case .appKitView: 8
        case .model: 15
        case .viewModel: 13
        case .widget: 7
        case .fontExtension: 5
        }
    }

    static func pick(_ random: inout SplitMix64) -> FileKind {
        var roll = random.int(0...(allCases.reduce(0) { $0 + $1.weight } - 1))
        for kind in allCases {
            if roll < kind.weight { return kind }
            roll -= kind.weight
        }
        return .model
    }

    func folder(feature: Feature) -> String {
        switch self {
        case .swiftUIView, .viewModel: "App/Features/\(feature.name)"
        case .uiKitController: "App/UIKit/\(feature.name)"
        case .appKitView: "App/Mac"
        case .model: "App/Models"
        case .widget: "Widgets"
        case .fontExtension: "App/Design"
        }
    }

    /// Writes a file of this kind and returns its name stem.
    func write(_ builder: SourceBuilder, feature: Feature, lines: Int) -> String {
        switch self {
        case .swiftUIView: SwiftUIViewTemplate.write(builder, feature: feature, lines: lines)
        case .uiKitController: UIKitControllerTemplate.write(builder, feature: feature, lines: lines)
        case .appKitView: AppKitViewTemplate.write(builder, feature: feature, lines: lines)
        case .model: ModelTemplate.write(builder, feature: feature, lines: lines)
        case .viewModel: ViewModelTemplate.write(builder, feature: feature, lines: lines)
        case .widget: WidgetTemplate.write(builder, feature: feature, lines: lines)
        case .fontExtension: FontExtensionTemplate.write(builder, feature: feature, lines: lines)
        }
    }
}
