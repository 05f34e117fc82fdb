import Foundation
import Typography

/// The settings that apply to the files below the directory of one `.typecase.json`: that file's,
/// over those of the `.typecase.json` files above it. A nested file inherits its parent's settings
/// and overrides them key by key: a key it sets replaces the parent's (`include`, `exclude`,
/// `fixedSizeTargets`, `includeTests`), a rule's settings merge one by one (`severity` here,
/// `maxLevels` from above), and its `platforms` globs and `platform` are tried before the parent's.
///
/// ```json
/// {
///   "platform": "ios",
///   "platforms": { "Mac/**": "macos", "Watch/**": "watchos" },
///   "rules": {
///     "too-many-type-levels": { "maxLevels": 4 },
///     "caption2-use": { "enabled": false },
///     "fixed-font-size": { "severity": "error" }
///   },
///   "include": ["Sources/**"],
///   "exclude": ["**/Generated/**", "*.pb.swift"],
///   "fixedSizeTargets": ["Widgets/**"],
///   "includeTests": false
/// }
/// ```
///
/// Globs are relative to the directory of the file that wrote them (see ``Glob``, ``AnchoredGlob``).
public struct Configuration: Sendable {
    /// The file name looked for in each directory.
    public static let fileName = ".typecase.json"

    /// The file this was read from; nil for the built-in default (no file found).
    public var filePath: String?
    /// Absolute path of the directory holding ``filePath``, whose files these settings are.
    public var directory: String
    /// Where each platform applies, nearest file first: a file's `platforms` globs in the order
    /// written, then its `platform` (no glob: every file below it), then its parent's; the first
    /// that matches a file wins.
    public var platformSettings: [PlatformSetting]
    /// Per-rule settings by rule id.
    public var rules: [String: RuleConfiguration]
    /// When not empty, only files matching one of these are audited (when found by walking a directory).
    public var include: [AnchoredGlob]
    /// Files matching one of these are not audited (when found by walking a directory).
    public var exclude: [AnchoredGlob]
    /// Widgets, complications and other targets whose text is fixed-size by design.
    public var fixedSizeTargets: [AnchoredGlob]
    /// Settings that were accepted but have no effect (a rule this version does not run yet), as
    /// warnings naming the file, line and column; those of the files above included.
    public var ineffectiveSettings: [InputProblem]
    /// Whether test targets are audited: folders named `Tests` or `…Tests` and files that import
    /// `XCTest` or `Testing`, whose fonts never reach a screen (default: not audited).
    public var includeTests: Bool

    /// A configuration with every default, for `directory`.
    public init(directory: String, filePath: String? = nil) {
        self.filePath = filePath
        self.directory = directory
        platformSettings = []
        rules = [:]
        include = []
        exclude = []
        fixedSizeTargets = []
        ineffectiveSettings = []
        includeTests = false
    }

    /// The settings of the `.typecase.json` at `filePath` in `directory` start as `parent`'s.
    init(inheriting parent: Configuration, directory: String, filePath: String) {
        self = parent
        self.directory = directory
        self.filePath = filePath
    }

    /// The platform of files no `platforms` glob matches, from the nearest file that sets one; nil
    /// when none does (the engine infers it from the file's imports).
    public var platform: Platform? {
        platformSettings.first { $0.glob == nil }?.platform
    }

    /// `absolutePath` relative to ``directory``, or nil when it is not inside it.
    public func relativePath(of absolutePath: String) -> String? {
        AbsolutePath.relative(absolutePath, below: directory)
    }

    /// The configured platform of a file: the first of ``platformSettings`` that matches; nil when
    /// none says (the engine infers it from the file's imports).
    public func platform(forFile absolutePath: String) -> Platform? {
        platformSettings.first { setting in setting.glob.map { $0.matches(absolutePath) } ?? true }?.platform
    }

    /// Whether a file found by walking a directory is audited: it matches `include` (or `include` is
    /// empty) and matches no `exclude` glob.
    public func includes(file absolutePath: String) -> Bool {
        if !include.isEmpty && !include.contains(where: { $0.matches(absolutePath) }) { return false }
        return !excludes(absolutePath)
    }

    /// Whether a file or folder found by walking a directory matches an `exclude` glob.
    public func excludes(_ absolutePath: String) -> Bool {
        exclude.contains { $0.matches(absolutePath) }
    }

    /// Whether a folder found by walking a directory is a test target's, left out unless
    /// ``includeTests``: named `Tests` or ending in `Tests` (`AppTests`, `UITests`).
    public func skipsTestFolder(named name: String) -> Bool {
        !includeTests && name.hasSuffix("Tests")
    }

    /// Whether the file belongs to a fixed-size target (widget, complication).
    public func isFixedSizeTarget(_ absolutePath: String) -> Bool {
        fixedSizeTargets.contains { $0.matches(absolutePath) }
    }

    /// Whether rule `id` runs (default: on).
    public func isEnabled(_ id: String) -> Bool {
        rules[id]?.enabled ?? true
    }

    /// The severity findings of rule `id` get: the configured one, else `defaultSeverity`.
    public func severity(of id: String, default defaultSeverity: Severity) -> Severity {
        rules[id]?.severity ?? defaultSeverity
    }

    /// The settings of rule `id` (empty when the file does not mention it).
    public func rule(_ id: String) -> RuleConfiguration {
        rules[id] ?? RuleConfiguration()
    }
}

/// A glob of a `.typecase.json` with the directory its patterns are relative to: the file's own.
public struct AnchoredGlob: Sendable, Hashable, CustomStringConvertible {
    public let glob: Glob
    /// Absolute path of the directory of the file that wrote the glob.
    public let directory: String

    public init(_ glob: Glob, directory: String) {
        self.glob = glob
        self.directory = directory
    }

    public var pattern: String { glob.pattern }
    public var description: String { glob.pattern }

    /// Whether the file or folder at `absolutePath` is below ``directory`` and matches the glob.
    public func matches(_ absolutePath: String) -> Bool {
        guard let relative = AbsolutePath.relative(absolutePath, below: directory) else { return false }
        return glob.matches(relative)
    }
}

/// One place a platform is configured: the files `glob` matches, or every file when it is nil.
public struct PlatformSetting: Sendable, Hashable {
    public let glob: AnchoredGlob?
    public let platform: Platform

    public init(glob: AnchoredGlob?, platform: Platform) {
        self.glob = glob
        self.platform = platform
    }
}
