import Foundation

/// A checker for W3C Design Tokens Community Group files (format 2025.10), written from the format's
/// rules: the design-token, groups, types and composite-types chapters. It reports every MUST the
/// file breaks, each with the token path:
///
/// - names: no `$` at the start (except the format's own properties), no `{`, `}` or `.`;
/// - an object with `$value` is a token; its other members may only be `$type`, `$description`,
///   `$extensions`, `$deprecated`; a group's `$` members only `$type`, `$description`,
///   `$extensions`, `$deprecated` (and `$schema` at the root);
/// - `$description` a string, `$extensions` an object, `$deprecated` a boolean or a string;
/// - every token has a type (its own `$type`, the nearest group's, or the type of the token it
///   references); `$type` is one of the format's types;
/// - values: `dimension` `{value: number, unit: "px" | "rem"}` and nothing else; `fontFamily` a
///   string or an array of strings; `fontWeight` a number in [1, 1000] or one of the named weights;
///   `number` a number; `typography` exactly `fontFamily`, `fontSize` (dimension), `fontWeight`,
///   `letterSpacing` (dimension) and `lineHeight` (number), each a value or a reference `{a.b}` to a
///   token of that type.
struct DTCGValidator {
    /// A JSON value as decoded (numbers and booleans kept apart).
    indirect enum JSON: Decodable {
        case null, bool(Bool), number(Double), string(String), array([JSON]), object([String: JSON])

        init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null }
            else if let value = try? container.decode(Bool.self) { self = .bool(value) }
            else if let value = try? container.decode(Double.self) { self = .number(value) }
            else if let value = try? container.decode(String.self) { self = .string(value) }
            else if let value = try? container.decode([JSON].self) { self = .array(value) }
            else { self = .object(try container.decode([String: JSON].self)) }
        }
    }

    static let types: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
        "strokeStyle", "border", "transition", "shadow", "gradient", "typography",
    ]
    static let weightNames: Set<String> = [
        "thin", "hairline", "extra-light", "ultra-light", "light", "normal", "regular", "book", "medium",
        "semi-bold", "demi-bold", "bold", "extra-bold", "ultra-bold", "black", "heavy", "extra-black", "ultra-black",
    ]
    static let tokenProperties: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]
    static let groupProperties: Set<String> = ["$type", "$description", "$extensions", "$deprecated"]
    static let typographyMembers = ["fontFamily": "fontFamily", "fontSize": "dimension", "fontWeight": "fontWeight",
                                    "letterSpacing": "dimension", "lineHeight": "number"]

    /// Every token found: path (names joined with `.`) → (declared or inherited type, value).
    private(set) var tokens: [String: (type: String?, value: JSON)] = [:]
    private(set) var errors: [String] = []

    /// Validates a file's bytes; `errors` is empty when it is valid.
    init(_ data: Data) {
        guard let root = try? JSONDecoder().decode(JSON.self, from: data) else {
            errors = ["not JSON"]
            return
        }
        guard case .object(let members) = root else {
            errors = ["the root is not an object"]
            return
        }
        collect(members, path: [], inheritedType: nil, isRoot: true)
        for (path, token) in tokens.sorted(by: { $0.key < $1.key }) {
            guard let type = resolvedType(path, seen: []) else {
                errors.append("\(path): no $type on the token, its groups or what it references")
                continue
            }
            if Self.reference(token.value) == nil { check(token.value, as: type, at: path) }
        }
    }

    private mutating func collect(_ members: [String: JSON], path: [String], inheritedType: String?, isRoot: Bool) {
        var type = inheritedType
        if let declared = members["$type"] {
            if case .string(let name) = declared, Self.types.contains(name) { type = name }
            else { errors.append("\(dotted(path)): $type must be one of the format's types") }
        }
        checkCommonProperties(members, at: path)
        for (name, value) in members {
            if name.hasPrefix("$") {
                let allowed = isRoot ? Self.groupProperties.union(["$schema"]) : Self.groupProperties
                if !allowed.contains(name) { errors.append("\(dotted(path)): unknown group property \(name)") }
                continue
            }
            let childPath = path + [name]
            if name.contains("{") || name.contains("}") || name.contains(".") {
                errors.append("\(dotted(childPath)): a name must not contain '{', '}' or '.'")
            }
            guard case .object(let child) = value else {
                errors.append("\(dotted(childPath)): neither a token nor a group")
                continue
            }
            if let tokenValue = child["$value"] {
                var tokenType = type
                for (property, _) in child where !Self.tokenProperties.contains(property) {
                    errors.append("\(dotted(childPath)): a token may not have the member \(property)")
                }
                if let declared = child["$type"] {
                    if case .string(let name) = declared, Self.types.contains(name) { tokenType = name }
                    else { errors.append("\(dotted(childPath)): $type must be one of the format's types") }
                }
                checkCommonProperties(child, at: childPath)
                tokens[dotted(childPath)] = (tokenType, tokenValue)
            } else {
                collect(child, path: childPath, inheritedType: type, isRoot: false)
            }
        }
    }

    private mutating func checkCommonProperties(_ members: [String: JSON], at path: [String]) {
        if let description = members["$description"], case .string = description {} else if members["$description"] != nil {
            errors.append("\(dotted(path)): $description must be a string")
        }
        if let extensions = members["$extensions"], case .object = extensions {} else if members["$extensions"] != nil {
            errors.append("\(dotted(path)): $extensions must be an object")
        }
        switch members["$deprecated"] {
        case nil, .bool?, .string?: break
        default: errors.append("\(dotted(path)): $deprecated must be a boolean or a string")
        }
    }

    /// The token's type, following references.
    private func resolvedType(_ path: String, seen: Set<String>) -> String? {
        guard let token = tokens[path], !seen.contains(path) else { return nil }
        if let type = token.type { return type }
        if let target = Self.reference(token.value) { return resolvedType(target, seen: seen.union([path])) }
        return nil
    }

    private mutating func check(_ value: JSON, as type: String, at path: String) {
        switch type {
        case "dimension":
            guard case .object(let members) = value, members.count == 2, case .number? = members["value"],
                  case .string(let unit)? = members["unit"], unit == "px" || unit == "rem" else {
                errors.append("\(path): a dimension is {\"value\": number, \"unit\": \"px\" | \"rem\"}")
                return
            }
        case "fontFamily":
            switch value {
            case .string: break
            case .array(let names) where !names.isEmpty && names.allSatisfy({ if case .string = $0 { true } else { false } }): break
            default: errors.append("\(path): a font family is a string or an array of strings")
            }
        case "fontWeight":
            switch value {
            case .number(let weight) where (1...1000).contains(weight): break
            case .string(let name) where Self.weightNames.contains(name): break
            default: errors.append("\(path): a font weight is a number in [1, 1000] or a named weight")
            }
        case "number":
            guard case .number = value else {
                errors.append("\(path): a number token's value is a JSON number")
                return
            }
        case "typography":
            guard case .object(let members) = value else {
                errors.append("\(path): a typography value is an object")
                return
            }
            for name in members.keys where Self.typographyMembers[name] == nil {
                errors.append("\(path): typography has no sub-value \(name)")
            }
            for (name, memberType) in Self.typographyMembers.sorted(by: { $0.key < $1.key }) {
                guard let member = members[name] else {
                    errors.append("\(path): typography needs \(name)")
                    continue
                }
                if let target = Self.reference(member) {
                    if resolvedType(target, seen: []) != memberType {
                        errors.append("\(path).\(name): references \(target), which is not a \(memberType) token")
                    }
                } else {
                    check(member, as: memberType, at: "\(path).\(name)")
                }
            }
        default:
            break  // types this project does not write are not checked further
        }
    }

    /// The path `{a.b}` refers to, if `value` is a reference.
    private static func reference(_ value: JSON) -> String? {
        guard case .string(let text) = value, text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        return String(text.dropFirst().dropLast())
    }

    private func dotted(_ path: [String]) -> String { path.isEmpty ? "(root)" : path.joined(separator: ".") }
}
