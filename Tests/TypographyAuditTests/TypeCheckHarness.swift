import Foundation

/// `swiftc -typecheck` of the test apps against the project's API stubs (`Tests/TypeCheckStubs`):
/// the stubs are compiled into modules once, then each app is one swiftc invocation over all its
/// files. Linux only (on macOS the SDK's real modules would clash with the stubs).
enum TypeCheckHarness {
    /// The repository root (this file is `Tests/TypographyAuditTests/TypeCheckHarness.swift`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The stub modules in dependency order.
    static let stubModules = ["Combine", "CoreGraphics", "AVFoundation", "UIKit", "AppKit", "SwiftUI", "WidgetKit", "Charts"]

    /// The apps type-checked: `Examples/Brewlog` and every app of `Tests/RealisticCorpus`.
    static var apps: [URL] {
        let corpus = packageRoot.appendingPathComponent("Tests/RealisticCorpus")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return [packageRoot.appendingPathComponent("Examples/Brewlog")]
            + names.sorted().map { corpus.appendingPathComponent($0) }.filter { isDirectory($0) }
    }

    /// Why the harness cannot run here, or nil when it can.
    static let unavailable: String? = {
        #if os(Linux)
        return run("/usr/bin/env", ["swiftc", "--version"]).status == 0 ? nil : "swiftc is not on PATH"
        #else
        return "the API stubs stand in for the SDK on Linux only"
        #endif
    }()

    /// This test run's folder: the compiled stubs, and the compilers' own temporary files (swiftc
    /// leaves a `TemporaryDirectory.*` folder behind for each run). Removed when the run ends.
    static let scratch: URL = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-typecheck-\(UUID())")
        try? FileManager.default.createDirectory(at: folder.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: TypeCheckHarness.scratch) }
        return folder
    }()

    /// The folder of the compiled stub modules (built once per test run), or why they do not build.
    static let stubs: Result<URL, StubError> = {
        let folder = scratch.appendingPathComponent("stubs")
        do { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) } catch {
            return .failure(StubError(description: "\(error)"))
        }
        return buildStubs(into: folder).map { .failure(StubError(description: $0)) } ?? .success(folder)
    }()

    /// Where the compilers this harness starts put their temporary files.
    private static var compilerTemporaries: URL { scratch.appendingPathComponent("tmp") }

    struct StubError: Error, CustomStringConvertible {
        let description: String
    }

    /// Compiles the stub modules into `folder`; the errors, if any.
    private static func buildStubs(into folder: URL) -> String? {
        let stubs = packageRoot.appendingPathComponent("Tests/TypeCheckStubs")
        for module in stubModules {
            let result = run("/usr/bin/env", ["swiftc", "-emit-module", "-module-name", module,
                                              stubs.appendingPathComponent("\(module).swift").path,
                                              "-I", folder.path, "-suppress-warnings",
                                              "-o", folder.appendingPathComponent("\(module).swiftmodule").path])
            if result.status != 0 { return "stub module \(module) does not compile:\n\(result.output)" }
        }
        return nil
    }

    /// The Swift files under `app` that do not type-check (paths relative to `app`), with their first
    /// error. The files are first made Linux-readable in place (``prepare(_:)``).
    static func filesWithErrors(in app: URL, stubs: URL) -> [String: String] {
        let files = swiftFiles(in: app)
        for file in files { prepare(file) }
        let result = run("/usr/bin/env", ["swiftc", "-typecheck", "-continue-building-after-errors", "-I", stubs.path, "-suppress-warnings",
                                          "-Xfrontend", "-import-module", "-Xfrontend", "Combine"] + files.map(\.path))
        var errors: [String: String] = [:]
        let prefix = app.standardizedFileURL.path + "/"
        for line in result.output.split(separator: "\n") where line.contains(": error: ") && line.hasPrefix(prefix) {
            let path = line.dropFirst(prefix.count).prefix { $0 != ":" }
            if errors[String(path)] == nil { errors[String(path)] = String(line.dropFirst(prefix.count)) }
        }
        if result.status != 0 && errors.isEmpty { errors["(swiftc)"] = String(result.output.prefix(2000)) }
        return errors
    }

    /// Rewrites what Linux's compiler cannot read the way Xcode does, the same way before and after a
    /// fix: iOS platform conditions hold (macOS ones do not), `import UIKit.UIFont` imports UIKit,
    /// `@objc`/`@IBOutlet`/`@IBAction` and `#selector` (the Objective-C runtime) are dropped, and a
    /// `#Preview { … }` becomes a view-building function.
    static func prepare(_ file: URL) {
        guard var text = try? String(contentsOf: file, encoding: .utf8) else { return }
        let rewrites: [(String, String)] = [
            (#"os\((iOS|tvOS|watchOS|visionOS)\)"#, "true"),
            (#"os\(macOS\)"#, "false"),
            (#"(?m)^(\s*)import (UIKit|AppKit)\.[A-Za-z]+"#, "$1import $2"),
            (#"@(objc|IBOutlet|IBAction|IBInspectable)\b(\([^)]*\))?"#, ""),
            (#"#selector\((?:[^()]|\([^()]*\))*\)"#, #"Selector("")"#),
        ]
        for (pattern, template) in rewrites {
            let expression = try! NSRegularExpression(pattern: pattern)
            text = expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
        }
        let preview = try! NSRegularExpression(pattern: #"(?m)^#Preview(\([^)]*\))?\s*\{"#)
        var count = 0
        while let match = preview.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              let range = Range(match.range, in: text) {
            count += 1
            text.replaceSubrange(range, with: "@MainActor @ViewBuilder func typecasePreview\(count)() -> some View {")
        }
        try? text.write(to: file, atomically: true, encoding: .utf8)
    }

    static func swiftFiles(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
            .map(\.standardizedFileURL).sorted { $0.path < $1.path }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Runs a program to completion: its exit status and its standard output and error together.
    static func run(_ program: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        // The package's folder, not the process's current directory: another test changes that for a
        // moment to a folder it then removes, and a compiler started inside a removed folder crashes.
        process.currentDirectoryURL = packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = compilerTemporaries.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        do { try process.run() } catch { return (-1, "\(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
