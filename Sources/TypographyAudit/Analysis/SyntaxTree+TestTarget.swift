import SwiftSource

extension SyntaxTree {
    /// Whether the file imports `XCTest` or `Testing` (`@testable import App` too): a test target's,
    /// whose fonts never reach a screen.
    var importsTestFramework: Bool { imports("XCTest") || imports("Testing") }

    /// Whether the file imports a module (`import WidgetKit`, `@testable import App`).
    func imports(_ module: StaticString) -> Bool {
        declarations.contains { declaration in
            declaration.kind == .import && declaration.nameTokens.contains { token($0, is: module) }
        }
    }

    /// Whether any token of the file is spelt `word` (a linear scan: for rare questions only).
    func mentions(_ word: StaticString) -> Bool {
        (0..<tokens.count).contains { token(TokenID($0), is: word) }
    }
}
