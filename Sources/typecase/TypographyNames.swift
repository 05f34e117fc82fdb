import Typography
import TypographyAudit

/// Parsing of the names the typography commands accept; an unknown name is a usage error that lists
/// the valid ones.
enum TypographyNames {
    static func platform(_ name: String) throws -> Platform {
        try parse(name, Platform.init(name:), kind: "platform", plural: "platforms",
                  valid: Platform.allCases.map(\.rawValue))
    }

    static func category(_ name: String) throws -> ContentSizeCategory {
        try parse(name, ContentSizeCategory.init(name:), kind: "content size category", plural: "categories",
                  valid: ContentSizeCategory.allCases.map(\.swiftUIName),
                  also: "also HIG names such as AX3 and UIKit names such as accessibilityExtraLarge")
    }

    static func style(_ name: String) throws -> TextStyle {
        try parse(name, TextStyle.init(name:), kind: "text style", plural: "styles",
                  valid: TextStyle.allCases.map(\.rawValue),
                  also: "also UIKit names such as title1 and caption1, and HIG names such as \"Title 1\"")
    }

    static func family(_ name: String) throws -> FontFamily {
        try parse(name, FontFamily.init(name:), kind: "font family", plural: "families",
                  valid: FontFamily.allCases.map(\.rawValue))
    }

    /// `parser(name)`, or a usage error "unknown KIND 'name'; valid PLURAL: …".
    private static func parse<Value>(_ name: String, _ parser: (String) -> Value?, kind: String, plural: String,
                                     valid: [String], also: String? = nil) throws -> Value {
        if let value = parser(name) { return value }
        let suggestion = didYouMean(name, in: valid)
        throw UsageError("unknown \(kind) '\(name)'\(suggestion); valid \(plural): " + valid.joined(separator: ", ")
            + (also.map { " (\($0))" } ?? ""))
    }

    /// A finite decimal number such as `17` or `22.4`.
    static func number(_ text: String, what: String) throws -> Double {
        guard let value = Double(text), value.isFinite else {
            throw UsageError("\(what) must be a number, got '\(text)'")
        }
        return value
    }

    /// One of `allowed` (case-insensitive); else a usage error with the closest one and all of them.
    static func choice(_ text: String, option: String, allowed: [String]) throws -> String {
        let lowered = text.lowercased()
        guard allowed.contains(lowered) else {
            let suggestion = didYouMean(lowered, in: allowed)
            throw UsageError("unknown --\(option) '\(text)'\(suggestion); valid: " + allowed.joined(separator: ", "))
        }
        return lowered
    }

    /// The categories selected by `--category NAME` / `--all-categories` (mutually exclusive).
    static func categories(_ arguments: ParsedArguments, platform: Platform? = nil, all: [ContentSizeCategory],
                           default defaultCategories: [ContentSizeCategory]) throws -> [ContentSizeCategory] {
        if let name = arguments.value("category") {
            if arguments.flag("all-categories") { throw UsageError("use either --category or --all-categories") }
            let chosen = try category(name)
            // A platform with Dynamic Type but without this category (watchOS has no Medium, AX4, AX5).
            if let platform, all.count > 1, !all.contains(chosen) {
                throw UsageError("\(platform.displayName) has no \(chosen.higName) category; its categories: "
                    + all.map(\.swiftUIName).joined(separator: ", "))
            }
            return [chosen]
        }
        return arguments.flag("all-categories") ? all : defaultCategories
    }
}
