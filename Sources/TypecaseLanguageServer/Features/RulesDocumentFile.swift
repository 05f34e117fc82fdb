import Foundation
import TypographyAudit

/// The rules document diagnostics link to: the catalog this binary was built with, written once to
/// the temporary folder (`typecase-VERSION/Rules.md`), so each rule's `#id` section is the rule's own text.
enum RulesDocumentFile {
    /// The document's `file:` URL, nil when it cannot be written.
    static func url() -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-\(TypecaseVersion.current)")
        let file = folder.appendingPathComponent("Rules.md")
        let text = Data(RulesDocument.markdown().utf8)
        if FileManager.default.contents(atPath: file.path) != text {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try text.write(to: file, options: .atomic)
            } catch {
                return nil
            }
        }
        return file.absoluteString
    }
}
