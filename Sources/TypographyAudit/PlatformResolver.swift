import SwiftSource
import Typography

/// The platform code is judged for: the configured platform of the file (or, when configuration
/// says nothing, the one its imports name: UIKit → iOS, AppKit → macOS, WatchKit/ClockKit →
/// watchOS, else iOS), overridden inside `#if os(…)` clauses.
struct PlatformResolver: Sendable {
    let filePlatform: Platform
    /// Per `#if` clause: the platform its condition selects (nil: the condition is not about `os`).
    private let clausePlatforms: [Platform?]
    private let tree: SyntaxTree

    init(tree: SyntaxTree, configured: Platform?) {
        self.tree = tree
        filePlatform = configured ?? Self.inferredPlatform(tree) ?? .ios
        var platforms: [Platform?] = []
        platforms.reserveCapacity(tree.ifConfigClauses.count)
        for clause in tree.ifConfigClauses {
            platforms.append(Self.platform(of: clause, in: tree, platforms: platforms, filePlatform: filePlatform))
        }
        clausePlatforms = platforms
    }

    /// The platform at a token.
    func platform(at token: TokenID) -> Platform {
        guard !clausePlatforms.isEmpty else { return filePlatform }
        for clause in tree.ifConfigClauses(containing: token) {
            if let platform = clausePlatforms[clause.index] { return platform }
        }
        return filePlatform
    }

    /// The platform named by the file's imports, if any.
    static func inferredPlatform(_ tree: SyntaxTree) -> Platform? {
        for declaration in tree.declarations where declaration.kind == .import {
            for token in declaration.nameTokens {
                if tree.token(token, is: "UIKit") { return .ios }
                if tree.token(token, is: "AppKit") { return .macos }
                if tree.token(token, is: "WatchKit") || tree.token(token, is: "ClockKit") { return .watchos }
            }
        }
        return nil
    }

    /// `os(macOS)` → macOS; an `#else`/`#elseif` after `os(X)` clauses → the file platform, or iOS
    /// when the file platform is the one excluded.
    private static func platform(of clause: IfConfigClause, in tree: SyntaxTree, platforms: [Platform?],
                                 filePlatform: Platform) -> Platform? {
        if let named = osPlatform(clause.condition, in: tree) { return named }
        var excluded: [Platform] = []
        var previous = clause.previous
        while let id = previous {
            if let platform = platforms[id.index] { excluded.append(platform) }
            previous = tree[id].previous
        }
        guard !excluded.isEmpty else { return nil }
        if !excluded.contains(filePlatform) { return filePlatform }
        return [Platform.ios, .macos, .watchos, .tvos, .visionos].first { !excluded.contains($0) }
    }

    /// The platform of the first `os(NAME)` in a condition that is not negated.
    private static func osPlatform(_ condition: TokenRange, in tree: SyntaxTree) -> Platform? {
        var index = condition.lowerBound
        while index + 3 < condition.upperBound {
            let token = TokenID(index)
            if tree.token(token, is: "os"), tree[TokenID(index + 1)].kind == .leftParen {
                if index > condition.lowerBound, tree.token(TokenID(index - 1), is: "!") { return nil }
                return Platform(name: tree.text(of: TokenID(index + 2)))
            }
            index += 1
        }
        return nil
    }
}
