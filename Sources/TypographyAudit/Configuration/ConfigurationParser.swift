import Typography

/// Reads the contents of a `.typecase.json` into a ``Configuration``, rejecting unknown keys, unknown
/// rule ids, unknown options and values of the wrong type with the line and column of the offence.
public struct ConfigurationParser: Sendable {
    public static let topLevelKeys = ["platform", "platforms", "rules", "include", "exclude", "fixedSizeTargets", "includeTests"]
    static let ruleKeys = ["enabled", "severity"]

    public var schema: ConfigurationSchema

    public init(schema: ConfigurationSchema) {
        self.schema = schema
    }

    /// Parses `bytes`, the contents of the file at `path` (used in errors), whose globs are relative to
    /// `directory` (absolute), over the settings of `parent`, the configuration of the directory above.
    public func parse(_ bytes: [UInt8], path: String, directory: String,
                      inheriting parent: Configuration? = nil) throws(ConfigurationError) -> Configuration {
        let root: ConfigurationJSON
        do {
            root = try ConfigurationJSONParser.parse(bytes)
        } catch {
            throw ConfigurationError(path: path, line: error.line, column: error.column, message: error.message)
        }
        let start = parent.map { Configuration(inheriting: $0, directory: directory, filePath: path) }
            ?? Configuration(directory: directory, filePath: path)
        return try Reader(path: path, directory: directory).configuration(root, schema: schema, configuration: start)
    }

    /// The walk over the document; `path` names the file in errors, its globs are relative to `directory`.
    private struct Reader {
        let path: String
        let directory: String

        func fail(_ line: Int, _ column: Int, _ message: String) -> ConfigurationError {
            ConfigurationError(path: path, line: line, column: column, message: message)
        }

        func fail(_ node: ConfigurationJSON, _ message: String) -> ConfigurationError {
            fail(node.line, node.column, message)
        }

        func members(_ node: ConfigurationJSON, _ what: String) throws(ConfigurationError) -> [ConfigurationJSON.Member] {
            guard case .object(let members) = node.value else {
                throw fail(node, "\(what) must be an object, found \(node.kindDescription)")
            }
            return members
        }

        func string(_ node: ConfigurationJSON, _ what: String) throws(ConfigurationError) -> String {
            guard case .string(let value) = node.value else {
                throw fail(node, "\(what) must be a string, found \(node.kindDescription)")
            }
            return value
        }

        func strings(_ node: ConfigurationJSON, _ what: String) throws(ConfigurationError) -> [String] {
            guard case .array(let elements) = node.value else {
                throw fail(node, "\(what) must be an array of strings, found \(node.kindDescription)")
            }
            var values: [String] = []
            for element in elements { values.append(try string(element, "each entry of \(what)")) }
            return values
        }

        func globs(_ node: ConfigurationJSON, _ what: String) throws(ConfigurationError) -> [AnchoredGlob] {
            guard case .array(let elements) = node.value else {
                throw fail(node, "\(what) must be an array of strings, found \(node.kindDescription)")
            }
            var globs: [AnchoredGlob] = []
            for element in elements {
                globs.append(try glob(try string(element, "each entry of \(what)"), at: element.line, element.column, what))
            }
            return globs
        }

        func glob(_ pattern: String, at line: Int, _ column: Int, _ what: String) throws(ConfigurationError) -> AnchoredGlob {
            do throws(GlobError) {
                return AnchoredGlob(try Glob(pattern), directory: directory)
            } catch {
                throw fail(line, column, "invalid pattern '\(pattern)' in \(what): \(error.message)")
            }
        }

        func platform(_ node: ConfigurationJSON, _ what: String) throws(ConfigurationError) -> Platform {
            let name = try string(node, what)
            guard let platform = Platform(name: name) else {
                let names = Platform.allCases.map(\.rawValue)
                throw fail(node, "unknown platform '\(name)' in \(what)"
                    + expected("one of: " + names.joined(separator: ", "), for: name, in: names))
            }
            return platform
        }

        func unknownKey(_ member: ConfigurationJSON.Member, in what: String, known: [String]) -> ConfigurationError {
            fail(member.line, member.column, "unknown key '\(member.key)' in \(what)" + didYouMean(member.key, in: known))
        }

