import Foundation
import Typography

/// The settings of one `.typecase.json`, applying to the files below its directory (the nearest file
/// walking up from a source file wins; settings are not merged across files).
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
/// Globs are relative to the directory holding the file (see ``Glob``).
public struct Configuration: Sendable {
    /// The file name looked for in each directory.
    public static let fileName = ".typecase.json"

    /// The file this was read from; nil for the built-in default (no file found).
    public var filePath: String?
    /// Absolute path of the directory the globs are relative to.
    public var directory: String
    /// The platform of files no `platforms` glob matches; nil: infer from imports, else iOS.
    public var platform: Platform?
    /// Glob → platform, in the order written; the first match wins.
    public var platforms: [(glob: Glob, platform: Platform)]
    /// Per-rule settings by rule id.
    public var rules: [String: RuleConfiguration]
    /// When not empty, only files matching one of these are audited (when found by walking a directory).
    public var include: [Glob]
    /// Files matching one of these are not audited (when found by walking a directory).
    public var exclude: [Glob]
    /// Widgets, complications and other targets whose text is fixed-size by design.
    public var fixedSizeTargets: [Glob]
    /// Settings that were accepted but have no effect (a rule this version does not run yet), as
    /// warnings naming the file, line and column.
    public var ineffectiveSettings: [InputProblem]
    /// Whether test targets are audited: folders named `Tests` or `…Tests` and files that import
    /// `XCTest` or `Testing`, whose fonts never reach a screen (default: not audited).
    public var includeTests: Bool

    /// A configuration with every default, for `directory`.
    public init(directory: String, filePath: String? = nil) {
        self.filePath = filePath
        self.directory = directory
        platform = nil
        platforms = []
        rules = [:]
        include = []
        exclude = []
        fixedSizeTargets = []
        ineffectiveSettings = []
        includeTests = false
    }

    /// `absolutePath` relative to ``directory``, or nil when it is not inside it.
    public func relativePath(of absolutePath: String) -> String? {
        if directory == "/" { return String(absolutePath.dropFirst()) }
        if let inside = Self.asciiPath(absolutePath, isInside: directory) {
            // ASCII, the usual path: one character per byte, compared and cut as bytes.
            guard inside else { return nil }
            let utf8 = absolutePath.utf8
            return String(absolutePath[utf8.index(utf8.startIndex, offsetBy: directory.utf8.count + 1)...])
        }
        guard absolutePath.hasPrefix(directory + "/") else { return nil }
        return String(absolutePath.dropFirst(directory.count + 1))
    }

    /// Whether `path` starts with the bytes of `directory` and a `/`, when both are ASCII (read in
    /// place); nil for other paths, which ``relativePath(of:)`` compares as characters.
    private static func asciiPath(_ path: String, isInside directory: String) -> Bool? {
        path.utf8.withContiguousStorageIfAvailable { path -> Bool? in
            directory.utf8.withContiguousStorageIfAvailable { prefix -> Bool? in
                guard let pathStart = path.baseAddress, let prefixStart = prefix.baseAddress,
                      path.allSatisfy({ $0 < 0x80 }), prefix.allSatisfy({ $0 < 0x80 }) else { return nil }
                return path.count > prefix.count && path[prefix.count] == UInt8(ascii: "/")
                    && memcmp(pathStart, prefixStart, prefix.count) == 0
            } ?? nil
        } ?? nil
    }

    /// The configured platform of a file: the first `platforms` glob that matches, else ``platform``;
    /// nil when neither says (the engine infers it from the file's imports).
    public func platform(forFile absolutePath: String) -> Platform? {
        if let relative = relativePath(of: absolutePath),
           let entry = platforms.first(where: { $0.glob.matches(relative) }) {
            return entry.platform
        }
        return platform
    }

    /// Whether a file found by walking a directory is audited: it matches `include` (or `include` is
    /// empty) and matches no `exclude` glob.
    public func includes(file absolutePath: String) -> Bool {
        guard let relative = relativePath(of: absolutePath) else { return true }
        if !include.isEmpty && !include.contains(where: { $0.matches(relative) }) { return false }
        return !exclude.contains { $0.matches(relative) }
    }

    /// Whether a folder found by walking a directory is a test target's, left out unless
    /// ``includeTests``: named `Tests` or ending in `Tests` (`AppTests`, `UITests`).
    public func skipsTestFolder(named name: String) -> Bool {
        !includeTests && name.hasSuffix("Tests")
    }

    /// Whether the file belongs to a fixed-size target (widget, complication).
    public func isFixedSizeTarget(_ absolutePath: String) -> Bool {
        guard let relative = relativePath(of: absolutePath) else { return false }
        return fixedSizeTargets.contains { $0.matches(relative) }
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
