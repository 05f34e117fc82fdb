import Typography

/// Parsing of the names the typography commands accept; an unknown name is a usage error that lists
/// the valid ones.
enum TypographyNames {
    static func platform(_ name: String) throws -> Platform {
        guard let platform = Platform(name: name) else {
            throw UsageError("unknown platform '\(name)'; valid platforms: "
                + Platform.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return platform
    }

    static func category(_ name: String) throws -> ContentSizeCategory {
        guard let category = ContentSizeCategory(name: name) else {
            throw UsageError("unknown content size category '\(name)'; valid categories: "
                + ContentSizeCategory.allCases.map(\.swiftUIName).joined(separator: ", ")
                + " (also HIG names such as AX3 and UIKit names such as accessibilityExtraLarge)")
        }
        return category
    }

    static func style(_ name: String) throws -> TextStyle {
        guard let style = TextStyle(name: name) else {
            throw UsageError("unknown text style '\(name)'; valid styles: "
                + TextStyle.allCases.map(\.rawValue).joined(separator: ", ")
                + " (also UIKit names such as title1 and caption1, and HIG names such as \"Title 1\")")
        }
        return style
    }

    static func family(_ name: String) throws -> FontFamily {
        guard let family = FontFamily(name: name) else {
            throw UsageError("unknown font family '\(name)'; valid families: "
                + FontFamily.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return family
    }

    /// A finite decimal number such as `17` or `22.4`.
    static func number(_ text: String, what: String) throws -> Double {
        guard let value = Double(text), value.isFinite else {
            throw UsageError("\(what) must be a number, got '\(text)'")
        }
        return value
    }

    /// One of `allowed` (case-insensitive).
    static func choice(_ text: String, option: String, allowed: [String]) throws -> String {
        let lowered = text.lowercased()
        guard allowed.contains(lowered) else {
            throw UsageError("unknown --\(option) '\(text)'; valid: " + allowed.joined(separator: ", "))
        }
        return lowered
    }

    /// The categories selected by `--category NAME` / `--all-categories` (mutually exclusive).
    static func categories(_ arguments: ParsedArguments, all: [ContentSizeCategory],
                           default defaultCategories: [ContentSizeCategory]) throws -> [ContentSizeCategory] {
        if let name = arguments.value("category") {
            if arguments.flag("all-categories") { throw UsageError("use either --category or --all-categories") }
            return [try category(name)]
        }
        return arguments.flag("all-categories") ? all : defaultCategories
    }
}
