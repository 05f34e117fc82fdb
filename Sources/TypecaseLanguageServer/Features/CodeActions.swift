import SwiftSource
import TypographyAudit

/// The code actions of a buffer: each finding's fix as a quick fix (exact ones preferred; approximate
/// ones say they change the look), and one source action, `source.fixAll.typecase`, applying every
/// exact fix of the file that `typecase fix` would apply together.
enum CodeActions {
    static let fixAllKind = "source.fixAll.typecase"

    /// The actions for `findings` (the buffer's current ones) whose diagnostics touch `range`, and
    /// fix-all; `only`: the kinds the client asked for (nil: all).
    static func actions(for findings: [Finding], in document: TextDocument, range: TextRange, only: [String]?,
                        diagnostics: Diagnostics) -> [JSONObject] {
        var actions: [JSONObject] = []
        if accepts("quickfix", only) {
            for finding in findings {
                guard let fix = finding.fix, Diagnostics.range(of: finding, in: document).overlaps(range) else { continue }
                actions.append([
                    "title": title(of: fix),
                    "kind": "quickfix",
                    "diagnostics": [diagnostics.diagnostic(finding, in: document)],
                    "isPreferred": fix.isExact,
                    "edit": workspaceEdit(fix.edits.map { TextEdit(range: $0.range, replacement: $0.replacement) }, in: document),
                ])
            }
        }
        if accepts(fixAllKind, only) {
            let plan = FixPlan(findings: findings, policy: FixPolicy())
            if !plan.edits.isEmpty {
                let count = plan.applied.count
                actions.append([
                    "title": "Fix \(count) typography finding\(count == 1 ? "" : "s") in this file (exact fixes only)",
                    "kind": fixAllKind,
                    "edit": workspaceEdit(plan.edits, in: document),
                ])
            }
        }
        return actions
    }

    /// What the quick fix is called: its summary; an approximate fix says it changes the look.
    static func title(of fix: Fix) -> String {
        fix.isExact ? "Fix: \(fix.summary)" : "Change the look: \(fix.summary) (approximate)"
    }

    /// Whether an action of `kind` is among the kinds asked for (a kind includes its sub-kinds).
    private static func accepts(_ kind: String, _ only: [String]?) -> Bool {
        guard let only else { return true }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }

    private static func workspaceEdit(_ edits: [TextEdit], in document: TextDocument) -> JSONObject {
        let textEdits = edits.sorted { $0.range.lowerBound < $1.range.lowerBound }.map { edit -> JSONObject in
            ["range": document.range(of: edit.range).json, "newText": edit.replacement]
        }
        return ["changes": [document.uri: textEdits]]
    }
}
