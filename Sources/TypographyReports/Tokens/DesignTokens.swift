import Typography

/// A platform's type ramp as design tokens: W3C Design Tokens Community Group format 2025.10
/// (``dtcg(platform:)``), CSS custom properties with one set per content size category
/// (``css(platform:)``), or plain JSON (``json(platform:)``).
///
/// DTCG: one `typography` composite token per text style, its `$value` at the platform's default
/// category — `fontFamily` (the system stack for the style's optical size, see ``CSSFontStack``),
/// `fontSize` and `letterSpacing` as `px` dimensions (1 pt = 1 px), `fontWeight` as a number,
/// `lineHeight` as a multiplier of the size — and every category's size, line height and tracking
/// under `$extensions["org.typecase"].dynamicType`. Styles without a published size, line height
/// or weight at some category cannot be valid tokens at every size and are listed in the group's
/// `$description` instead. ``DynamicTypeTokenSets`` writes one file per size.
public enum DesignTokens {
    /// The `$schema` of the format version written.
    public static let schema = "https://www.designtokens.org/schemas/2025.10/format.json"
    /// The `$extensions` key typecase writes under.
    public static let extensionKey = "org.typecase"

    /// The styles that can be tokens on a platform (size, line height and weight published at every
    /// category, so each size's file has them too), in the HIG's table order, and those that cannot.
    public static func styles(of platform: Platform) -> (exported: [TextStyle], unpublished: [TextStyle]) {
        var exported: [TextStyle] = [], unpublished: [TextStyle] = []
        for style in platform.textStyles {
            let published = platform.categories.allSatisfy { category in
                let resolved = style.resolved(on: platform, at: category)
                return resolved.pointSize != nil && resolved.lineHeight != nil && resolved.weight != nil
            }
            if published {
                exported.append(style)
            } else {
                unpublished.append(style)
            }
        }
        return (exported, unpublished)
    }

    // MARK: DTCG

    /// The DTCG document: `$schema`, then a group named for the platform holding one token per style.
    public static func dtcg(platform: Platform) -> JSONValue {
        var group = groupHeader(platform, at: "\(platform.defaultCategory.higName), the default size")
        for style in styles(of: platform).exported { group.append((style.rawValue, token(style, platform: platform))) }
        return .object([("$schema", .string(schema)), (platform.rawValue, .object(group))])
    }

    /// The platform group's `$type` and `$description` (the tables at `size`, the styles not exported).
    static func groupHeader(_ platform: Platform, at size: String) -> [(String, JSONValue)] {
        let unpublished = styles(of: platform).unpublished
        var description = "\(platform.displayName) text styles from the HIG's typography tables at \(size); 1 pt = 1 px."
        if !unpublished.isEmpty {
            description += " Not exported (size, line height or weight not published): "
                + unpublished.map(\.higName).joined(separator: ", ") + "."
        }
        return [("$type", .string("typography")), ("$description", .string(description))]
    }

    private static func token(_ style: TextStyle, platform: Platform) -> JSONValue {
        let resolved = style.resolved(on: platform, at: platform.defaultCategory)
        var members: [(String, JSONValue)] = [
            ("$type", .string("typography")),
            ("$description", .string(summary(resolved))),
            ("$value", typographyValue(resolved)),
        ]
        var extensionMembers: [(String, JSONValue)] = [
            ("platform", .string(platform.rawValue)),
            ("textStyle", .string(style.rawValue)),
        ]
        if let uiKit = style.uiKitName { extensionMembers.append(("uiKitTextStyle", .string(uiKit))) }
        extensionMembers.append(("defaultCategory", .string(platform.defaultCategory.swiftUIName)))
        if let emphasized = style.emphasizedWeight(on: platform) {
            extensionMembers.append(("emphasizedFontWeight", .int(emphasized.cssWeight)))
        }
        var sizes: [(String, JSONValue)] = []
        for category in platform.categories {
            let atCategory = style.resolved(on: platform, at: category)
            guard let size = atCategory.pointSize else { continue }
            var entry: [(String, JSONValue)] = [("fontSize", dimension(size))]
            entry.append(("lineHeight", atCategory.lineHeight.map { dimension($0) } ?? .null))
            entry.append(("letterSpacing", atCategory.tracking.map { dimension($0.shownPoints) } ?? .null))
            entry.append(("accessibilitySize", .bool(category.isAccessibilityCategory)))
            sizes.append((category.swiftUIName, .object(entry)))
        }
        extensionMembers.append(("dynamicType", .object(sizes)))
        members.append(("$extensions", .object([(extensionKey, .object(extensionMembers))])))
        return .object(members)
    }

    /// The composite value; only called for resolved styles with size, line height and weight.
    static func typographyValue(_ resolved: ResolvedTextStyle) -> JSONValue {
        let size = resolved.pointSize!
        return .object([
            ("fontFamily", .array(CSSFontStack.names(for: resolved.family, pointSize: size).map { .string($0) })),
            ("fontSize", dimension(size)),
            ("fontWeight", .int(resolved.weight!.cssWeight)),
            ("letterSpacing", dimension(resolved.tracking?.shownPoints ?? 0)),
            ("lineHeight", .number(resolved.lineHeight! / size)),
        ])
    }

