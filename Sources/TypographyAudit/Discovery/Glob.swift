/// A path pattern from configuration, matched against `/`-separated paths relative to the directory
/// of the configuration file.
///
/// - `*` matches any run of characters within one path component, `?` exactly one character;
/// - `**` as a whole component matches zero or more components (`Sources/**/*.swift`);
/// - a pattern without `/` matches a name at any depth (`*.generated.swift` is `**/*.generated.swift`);
/// - a leading `/` or `./` anchors nothing more than the default; a trailing `/` is ignored;
/// - a pattern that matches a directory matches everything inside it, so `Generated` and
///   `Generated/**` both exclude `Generated/Models.swift`.
///
/// Other characters match themselves; `[`, `]`, `{` and `}` (classes and alternatives in other glob
/// dialects) are refused rather than matched literally. Matching costs the pattern's length times the
/// path's depth, whatever the pattern (`**/**/**/x` included).
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    private let components: [Component]

    private enum Component: Sendable, Hashable {
        case anyDepth
        case name([Character])
    }

    /// The glob for `pattern`; throws for syntax this glob does not have (`[a-z]`, `{a,b}`).
    public init(_ pattern: String) throws(GlobError) {
        if let special = pattern.first(where: { "[]{}".contains($0) }) {
            throw GlobError(pattern: pattern, message: "'\(special)' is not glob syntax here: "
                + "patterns use * (within a name), ? (one character) and ** (any folders)")
        }
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        while text.hasPrefix("/") { text = text.dropFirst() }
        var parts: [Component] = []
        for part in text.split(separator: "/") {
            let component: Component = part == "**" ? .anyDepth : .name(Array(part))
            // `**/**` means what `**` means; keeping one makes matching linear.
            if component == .anyDepth && parts.last == .anyDepth { continue }
            parts.append(component)
        }
        if !text.contains("/") && !parts.isEmpty { parts.insert(.anyDepth, at: 0) }
        components = parts
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) or one of the directories containing it matches.
    ///
    /// One pass over the path's names with the set of pattern positions reached so far (a position
    /// before `**` also reaches the one after it): the path or a directory above it matches when the
    /// end of the pattern is reached after some name.
    public func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/").filter { $0 != "." }
        guard !names.isEmpty else { return false }
        var reached = [Bool](repeating: false, count: components.count + 1)
        reached[0] = true
        closeOverAnyDepth(&reached)
        for name in names {
            let characters = Array(name)
            var next = [Bool](repeating: false, count: components.count + 1)
            for index in components.indices where reached[index] {
                switch components[index] {
                case .anyDepth:
                    next[index] = true
                case .name(let wildcard):
                    if Glob.matchName(wildcard[...], characters[...]) { next[index + 1] = true }
                }
            }
            closeOverAnyDepth(&next)
            if next[components.count] { return true }
            reached = next
            guard reached.contains(true) else { return false }
        }
        return false
    }

    /// Marks the position after each reached `**` as reached too (`**` matches zero names).
    private func closeOverAnyDepth(_ reached: inout [Bool]) {
        for index in components.indices where reached[index] && components[index] == .anyDepth {
            reached[index + 1] = true
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

/// A pattern in configuration that is not a glob typecase understands.
public struct GlobError: Error, Sendable, Equatable {
    public var pattern: String
    public var message: String
}
