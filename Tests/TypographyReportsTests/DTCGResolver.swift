import Foundation

/// A checker and a small resolver for DTCG Resolver Module 2025.10 documents, written from the
/// module's syntax and resolution chapters.
///
/// Checks (each broken MUST is an error): the root, a set and a modifier have only the module's
/// properties; `version` is `"2025.10"`; `resolutionOrder` is a non-empty array; `sets` and
/// `modifiers`, when there, are objects; a set has a `sources` array; a modifier has a `contexts`
/// object of arrays, two or more (one is a set, none is an error), and its `default`, when there, is
/// one of them; every source and order item is a reference object (`{"$ref": …}`) or inline tokens; a
/// same-document reference points at an existing `#/sets/NAME` or `#/modifiers/NAME`, only
/// `resolutionOrder` references modifiers, and nothing references `#/resolutionOrder`.
///
/// Resolution: for an input (modifier name → context, the default where not given), the items of
/// `resolutionOrder` in order — a set's sources, a modifier's chosen context's sources — merged
/// into one token tree, a later token replacing an earlier one of the same path.
struct DTCGResolver {
    typealias JSON = DTCGValidator.JSON

    let root: [String: JSON]
    private(set) var errors: [String] = []

    init(_ data: Data) {
        guard let decoded = try? JSONDecoder().decode(JSON.self, from: data), case .object(let members) = decoded else {
            root = [:]
            errors = ["not a JSON object"]
            return
        }
        root = members
        check()
    }

    var sets: [String: JSON] { if case .object(let sets)? = root["sets"] { sets } else { [:] } }
    var modifiers: [String: JSON] { if case .object(let modifiers)? = root["modifiers"] { modifiers } else { [:] } }

    /// Every reference to another file (not `#/…`), in document order of the order items.
    var fileReferences: [String] {
        var found: [String] = []
        func collect(_ sources: [JSON]) {
            for source in sources {
                if let target = Self.target(source), !target.hasPrefix("#") { found.append(target) }
            }
        }
        for case .object(let set) in sets.values { if case .array(let sources)? = set["sources"] { collect(sources) } }
        for case .object(let modifier) in modifiers.values {
            if case .object(let contexts)? = modifier["contexts"] {
                for case .array(let sources) in contexts.values { collect(sources) }
            }
        }
        return found
    }

    static let rootProperties: Set<String> = ["$schema", "name", "version", "description", "sets", "modifiers",
                                               "resolutionOrder", "$defs"]
    static let setProperties: Set<String> = ["description", "sources", "$extensions"]
    static let modifierProperties: Set<String> = ["description", "contexts", "default", "$extensions"]

    private mutating func checkProperties(_ members: [String: JSON], allowed: Set<String>, at path: String) {
        for name in members.keys.sorted() where !allowed.contains(name) { errors.append("\(path): unknown property \(name)") }
    }

    private mutating func check() {
        checkProperties(root, allowed: Self.rootProperties, at: "(root)")
        if case .string("2025.10")? = root["version"] {} else { errors.append("version must be \"2025.10\"") }
        if let sets = root["sets"], case .object = sets {} else if root["sets"] != nil { errors.append("sets must be an object") }
        if let modifiers = root["modifiers"], case .object = modifiers {} else if root["modifiers"] != nil {
            errors.append("modifiers must be an object")
        }
        for (name, value) in sets {
            guard case .object(let set) = value, case .array(let sources)? = set["sources"] else {
                errors.append("sets.\(name): a set needs a sources array")
                continue
            }
            checkProperties(set, allowed: Self.setProperties, at: "sets.\(name)")
            checkSources(sources, at: "sets.\(name)")
        }
        for (name, value) in modifiers {
            guard case .object(let modifier) = value, case .object(let contexts)? = modifier["contexts"], contexts.count >= 2 else {
                errors.append("modifiers.\(name): a modifier needs a contexts object with two or more contexts")
                continue
            }
            checkProperties(modifier, allowed: Self.modifierProperties, at: "modifiers.\(name)")
            for (context, sources) in contexts {
                guard case .array(let list) = sources else {
                    errors.append("modifiers.\(name).contexts.\(context): a context is an array of sources")
                    continue
                }
                checkSources(list, at: "modifiers.\(name).contexts.\(context)")
            }
            if let fallback = modifier["default"] {
                guard case .string(let context) = fallback, contexts[context] != nil else {
                    errors.append("modifiers.\(name).default must name one of its contexts")
                    continue
                }
            }
        }
        guard case .array(let order)? = root["resolutionOrder"], !order.isEmpty else {
            errors.append("resolutionOrder must be a non-empty array")
            return
        }
        for (index, item) in order.enumerated() {
            guard let target = Self.target(item) else {
                errors.append("resolutionOrder[\(index)]: not a reference object")
                continue
            }
            checkSameDocument(target, at: "resolutionOrder[\(index)]", modifiersAllowed: true)
        }
    }

