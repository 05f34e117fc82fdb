import SwiftSource
import Typography

/// The platform code is judged for: the configured platform of the file (or, when configuration
/// says nothing, the one its imports name: UIKit → iOS, AppKit → macOS, WatchKit/ClockKit →
/// watchOS; else the one its platform-only APIs name, such as `MenuBarExtra` or `NSColor` in a
/// SwiftUI file; else the run's, when its platform imports agree; else iOS), overridden inside
/// `#if os(…)` clauses.
struct PlatformResolver: Sendable {
    let filePlatform: Platform
    /// Per `#if` clause: the platform its condition selects (nil: the condition is not about `os`).
    private let clausePlatforms: [Platform?]
    private let tree: SyntaxTree
    /// Whether neither configuration nor the file names ``filePlatform``: it is the run's, or iOS.
    private let isFallback: Bool

    /// `runPlatform`: the platform of the run for files that name none (see ``ImportedPlatforms``).
    init(tree: SyntaxTree, configured: Platform?, runPlatform: Platform? = nil) {
        let named = configured ?? Self.inferredPlatform(tree)
        self.init(tree: tree, filePlatform: named ?? runPlatform ?? .ios, isFallback: named == nil)
    }

    private init(tree: SyntaxTree, filePlatform: Platform, isFallback: Bool) {
        self.tree = tree
        self.filePlatform = filePlatform
        self.isFallback = isFallback
        var platforms: [Platform?] = []
        platforms.reserveCapacity(tree.ifConfigClauses.count)
        for clause in tree.ifConfigClauses {
            platforms.append(Self.platform(of: clause, in: tree, platforms: platforms, filePlatform: filePlatform))
        }
        clausePlatforms = platforms
    }

    /// This resolver in a run whose files' imports name `runPlatform` (the first pass of a run
    /// resolves without it): the same unless the file's platform is the fallback, whose imports and
    /// platform-only APIs are then not read again.
    func inRun(platform runPlatform: Platform?) -> PlatformResolver {
        guard isFallback, let runPlatform, runPlatform != filePlatform else { return self }
        return PlatformResolver(tree: tree, filePlatform: runPlatform, isFallback: true)
    }

    /// The platform at a token.
    func platform(at token: TokenID) -> Platform {
        guard !clausePlatforms.isEmpty else { return filePlatform }
        // The walk of `SyntaxTree.ifConfigClauses(containing:)`, innermost clause first, without
        // building its array (this runs for every font and text site).
        let clauses = tree.ifConfigClauses
        var low = 0
        var high = clauses.count
        while low < high {
            let middle = (low + high) / 2
            if clauses[middle].directive <= token { low = middle + 1 } else { high = middle }
        }
        var candidate = low > 0 ? low - 1 : nil
        while let index = candidate {
            if token.raw < clauses[index].body.upperBound, let platform = clausePlatforms[index] { return platform }
            candidate = clauses[index].parent?.index
        }
        return filePlatform
    }

    /// The platform named by the file's imports, else by the platform-only APIs it uses, if any.
    static func inferredPlatform(_ tree: SyntaxTree) -> Platform? {
        // WatchKit or ClockKit wins over UIKit, which watchOS has too.
        var named: Platform?
        for declaration in tree.declarations where declaration.kind == .import {
            for token in declaration.nameTokens {
                if tree.token(token, is: "WatchKit") || tree.token(token, is: "ClockKit") { return .watchos }
                if named == nil, tree.token(token, is: "UIKit") { named = .ios }
                if named == nil, tree.token(token, is: "AppKit") { named = .macos }
            }
        }
        return named ?? platformOfAPIs(tree)
    }

    /// The one platform whose only-there APIs the file names outside `#if` clauses (`MenuBarExtra`,
    /// `NSViewRepresentable` → macOS; `UIViewRepresentable`, `UIApplication` → iOS; `WKInterfaceDevice` →
    /// watchOS); nil when it names none, or those of two platforms (a multiplatform file).
    private static func platformOfAPIs(_ tree: SyntaxTree) -> Platform? {
        // The names start with one of six capitals: most identifiers are ruled out by their first byte.
        let candidates = tree.file.bytes.withUnsafeBufferPointer { bytes in
            tree.tokens.withUnsafeBufferPointer { tokens in
                tokens.indices.filter { index in
                    let token = tokens[index]
                    guard token.kind == .identifier, token.end - token.start >= 5 else { return false }
                    switch bytes[Int(token.start)] {
                    case UInt8(ascii: "N"), UInt8(ascii: "U"), UInt8(ascii: "W"), UInt8(ascii: "M"), UInt8(ascii: "H"),
                         UInt8(ascii: "V"): return true
                    default: return false
                    }
                }
            }
        }
        var found: Platform?
        var namesUIKit = false
        for index in candidates {
            let token = TokenID(index)
            if let platform = platformOnlyAPIs.value(named: token, in: tree) {
                guard tree.ifConfigClauses(containing: token).isEmpty else { continue }
                if let found, found != platform { return nil }
                found = platform
            } else if !namesUIKit, sharedUIKitTypes.value(named: token, in: tree) != nil,
                      tree.ifConfigClauses(containing: token).isEmpty {
                namesUIKit = true
            }
        }
        // A file naming AppKit's and UIKit's types outside `#if` clauses is a multiplatform file's.
        return found == .macos && namesUIKit ? nil : found
    }

    /// UIKit types watchOS and tvOS have too: they rule out macOS, and name no other platform.
    private static let sharedUIKitTypes = NameIndex<Bool>(["UIColor", "UIImage", "UIFont"].map { ($0, true) })

    private static let platformOnlyAPIs = NameIndex<Platform>(
        ["MenuBarExtra", "menuBarExtraStyle", "HSplitView", "VSplitView", "NSViewRepresentable", "NSViewControllerRepresentable",
         "NSHostingView", "NSHostingController", "NSApplication", "NSApp", "NSWorkspace", "NSPasteboard", "NSColor", "NSImage",
         "NSFont", "NSEvent", "NSWindow", "NSView", "NSViewController", "NSMenu", "NSStatusItem", "NSStatusBar", "NSCursor",
         "NSAlert", "NSOpenPanel", "NSSavePanel"].map { ($0, Platform.macos) }
        + ["UIViewRepresentable", "UIViewControllerRepresentable", "UIHostingController", "UIApplication",
           "UIScreen", "UIDevice", "UIView", "UIViewController"].map { ($0, Platform.ios) }
        + ["WKInterfaceDevice", "WKExtension", "WKApplication", "WKApplicationDelegate", "WKApplicationDelegateAdaptor"]
            .map { ($0, Platform.watchos) })

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