    static func dimension(_ points: Double) -> JSONValue {
        .object([("value", .number(points)), ("unit", .string("px"))])
    }

    /// `Body: 17 pt on 22 pt, Regular, tracking -26/1000 em`; with a category, `Body at xSmall: 14 pt …`.
    static func summary(_ resolved: ResolvedTextStyle, at category: ContentSizeCategory? = nil) -> String {
        let name = resolved.style.higName + (category.map { " at \($0.higName)" } ?? "")
        var text = "\(name): \(numberText(resolved.pointSize!)) pt on \(numberText(resolved.lineHeight!)) pt, "
        text += resolved.weight!.higName
        if let tracking = resolved.tracking { text += ", tracking \(numberText(tracking.em))/1000 em" }
        return text
    }

    // MARK: CSS

    /// CSS custom properties: the default category's values on `:root` (written first), and each
    /// category's on `[data-dynamic-type="NAME"]` (SwiftUI names: `xSmall` … `accessibility5`), so a
    /// page follows a size by setting one attribute, on the root too. Per style `--NAME-font-family`, `-font-size`, `-line-height`,
    /// `-font-weight`, `-letter-spacing` and the `--NAME-font` shorthand; names are kebab-case
    /// (`--large-title-font-size`).
    public static func css(platform: Platform) -> String {
        let (exported, unpublished) = styles(of: platform)
        var output = "/* \(platform.displayName) text styles from the HIG's typography tables (typecase tokens). */\n"
        output += "/* 1 pt = 1 px. Set data-dynamic-type on an element to use another size. */\n"
        if !unpublished.isEmpty {
            output += "/* Not published, so not exported: \(unpublished.map(\.higName).joined(separator: ", ")). */\n"
        }
        // The default category first: its rule also matches the root, so a later category set on the
        // root (`<html data-dynamic-type="xSmall">`) wins by order at the same specificity.
        let categories = platform.categories.filter { $0 == platform.defaultCategory }
            + platform.categories.filter { $0 != platform.defaultCategory }
        for category in categories {
            let selector = category == platform.defaultCategory
                ? ":root, [data-dynamic-type=\"\(category.swiftUIName)\"]" : "[data-dynamic-type=\"\(category.swiftUIName)\"]"
            output += "\n\(selector) {\n"
            for style in exported {
                let resolved = style.resolved(on: platform, at: category)
                guard let size = resolved.pointSize, let weight = resolved.weight else { continue }
                let name = "--" + kebab(style.rawValue)
                let family = CSSFontStack.css(CSSFontStack.names(for: resolved.family, pointSize: size))
                output += "  \(name)-font-family: \(family);\n"
                output += "  \(name)-font-size: \(numberText(size))px;\n"
                if let lineHeight = resolved.lineHeight { output += "  \(name)-line-height: \(numberText(lineHeight))px;\n" }
                output += "  \(name)-font-weight: \(weight.cssWeight);\n"
                output += "  \(name)-letter-spacing: \(numberText(resolved.tracking?.shownPoints ?? 0))px;\n"
                let lineHeight = resolved.lineHeight.map { "/\(numberText($0))px" } ?? ""
                output += "  \(name)-font: \(weight.cssWeight) \(numberText(size))px\(lineHeight) \(family);\n"
            }
            output += "}\n"
        }
        return output
    }

    /// `largeTitle` → `large-title`, `title2` → `title2`.
    static func kebab(_ name: String) -> String {
        var output = ""
        for character in name {
            if character.isUppercase {
                output += "-" + character.lowercased()
            } else {
                output.append(character)
            }
        }
        return output
    }

    // MARK: JSON

    /// Plain JSON: per style, its values at every category (`null` where not published).
    public static func json(platform: Platform) -> JSONValue {
        let styles = platform.textStyles.map { style -> JSONValue in
            let categories = platform.categories.map { category -> (String, JSONValue) in
                let resolved = style.resolved(on: platform, at: category)
                return (category.swiftUIName, .object([
                    ("fontSize", resolved.pointSize.map(JSONValue.number) ?? .null),
                    ("lineHeight", resolved.lineHeight.map(JSONValue.number) ?? .null),
                    ("fontWeight", resolved.weight.map { .int($0.cssWeight) } ?? .null),
                    ("letterSpacing", resolved.tracking.map { JSONValue.number($0.shownPoints) } ?? .null),
                    ("trackingEm", resolved.trackingEm.map(JSONValue.number) ?? .null),
                ]))
            }
            return .object([
                ("style", .string(style.rawValue)),
                ("higName", .string(style.higName)),
                ("emphasizedFontWeight", style.emphasizedWeight(on: platform).map { .int($0.cssWeight) } ?? .null),
                ("categories", .object(categories)),
            ])
        }
        return .object([("platform", .string(platform.rawValue)), ("unit", .string("pt")), ("styles", .array(styles))])
    }
}
