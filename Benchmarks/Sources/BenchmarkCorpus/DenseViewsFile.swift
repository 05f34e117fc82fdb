/// One large Swift file of many small views, each showing a `Text` with `.font(.body)`: the densest
/// shape of code the audit analyses (every few lines a view, a text and a font), where
/// ``GeneratedCodeFile`` is mostly declarations no rule reads. Used to check that the audit's time and
/// memory stay linear when every line is work.
public enum DenseViewsFile {
    /// Swift source of at least `bytes` bytes (whole views are written), the same for the same
    /// arguments everywhere.
    public static func make(bytes: Int) -> String {
        var text = "// Generated screens. DO NOT EDIT.\nimport SwiftUI\n\n"
        text.reserveCapacity(bytes + 256)
        var view = 0
        while text.utf8.count < bytes {
            view += 1
            let tag = String(view)
            text += "struct Row\(tag)View: View {\n    var body: some View {\n"
            text += "        Text(\"Row \(tag)\").font(.body)\n    }\n}\n\n"
        }
        return text
    }
}
