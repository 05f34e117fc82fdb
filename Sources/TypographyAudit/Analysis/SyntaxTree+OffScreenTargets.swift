import SwiftSource

extension SyntaxTree {
    /// Whether the file imports `XCTest` or `Testing` (`@testable import App` too): a test target's,
    /// whose fonts never reach a screen.
    var importsTestFramework: Bool { imports("XCTest") || imports("Testing") }

    /// Whether the file is a command-line tool's: it imports `ArgumentParser`. A tool shows no screen;
    /// the views it builds are rendered into images (`ImageRenderer`, an app icon's banner) or not at all.
    var isCommandLineTool: Bool { ByteSearch.contains(file.bytes, "ArgumentParser") && imports("ArgumentParser") }

    /// Whether the file imports a module (`import WidgetKit`, `@testable import App`).
    func imports(_ module: StaticString) -> Bool {
        declarations.contains { declaration in
            declaration.kind == .import && declaration.nameTokens.contains { token($0, is: module) }
        }
    }
}
