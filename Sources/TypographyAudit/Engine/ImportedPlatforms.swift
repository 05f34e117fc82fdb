import Typography

/// The platform that the files naming a platform framework (`import AppKit`, `import UIKit`,
/// `import WatchKit` / `ClockKit`, found in the first pass's ``FileWords``) agree on, for the files
/// that name none. A macOS app's SwiftUI views import only SwiftUI, but its other files import
/// AppKit: its views are judged with the macOS sizes. An app with several targets keeps each in its
/// own folder (`WatchApp/`, `Mac/`): a SwiftUI-only file takes the platform of the nearest folder
/// (up to its project's root) where at least two thirds of the files that name one name the same.
struct ImportedPlatforms: Sendable {
    /// Per folder of a Swift file (as the file's path shows it), the platform it takes when it is not iOS.
    private let byFolder: [Substring: Platform]
    /// The folders of the files that import WidgetKit and conform a type to `WidgetBundle` (a widget
    /// extension's `@main`), below their project's root: each holds a widget extension's sources.
    private let widgetRoots: [Substring]

    /// `files`: each file's path, its project's root path and what its bytes mention (nil for a document).
    init(_ files: [(path: String, project: String, words: FileWords?)]) {
        var votes: [Substring: Votes] = [:]
        for file in files {
            guard let words = file.words, let platform = Self.platform(named: words) else { continue }
            Self.forEachFolder(of: file.path, upTo: file.project) { votes[$0, default: Votes()].add(platform) }
        }
        // Each folder is decided once, for its first file (an iOS folder too, though only others are kept).
        var decided: [Substring: Platform?] = [:]
        for file in files where file.words != nil {
            let folder = Self.folder(of: file.path[...])
            guard decided[folder] == nil else { continue }
            var found: Platform?
            Self.forEachFolder(of: file.path, upTo: file.project) { candidate in
                if found == nil, let majority = votes[candidate]?.majority { found = majority }
            }
            decided[folder] = .some(found)
        }
        byFolder = decided.compactMapValues { $0 == .ios ? nil : $0 }
        // A bundle at the project's root would make the whole app a widget: only a folder of its own counts.
        widgetRoots = files.compactMap { file in
            guard let words = file.words, words.isSuperset(of: [.importsWidgetKit, .widgetBundle]) else { return nil }
            let folder = Self.folder(of: file.path[...])
            let root = file.project.hasSuffix("/") ? file.project.dropLast() : file.project[...]
            return folder.isEmpty || folder == root ? nil : folder
        }
    }

    /// Whether `path` lies in a widget extension's folder (the folder of its `WidgetBundle`, or below
    /// it): its views are laid out on a widget's canvas of fixed size, also those of files that
    /// import only SwiftUI (a widget's row, its header).
    /// The paths' bytes are compared (both come from the same walk: no two spellings of one name).
    func isInWidgetExtension(_ path: String) -> Bool {
        guard !widgetRoots.isEmpty else { return false }
        let bytes = path.utf8
        return widgetRoots.contains { root in
            let count = root.utf8.count
            guard bytes.count > count + 1, bytes.starts(with: root.utf8) else { return false }
            return bytes[bytes.index(bytes.startIndex, offsetBy: count)] == UInt8(ascii: "/")
        }
    }

    /// The platform for the files of `path`'s folder that name none; nil for iOS (the default).
    func platform(forFile path: String) -> Platform? {
        byFolder.isEmpty ? nil : byFolder[Self.folder(of: path[...])]
    }

    /// The platform a file's imports name: watchOS for WatchKit or ClockKit (UIKit exists on the watch
    /// too), macOS for AppKit alone, iOS for UIKit alone; nil for none or for both AppKit and UIKit.
    static func platform(named words: FileWords) -> Platform? {
        if words.contains(.importsWatchKit) { return .watchos }
        switch (words.contains(.importsAppKit), words.contains(.importsUIKit)) {
        case (true, false): return .macos
        case (false, true): return .ios
        default: return nil
        }
    }

    /// Calls `body` with the folder of `path`, then each folder above it, up to and including `root`
    /// (or up to the top of the path when it does not lie below `root`).
    private static func forEachFolder(of path: String, upTo root: String, _ body: (Substring) -> Void) {
        var folder = Self.folder(of: path[...])
        while true {
            body(folder)
            if folder == root || folder.isEmpty { return }
            folder = Self.folder(of: folder)
        }
    }

    /// What comes before the last `/` of a path (`""` for a bare name). Found in the UTF-8 view: a
    /// search by `Character` cost more than the rest of the first pass's assembly.
    private static func folder(of path: Substring) -> Substring {
        path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
    }

    /// How many files of a folder name each platform.
    private struct Votes {
        private var counts: [Platform: Int] = [:]
        private var total = 0

        mutating func add(_ platform: Platform) {
            counts[platform, default: 0] += 1
            total += 1
        }

        /// The platform at least two thirds of the files name, if one is.
        var majority: Platform? {
            counts.first { 3 * $0.value >= 2 * total }?.key
        }
    }
}
