import Foundation
import Testing
import TypographyAudit

/// The type-check harness: `Examples/` and the realistic test apps type-check against the project's
/// API stubs before and after `typecase fix --approximate`, and every file that type-checked before
/// still does (issue 25: parsing is not enough — a closure's `$0` dropped still parses).
@Suite(.enabled(if: TypeCheckHarness.unavailable == nil,
                Comment(rawValue: "type-check harness skipped: \(TypeCheckHarness.unavailable ?? "")")))
struct TypeCheckHarnessTests {
    @Test func everyFileThatTypeCheckedBeforeTheFixStillDoes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-typecheck-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let stubs = try TypeCheckHarness.stubs.get()
        var total = 0
        var failingBefore: [String] = []
        for app in TypeCheckHarness.apps {
            let before = root.appendingPathComponent("before/\(app.lastPathComponent)")
            let after = root.appendingPathComponent("after/\(app.lastPathComponent)")
            for copy in [before, after] {
                try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
                try FileManager.default.copyItem(at: app, to: copy)
            }
            _ = FixEngine.run(FixOptions(paths: [after.path], jobs: 2, policy: FixPolicy(includesApproximate: true)))
            let broken = TypeCheckHarness.filesWithErrors(in: before, stubs: stubs)
            let fixed = TypeCheckHarness.filesWithErrors(in: after, stubs: stubs)
            total += TypeCheckHarness.swiftFiles(in: before).count
            failingBefore += broken.keys.map { "\(app.lastPathComponent)/\($0)" }
            for (file, error) in fixed where broken[file] == nil {
                Issue.record("\(app.lastPathComponent)/\(file) type-checked before typecase fix and does not after: \(error)")
            }
        }
        print("type-check harness: \(total) files, \(failingBefore.count) not type-checking before the fix: \(failingBefore.sorted())")
        // The stubs cover the apps: a harness where most files fail would prove nothing.
        #expect(failingBefore.count * 20 <= total, "files that do not type-check before any fix: \(failingBefore.sorted())")
    }

    @Test func theStubsRejectADroppedClosureParameterAndAcceptTheFixes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-typecheck-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let stubs = try TypeCheckHarness.stubs.get()
        let app = root.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let kept = """
            import SwiftUI
            struct Countdown: View {
                @ScaledMetric(relativeTo: .largeTitle) var scaledSize64: CGFloat = 64
                let design: Font.Design
                var body: some View {
                    VStack {
                        Text("A").font(.system(.body, design: design).weight(.semibold))
                        Text("B").font(.system(size: scaledSize64, weight: .bold))
                    }
                }
            }
            func rounded(_ base: UIFont) -> UIFont {
                base.fontDescriptor.withDesign(.rounded).map { UIFontMetrics(forTextStyle: .title3).scaledFont(for: UIFont(descriptor: $0, size: 20)) } ?? base
            }
            """
        let dropped = """
            import UIKit
            func roundedDropped(_ base: UIFont) -> UIFont {
                base.fontDescriptor.withDesign(.rounded).map { .preferredFont(forTextStyle: .title3) } ?? base
            }
            """
        try kept.write(to: app.appendingPathComponent("Kept.swift"), atomically: true, encoding: .utf8)
        try dropped.write(to: app.appendingPathComponent("Dropped.swift"), atomically: true, encoding: .utf8)
        let errors = TypeCheckHarness.filesWithErrors(in: app, stubs: stubs)
        #expect(errors.keys.sorted() == ["Dropped.swift"], "\(errors)")
    }
}