        func configuration(_ root: ConfigurationJSON, schema: ConfigurationSchema,
                                    configuration start: Configuration) throws(ConfigurationError) -> Configuration {
            var configuration = start
            var platformGlobs: [PlatformSetting] = []
            var ownPlatform: [PlatformSetting] = []
            for member in try members(root, "the configuration") {
                switch member.key {
                case "platform":
                    ownPlatform = [PlatformSetting(glob: nil, platform: try platform(member.value, "'platform'"))]
                case "platforms":
                    for entry in try members(member.value, "'platforms'") {
                        platformGlobs.append(PlatformSetting(glob: try glob(entry.key, at: entry.line, entry.column, "'platforms'"),
                                                             platform: try platform(entry.value, "'platforms'")))
                    }
                case "rules":
                    for entry in try members(member.value, "'rules'") {
                        guard let options = schema.rules[entry.key] else {
                            throw fail(entry.line, entry.column,
                                       "unknown rule '\(entry.key)' in 'rules'" + didYouMean(entry.key, in: schema.rules.keys.sorted()))
                        }
                        configuration.rules[entry.key] = try rule(entry, options: options,
                                                                  over: configuration.rules[entry.key] ?? RuleConfiguration())
                        if schema.plannedRuleIDs.contains(entry.key) {
                            configuration.ineffectiveSettings.append(InputProblem(
                                path: path, kind: .ineffectiveConfiguration,
                                message: "rule '\(entry.key)' is in the catalog but not in this version of typecase yet; its settings have no effect",
                                line: entry.line, column: entry.column))
                        }
                    }
                case "include": configuration.include = try globs(member.value, "'include'")
                case "exclude": configuration.exclude = try globs(member.value, "'exclude'")
                case "fixedSizeTargets": configuration.fixedSizeTargets = try globs(member.value, "'fixedSizeTargets'")
                case "includeTests":
                    guard case .bool(let value) = member.value.value else {
                        throw fail(member.value, "'includeTests' must be true or false, found \(member.value.kindDescription)")
                    }
                    configuration.includeTests = value
                default:
                    throw unknownKey(member, in: "the configuration", known: ConfigurationParser.topLevelKeys)
                }
            }
            // This file's platforms before those of the files above it.
            configuration.platformSettings = platformGlobs + ownPlatform + start.platformSettings
            return configuration
        }

        /// The settings of one rule, each one set replacing that of `inherited` (the files above).
        func rule(_ entry: ConfigurationJSON.Member, options: [String: ConfigurationOptionType],
                  over inherited: RuleConfiguration) throws(ConfigurationError) -> RuleConfiguration {
            var rule = inherited
            let what = "rule '\(entry.key)'"
            for member in try members(entry.value, what) {
                switch member.key {
                case "enabled":
                    guard case .bool(let value) = member.value.value else {
                        throw fail(member.value, "'enabled' of \(what) must be true or false, found \(member.value.kindDescription)")
                    }
                    rule.enabled = value
                case "severity":
                    let name = try string(member.value, "'severity' of \(what)")
                    guard let severity = Severity(rawValue: name) else {
                        throw fail(member.value, "unknown severity '\(name)' for \(what)"
                            + expected("error, warning or note", for: name, in: Severity.allCases.map(\.rawValue)))
                    }
                    rule.severity = severity
                default:
                    guard let type = options[member.key] else {
                        throw unknownKey(member, in: what, known: ConfigurationParser.ruleKeys + options.keys.sorted())
                    }
                    rule.options[member.key] = try option(member, type: type, what: "'\(member.key)' of \(what)")
                }
            }
            return rule
        }

        func option(_ member: ConfigurationJSON.Member, type: ConfigurationOptionType,
                    what: String) throws(ConfigurationError) -> ConfigurationValue {
            switch (type, member.value.value) {
            case (.bool, .bool(let value)): return .bool(value)
            case (.integer, .number(let value, isInteger: true)) where Double(Int.min) < value && value < Double(Int.max):
                return .integer(Int(value))
            case (.number, .number(let value, _)): return .number(value)
            case (.string, .string(let value)): return .string(value)
            case (.strings, .array): return .strings(try strings(member.value, what))
            default: throw fail(member.value, "\(what) must be \(type.phrase), found \(member.value.kindDescription)")
            }
        }
    }
}

/// The candidate closest to `word` by edit distance, when it is close enough to be a likely typo
/// (for "did you mean" in messages): one edit in a word of up to four letters (`jsn`, `cvs`; not
/// `html` for `yaml`), two up to eight, a third of longer words. Swapping two neighbours is one edit.
public func closestMatch(to word: String, in candidates: [String]) -> String? {
    let limit = word.count <= 4 ? 1 : max(2, word.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
        let distance = editDistance(Array(word.lowercased()), Array(candidate.lowercased()))
        if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.candidate
}

/// ` (did you mean 'CANDIDATE'?)` for the ``closestMatch(to:in:)`` of `word`, or nothing, to end a message.
public func didYouMean(_ word: String, in candidates: [String]) -> String {
    closestMatch(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
}

/// ` (did you mean 'CANDIDATE'? expected LIST)` for the ``closestMatch(to:in:)`` of `word`, or
/// ` (expected LIST)`, to end a message naming a value that is none of `candidates`.
public func expected(_ list: String, for word: String, in candidates: [String]) -> String {
    " (" + (closestMatch(to: word, in: candidates).map { "did you mean '\($0)'? " } ?? "") + "expected \(list))"
}

/// Edit distance between two character arrays: insertions, deletions, substitutions and swaps of
/// two neighbouring characters each count one (optimal string alignment).
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var beforePrevious: [Int] = []
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
        var current = [i + 1] + Array(repeating: 0, count: b.count)
        for (j, cb) in b.enumerated() {
            current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
            if i > 0, j > 0, ca == b[j - 1], a[i - 1] == cb {
                current[j + 1] = min(current[j + 1], beforePrevious[j - 1] + 1)
            }
        }
        beforePrevious = previous
        previous = current
    }
    return previous[b.count]
}
