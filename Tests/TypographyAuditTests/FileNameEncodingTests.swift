import Foundation
import Testing
@testable import TypographyAudit

/// File names that are not valid UTF-8 (Linux allows any bytes): such files are opened by their
/// bytes, audited like any other, fixed in place, and named in output with the odd bytes as `\xE9`.
@Suite struct FileNameEncodingTests {
    /// "Caf\xE9": Latin-1 é, not UTF-8.
    static let latin1Name: [UInt8] = Array("Caf".utf8) + [0xE9]

    @Test func systemPathsKeepTheBytesOfNamesThatAreNotUTF8() {
        let bytes = Self.latin1Name + Array(".swift".utf8)
        let path = SystemPath.string(bytes: bytes)
        #expect(SystemPath.withCString(path) { Array(UnsafeBufferPointer(start: $0, count: strlen($0))) }
            == bytes.map { CChar(bitPattern: $0) })
        #expect(SystemPath.display(path) == "Caf\\xE9.swift")
        #expect(SystemPath.hasEscapedBytes(path))
        // A truncated sequence and a stray continuation byte are escaped byte by byte; valid UTF-8 stays.
        let mixed: [UInt8] = Array("é".utf8) + [0xE2, 0x82] + Array("x".utf8) + [0x80]
        #expect(SystemPath.display(SystemPath.string(bytes: mixed)) == "é\\xE2\\x82x\\x80")
        #expect(SystemPath.string(bytes: Array("Café/Ünïcode.swift".utf8)) == "Café/Ünïcode.swift")
        #expect(!SystemPath.hasEscapedBytes("Café.swift"))
        #expect(SystemPath.withCString("Café.swift") { String(cString: $0) } == "Café.swift")
    }

    @Test func filesAndFoldersWithNamesThatAreNotUTF8AreAudited() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let source = "import SwiftUI\nstruct V: View { var body: some View { Text(\"Hi\").font(.system(size: 9)) } }\n"
        try directory.write("Good.swift", source)
        guard try Self.create(directory.path, Self.latin1Name + Array(".swift".utf8), source) else { return }
        try Self.makeDirectory(directory.path, Array("Dir".utf8) + [0xFF])
        _ = try Self.create(directory.path, Array("Dir".utf8) + [0xFF] + Array("/View.swift".utf8), source)

        let result = AuditEngine.run(AuditOptions(paths: [directory.path]))
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.filesAudited == 3)
        let paths = Set(result.findings.map(\.path))
        #expect(paths == [directory.path + "/Caf\\xE9.swift", directory.path + "/Dir\\xFF/View.swift",
                          directory.path + "/Good.swift"])
        // Reports that must name the files exactly (SARIF's URIs) find their bytes by the shown paths.
        let prefix = Array((directory.path + "/").utf8)
        #expect(result.systemPaths == [
            directory.path + "/Caf\\xE9.swift": SystemPath.string(bytes: prefix + Self.latin1Name + Array(".swift".utf8)),
            directory.path + "/Dir\\xFF/View.swift": SystemPath.string(bytes: prefix + Array("Dir".utf8) + [0xFF] + Array("/View.swift".utf8)),
        ])

        // Named on the command line (as its bytes arrive in argv), the file is audited too.
        let named = SystemPath.string(bytes: Array((directory.path + "/").utf8) + Self.latin1Name + Array(".swift".utf8))
        let single = AuditEngine.run(AuditOptions(paths: [named]))
        #expect(single.problems.isEmpty, "\(single.problems)")
        #expect(single.filesAudited == 1)
        #expect(single.findings.first?.path == directory.path + "/Caf\\xE9.swift")
    }

    @Test func aFileWithANameThatIsNotUTF8IsReplacedInPlace() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let name = Self.latin1Name + Array(".swift".utf8)
        guard try Self.create(directory.path, name, "let a = 1\n") else { return }
        let path = SystemPath.string(bytes: Array((directory.path + "/").utf8) + name)
        try AtomicFileWriter.replace(path, expecting: Array("let a = 1\n".utf8), with: Array("let a = 2\n".utf8))
        #expect(try SourceReader.readBytes(path) == Array("let a = 2\n".utf8))
        // No temporary file is left beside it, and the name is unchanged.
        let entries = try #require(DirectoryEntry.entries(of: directory.path))
        #expect(entries.map(\.name) == [SystemPath.string(bytes: name)])
    }

    /// Creates the file `relative` (raw bytes) below `directory` with `text`; false when the file
    /// system refuses such a name.
    static func create(_ directory: String, _ relative: [UInt8], _ text: String) throws -> Bool {
        let path = SystemPath.string(bytes: Array((directory + "/").utf8) + relative)
        let descriptor = SystemPath.withCString(path) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
        return true
    }

    static func makeDirectory(_ directory: String, _ relative: [UInt8]) throws {
        let path = SystemPath.string(bytes: Array((directory + "/").utf8) + relative)
        #expect(SystemPath.withCString(path) { mkdir($0, 0o755) } == 0)
    }
}
