/// The options a command accepts, and the parsed result of its arguments.
///
/// Grammar: `--name value`, `--name=value`, boolean `--flag`, `--` ends options; everything else is
/// positional. Unknown options are usage errors that list the valid ones.
struct ArgumentSpec {
    /// Options that take a value (`--format json`); a repeated one keeps every value in order.
    var valued: [String]
    /// Boolean options (`--all-categories`).
    var flags: [String]

    init(valued: [String] = [], flags: [String] = []) {
        self.valued = valued
        self.flags = flags
    }

    func parse(_ arguments: [String]) throws -> ParsedArguments {
        var result = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("--") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = String(argument.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            if flags.contains(name) {
                if inlineValue != nil { throw UsageError("--\(name) takes no value") }
                result.flags.insert(name)
            } else if valued.contains(name) {
                if let inlineValue {
                    result.values[name, default: []].append(inlineValue)
                } else if index < arguments.count {
                    result.values[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw UsageError("--\(name) needs a value")
                }
            } else {
                let known = (valued + flags + ["help"]).map { "--\($0)" }.sorted().joined(separator: ", ")
                throw UsageError("unknown option --\(name); valid options: \(known)")
            }
        }
        return result
    }
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
