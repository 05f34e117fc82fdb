import Foundation
import Testing
@testable import TypographyAudit

/// A file whose name is not valid UTF-8 cannot be opened through its decoded name: it is reported as
/// such, by name, instead of "cannot read" (or nothing).
@Suite struct FileNameEncodingTests {
    @Test func aNameThatIsNotUTF8IsReportedAndTheRestAudited() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Good.swift", "import SwiftUI\nlet a = Font.system(size: 12)\n")
        // "Caf\xE9.swift": Latin-1 é, not UTF-8.
        let name: [UInt8] = Array("Caf".utf8) + [0xE9] + Array(".swift".utf8) + [0]
        let path = Array((directory.path + "/").utf8CString.dropLast()) + name.map { CChar(bitPattern: $0) }
        let descriptor = path.withUnsafeBufferPointer { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        guard descriptor >= 0 else { return }  // a file system that refuses such names
        close(descriptor)
        let result = AuditEngine.run(AuditOptions(paths: [directory.path]))
        let problem = try #require(result.problems.first { $0.kind == .unreadable })
        #expect(problem.description.hasSuffix("Caf\u{FFFD}.swift: error: the name is not valid UTF-8, so typecase cannot open it; skipped (rename it)"))
        #expect(result.filesAudited == 1)
    }
}
