import SwiftSource

extension SyntaxTree {
    /// Whether the file imports `XCTest` or `Testing` (`@testable import App` too): a test target's,
    /// whose fonts never reach a screen.
    var importsTestFramework: Bool {
        declarations.contains { declaration in
            declaration.kind == .import && declaration.nameTokens.contains { token($0, is: "XCTest") || token($0, is: "Testing") }
        }
    }
}
