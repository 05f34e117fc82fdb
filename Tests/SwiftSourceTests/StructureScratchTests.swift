import Testing
import Foundation
@testable import SwiftSource

@Test func scratchOutline() throws {
    let path = ProcessInfo.processInfo.environment["SCRATCH"] ?? "/tmp/sdebug/a.swift"
    guard let data = FileManager.default.contents(atPath: path) else { return }
    let tree = SyntaxTree.parse(SourceFile(path: path, bytes: Array(data)))
    print(tree.outline())
}
