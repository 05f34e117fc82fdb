import TypographyAudit

/// The options a command accepts, and the parsed result of its arguments.
///
/// Grammar: `--name value`, `--name=value`, boolean `--flag`, the short forms of ``shortNames``
/// (`-q`, `-f json`), `--` ends options; `-` and everything else is positional. Unknown options
/// are usage errors that suggest the closest one and list the valid ones; an option that takes one
/// value given twice is an error.
struct ArgumentSpec {
    /// Options that take a value (`--format json`); only ``repeatable`` ones may be given twice.
    var valued: [String]
    /// Boolean options (`--all-categories`).
    var flags: [String]
    /// Valued options that may be repeated, keeping every value in order (`--report`, `--rules`).
    var repeatable: [String]

    init(valued: [String] = [], flags: [String] = [], repeatable: [String] = []) {
        self.valued = valued + repeatable
        self.flags = flags
        self.repeatable = repeatable
    }

    /// The one-letter forms of the options, as in SwiftLint and most command-line tools; a command
    /// accepts those of the options it has.
    static let shortNames: [Character: String] = [
        "q": "quiet", "v": "verbose", "f": "format", "o": "output", "c": "config", "j": "jobs", "p": "platform",
    ]

    func parse(_ arguments: [String]) throws -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" || isNumber(argument) {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name: String
            var inlineValue: String?
            if argument.hasPrefix("--") {
                name = String(argument.dropFirst(2))
                if let equals = name.firstIndex(of: "=") {
                    inlineValue = String(name[name.index(after: equals)...])
                    name = String(name[..<equals])
                }
            } else {
                name = try longName(ofShort: argument)
            }
            if flags.contains(name) {
                if inlineValue != nil { throw UsageError("--\(name) takes no value") }
                result.flags.insert(name)
            } else if valued.contains(name) {
                if result.values[name] != nil && !repeatable.contains(name) {
                    throw UsageError("--\(name) is given twice; it takes one value")
                }
                if let inlineValue {
                    result.values[name, default: []].append(inlineValue)
                } else if index < arguments.count {
                    result.values[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw UsageError("--\(name) needs a value")
                }
            } else {
                throw unknownOption("--\(name)")
            }
        }
        return result
    }

    /// The options this command has, as they are written.
    private var known: [String] { (valued + flags + ["help"]).map { "--\($0)" }.sorted() }

    /// The long name of `-x`, a one-letter option of this command.
    private func longName(ofShort argument: String) throws -> String {
        guard argument.count == 2, let letter = argument.last, let name = Self.shortNames[letter],
              valued.contains(name) || flags.contains(name) else { throw unknownOption(argument) }
        return name
    }

    /// An unknown option: the closest valid one, and all of them.
    private func unknownOption(_ written: String) -> UsageError {
        UsageError("unknown option \(written)" + didYouMean(written, in: known) + "; valid options: \(known.joined(separator: ", "))")
    }

    /// Whether `argument` is a negative number (a value such as `-2`, not an option).
    private func isNumber(_ argument: String) -> Bool { Double(argument) != nil }
}

/// Arguments after parsing against an `ArgumentSpec`.
struct ParsedArguments {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var flags: Set<String> = []

    /// The last value given for `name`, if any.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for a repeatable option, in order.
    func allValues(_ name: String) -> [String] { values[name] ?? [] }

    func flag(_ name: String) -> Bool { flags.contains(name) }
}