    private mutating func checkSources(_ sources: [JSON], at path: String) {
        for (index, source) in sources.enumerated() {
            guard case .object(let members) = source else {
                errors.append("\(path)[\(index)]: a source is a reference object or tokens")
                continue
            }
            if members["$ref"] == nil { continue }  // inline tokens
            guard let target = Self.target(source) else {
                errors.append("\(path)[\(index)]: $ref must be a string")
                continue
            }
            if target.hasPrefix("#") { checkSameDocument(target, at: "\(path)[\(index)]", modifiersAllowed: false) }
        }
    }

    private mutating func checkSameDocument(_ target: String, at path: String, modifiersAllowed: Bool) {
        guard target.hasPrefix("#") else { return }
        let parts = target.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        switch (parts.count == 3 ? parts[1] : "", parts.last ?? "") {
        case ("sets", let name) where sets[name] != nil: break
        case ("modifiers", let name) where modifiers[name] != nil:
            if !modifiersAllowed { errors.append("\(path): only resolutionOrder may reference a modifier") }
        default: errors.append("\(path): \(target) points at no set or modifier")
        }
    }

    /// The target of a reference object.
    static func target(_ value: JSON) -> String? {
        guard case .object(let members) = value, case .string(let target)? = members["$ref"] else { return nil }
        return target
    }

    /// The token tree for `input`; `load` gives a referenced file's tokens.
    func resolve(_ input: [String: String], load: (String) throws -> JSON) throws -> JSON {
        var result: JSON = .object([:])
        guard case .array(let order)? = root["resolutionOrder"] else { return result }
        for item in order {
            guard let target = Self.target(item) else { continue }
            result = try compose(try sources(of: target, input: input), into: result, input: input, load: load)
        }
        return result
    }

    /// `sources` merged in order over `tokens`: a file's tokens, a set's sources, inline tokens.
    private func compose(_ sources: [JSON], into tokens: JSON, input: [String: String],
                         load: (String) throws -> JSON) throws -> JSON {
        var result = tokens
        for source in sources {
            if let target = Self.target(source) {
                result = target.hasPrefix("#")
                    ? try compose(try self.sources(of: target, input: input), into: result, input: input, load: load)
                    : Self.merge(result, try load(target))
            } else {
                result = Self.merge(result, source)
            }
        }
        return result
    }

    /// The sources of `#/sets/NAME`, or of the context `input` (else the default) chooses of
    /// `#/modifiers/NAME`.
    private func sources(of target: String, input: [String: String]) throws -> [JSON] {
        let parts = target.split(separator: "/").map(String.init)
        guard parts.count == 3 else { throw Failure(message: "\(target) is no set or modifier") }
        if parts[1] == "sets", case .object(let set)? = sets[parts[2]], case .array(let sources)? = set["sources"] {
            return sources
        }
        guard parts[1] == "modifiers", case .object(let modifier)? = modifiers[parts[2]],
              case .object(let contexts)? = modifier["contexts"] else { throw Failure(message: "\(target) is no set or modifier") }
        var chosen = input[parts[2]]
        if chosen == nil, case .string(let fallback)? = modifier["default"] { chosen = fallback }
        guard let chosen, case .array(let sources)? = contexts[chosen] else {
            throw Failure(message: "\(parts[2]) has no context \(chosen ?? "(none given, no default)")")
        }
        return sources
    }

    /// `later` over `earlier`: groups merge member by member, a token (an object with `$value`) or
    /// any other value replaces what was there.
    static func merge(_ earlier: JSON, _ later: JSON) -> JSON {
        guard case .object(var merged) = earlier, case .object(let members) = later,
              merged["$value"] == nil, members["$value"] == nil else { return later }
        for (name, value) in members { merged[name] = merged[name].map { merge($0, value) } ?? value }
        return .object(merged)
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}
