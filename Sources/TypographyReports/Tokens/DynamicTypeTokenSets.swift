import Typography

/// A platform's type ramp as one DTCG 2025.10 token file per Dynamic Type size and a resolver
/// document (DTCG Resolver Module 2025.10) that ties them together, so a design tool that reads
/// resolvers offers the sizes as contexts of one modifier.
///
/// - `PLATFORM.tokens.json`: the set, ``DesignTokens/dtcg(platform:)`` (the default size, every size
///   under `$extensions`), for tools that read no resolver;
/// - `PLATFORM.SIZE.tokens.json` for each size the platform publishes (SwiftUI names, `xSmall` …
///   `accessibility5`; watchOS's nine): the same tokens, each `typography` value at that size;
/// - `PLATFORM.resolver.json`: `sets` (the first file), `modifiers` (`dynamic-type`, one context per
///   size listing its file, default `large`) and `resolutionOrder` (the set, then the modifier).
///
/// macOS and tvOS have no Dynamic Type (one published size) and visionOS publishes no sizes:
/// ``unavailableReason(platform:)`` says so, and there are no files.
public enum DynamicTypeTokenSets {
    /// The `$schema` of the resolver document.
    public static let resolverSchema = "https://www.designtokens.org/schemas/2025.10/resolver.json"
    /// The resolver module's version, the only one there is.
    public static let resolverVersion = "2025.10"
    /// The modifier whose contexts are the sizes.
    public static let modifierName = "dynamic-type"
    /// The set holding the default document.
    public static let setName = "text-styles"

    /// A document to write: its file name (in the output folder) and its contents.
    public struct File: Sendable {
        public var name: String
        public var document: JSONValue
    }

    /// Why `platform` has no per-size files, or nil when it has them.
    public static func unavailableReason(platform: Platform) -> String? {
        if !platform.supportsDynamicType {
            return "\(platform.displayName) has no Dynamic Type: its text styles have one size, "
                + "which `typecase tokens --platform \(platform.rawValue)` exports"
        }
        if DesignTokens.styles(of: platform).exported.isEmpty {
            return "\(platform.displayName) publishes no text style sizes; nothing to export"
        }
        return nil
    }

    /// The resolver first, then the set, then one file per size (smallest first); empty where
    /// ``unavailableReason(platform:)`` is not nil.
    public static func files(platform: Platform) -> [File] {
        guard unavailableReason(platform: platform) == nil else { return [] }
        let sizes = platform.categories.map { File(name: fileName(platform, $0), document: sizeDocument(platform, $0)) }
        return [File(name: "\(platform.rawValue).resolver.json", document: resolver(platform)),
                File(name: "\(platform.rawValue).tokens.json", document: DesignTokens.dtcg(platform: platform))] + sizes
    }

    /// `ios.xSmall.tokens.json`.
    static func fileName(_ platform: Platform, _ category: ContentSizeCategory) -> String {
        "\(platform.rawValue).\(category.swiftUIName).tokens.json"
    }

    private static func resolver(_ platform: Platform) -> JSONValue {
        let contexts = platform.categories.map { category -> (String, JSONValue) in
            (category.swiftUIName, .array([reference(fileName(platform, category))]))
        }
        let uiKitNames = platform.categories.map { ($0.swiftUIName, JSONValue.string($0.uiKitName)) }
        let modifier: JSONValue = .object([
            ("description", .string("The Dynamic Type size (content size category) in SwiftUI's names; "
                + "\(platform.defaultCategory.swiftUIName) is the default.")),
            ("contexts", .object(contexts)),
            ("default", .string(platform.defaultCategory.swiftUIName)),
            ("$extensions", .object([(DesignTokens.extensionKey, .object([("uiKitContentSizeCategories", .object(uiKitNames))]))])),
        ])
        let set: JSONValue = .object([
            ("description", .string("Every exported text style at the default size, "
                + "\(platform.defaultCategory.higName), with every size under $extensions.")),
            ("sources", .array([reference("\(platform.rawValue).tokens.json")])),
        ])
        return .object([
            ("$schema", .string(resolverSchema)),
            ("name", .string("\(platform.displayName) Dynamic Type")),
            ("version", .string(resolverVersion)),
            ("description", .string("\(platform.displayName) text styles from the HIG's typography tables "
                + "(typecase tokens) at each Dynamic Type size the HIG publishes; 1 pt = 1 px.")),
            ("sets", .object([(setName, set)])),
            ("modifiers", .object([(modifierName, modifier)])),
            ("resolutionOrder", .array([reference("#/sets/\(setName)"), reference("#/modifiers/\(modifierName)")])),
        ])
    }

    private static func reference(_ target: String) -> JSONValue { .object([("$ref", .string(target))]) }

    /// The DTCG document of one size: the default document's group and token names, each value at
    /// `category`.
    private static func sizeDocument(_ platform: Platform, _ category: ContentSizeCategory) -> JSONValue {
        var group = DesignTokens.groupHeader(platform, at: "\(category.higName) (Dynamic Type)")
        for style in DesignTokens.styles(of: platform).exported {
            let resolved = style.resolved(on: platform, at: category)
            group.append((style.rawValue, .object([
                ("$type", .string("typography")),
                ("$description", .string(DesignTokens.summary(resolved, at: category))),
                ("$value", DesignTokens.typographyValue(resolved)),
                ("$extensions", .object([(DesignTokens.extensionKey, .object([
                    ("platform", .string(platform.rawValue)),
                    ("textStyle", .string(style.rawValue)),
                    ("category", .string(category.swiftUIName)),
                    ("accessibilitySize", .bool(category.isAccessibilityCategory)),
                ]))])),
            ])))
        }
        return .object([("$schema", .string(DesignTokens.schema)), (platform.rawValue, .object(group))])
    }
}
