/// A path pattern from configuration, matched against `/`-separated paths relative to the directory
/// of the configuration file.
///
/// - `*` matches any run of characters within one path component, `?` exactly one character;
/// - `**` as a whole component matches zero or more components (`Sources/**/*.swift`);
/// - a pattern without `/` matches a name at any depth (`*.generated.swift` is `**/*.generated.swift`);
/// - a leading `/` or `./` anchors nothing more than the default; a trailing `/` is ignored;
/// - a pattern that matches a directory matches everything inside it, so `Generated` and
///   `Generated/**` both exclude `Generated/Models.swift`.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let components: [Component]

    private enum Component: Sendable, Hashable {
        case anyDepth
        case name([Character])
    }

    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasPrefix("/") { text = text.dropFirst() }
        var parts = text.split(separator: "/").map { part -> Component in
            part == "**" ? .anyDepth : .name(Array(part))
        }
        if !text.contains("/") && !parts.isEmpty { parts.insert(.anyDepth, at: 0) }
        components = parts
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) or one of the directories containing it matches.
    public func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/").filter { $0 != "." }.map { Array($0) }
        for count in stride(from: names.count, through: 1, by: -1)
        where match(components[...], names[..<count]) {
            return true
        }
        return false
    }

    private func match(_ pattern: ArraySlice<Component>, _ names: ArraySlice<[Character]>) -> Bool {
        guard let first = pattern.first else { return names.isEmpty }
        switch first {
        case .anyDepth:
            var rest = names
            while true {
                if match(pattern.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case .name(let wildcard):
            guard let name = names.first, Glob.matchName(wildcard[...], name[...]) else { return false }
            return match(pattern.dropFirst(), names.dropFirst())
        }
    }

    /// `*` and `?` matching within one component, by backtracking to the last `*`.
    static func matchName(_ pattern: ArraySlice<Character>, _ name: ArraySlice<Character>) -> Bool {
        var p = pattern.startIndex
        var n = name.startIndex
        var star: (pattern: Int, name: Int)?
        while n < name.endIndex {
            if p < pattern.endIndex, pattern[p] == "*" {
                star = (p, n)
                p += 1
            } else if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if let last = star {
                p = last.pattern + 1
                n = last.name + 1
                star = (last.pattern, last.name + 1)
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}
