/// An AppKit view or window controller: `NSTextField` labels with `NSFont`s, table cell views and a
/// SwiftUI bridge behind `#if os(macOS)`.
enum AppKitViewTemplate {
    /// Writes the file and returns the main type's name.
    static func write(_ b: SourceBuilder, feature: Feature, lines: Int) -> String {
        let name = feature.name + b.pick(["Sidebar", "Inspector", "Preview", "Status"]) + "View"
        b.line("#if os(macOS)")
        b.line("import AppKit")
        if b.chance(40) { b.line("import SwiftUI") }
        b.blank()
        DocComments.write(b, about: "The \(feature.variable) \(b.pick(["inspector", "sidebar row", "preview pane"])) on macOS.")
        b.block("final class \(name): NSView") {
            let fields = (0..<b.int(2...3)).map { ["titleField", "detailField", "countField"][$0] }
            for field in fields {
                b.block("private let \(field): NSTextField =", close: "}()") {
                    b.line(b.pick([
                        "let field = NSTextField(labelWithString: \"\")",
                        "let field = NSTextField(wrappingLabelWithString: \"\(b.pick(Vocabulary.phrases))\")",
                    ]))
                    b.line("field.font = \(FontExpressions.appKit(b))")
                    b.line("field.textColor = \(b.pick([".labelColor", ".secondaryLabelColor", ".controlAccentColor"]))")
                    if b.chance(40) { b.line("field.lineBreakMode = .byTruncatingTail") }
                    if b.chance(30) { b.line("field.maximumNumberOfLines = \(b.int(1...3))") }
                    b.line("return field")
                }
                b.blank()
            }
            b.block("override init(frame frameRect: NSRect)") {
                b.line("super.init(frame: frameRect)")
                b.line("let stack = NSStackView(views: [\(fields.joined(separator: ", "))])")
                b.line("stack.orientation = .vertical")
                b.line("stack.alignment = .leading")
                b.line("stack.spacing = \(b.int(2...12))")
                b.line("addSubview(stack)")
            }
            b.blank()
            b.line("required init?(coder: NSCoder) { nil }")
            b.blank()
            b.block("func show(_ \(feature.variable): \(feature.name))") {
                b.line("\(fields[0]).stringValue = \(feature.variable).\(feature.stringField(b).name)")
                b.group("\(fields[1]).attributedStringValue = NSAttributedString(", close: ")") {
                    b.line("string: \"\(b.pick(Vocabulary.phrases))\",")
                    b.line("attributes: [.font: \(FontExpressions.appKit(b)), .kern: \(b.decimal(0...1))]")
                }
            }
        }
        b.repeatUntil(lines: lines) { index in
            b.blank()
            let cell = "\(feature.name)CellView\(index)"
            b.block("final class \(cell): NSTableCellView") {
                b.block("override var backgroundStyle: NSView.BackgroundStyle") {
                    b.block("didSet") {
                        b.line("textField?.font = backgroundStyle == .emphasized ? \(FontExpressions.appKit(b)) : \(FontExpressions.appKit(b))")
                    }
                }
                b.blank()
                b.block("func configure(title: String, count: Int)") {
                    b.line("textField?.stringValue = \"\\(title) (\\(count))\"")
                    b.line("textField?.font = \(FontExpressions.appKit(b))")
                    b.line("toolTip = count == 1 ? \"One item\" : \"\\(count) items\"")
                }
            }
        }
        b.line("#endif")
        return name
    }
}
