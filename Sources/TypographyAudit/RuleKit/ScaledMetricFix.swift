import SwiftSource
import Typography

extension FontFixes {
    /// The largest move, in points, an approximate nearest-style fix makes to a `size`: 2 pt or 15%,
    /// whichever is less ("Severity and fixes"). Past it a display size keeps its size and scales.
    public static func approximateLimit(for size: Double) -> Double {
        min(2, 0.15 * size)
    }

    /// SwiftUI: a display size far from every style keeps its size and scales along the nearest one.
    /// `.system(size: 64, weight: .thin)` in a view's body → `.system(size: scaledSize64, weight: .thin)`
    /// with `@ScaledMetric(relativeTo: .largeTitle) var scaledSize64: CGFloat = 64` added as the first
    /// member of the view. Nil unless the size is a literal of a `system(size:…)` font read in an
    /// instance function or computed property of a struct that is a `View` or `ViewModifier`, and the
    /// name is free there.
    public static func scaledMetric(for font: FontOccurrence, nearest: NearestTextStyle, in tree: SyntaxTree) -> Fix? {
        scaledMetric(for: font, relativeTo: nearest.style, in: tree)
    }

    /// The same, scaling along `style` (symbol-overpowers-text: the style of the text beside the icon, so
    /// that the two grow together).
    public static func scaledMetric(for font: FontOccurrence, relativeTo style: TextStyle, in tree: SyntaxTree) -> Fix? {
        guard font.value.framework == .swiftUI, font.value.sizeOrigin == .literal,
              let size = font.value.size, let styleName = style.swiftUIName,
              let constructor = constructor(of: font.chain, in: tree), tree.component(constructor, isNamed: "system"),
              let sizeValue = tree.argumentValue("size", of: constructor),
              let view = viewOwningInstanceCode(at: tree[font.chain].firstToken, in: tree),
              let members = tree[view].body else { return nil }
        let name = "scaledSize" + PointSize(size).description.replacingOccurrences(of: ".", with: "_")
        guard !tree[view].tokens.contains(where: { tree[$0].kind == .identifier && tree.text(of: $0) == name }),
              let insertion = memberInsertion(
                "@ScaledMetric(relativeTo: .\(styleName)) var \(name): CGFloat = \(PointSize(size))",
                atStartOf: members, of: view, in: tree) else { return nil }
        let sizeRange = tree.byteRange(of: tree[sizeValue].tokens)
        let chainRange = tree.byteRange(of: tree[font.chain].tokens)
        let original = tree.file.text(chainRange)
        let start = sizeRange.lowerBound - chainRange.lowerBound
        let fixed = String(original.utf8.prefix(start))! + name
            + String(original.utf8.dropFirst(start + sizeRange.count))!
        return Fix(edits: [insertion, FixEdit(range: sizeRange, replacement: name)], isExact: true,
                   summary: "\(original) → \(fixed), with @ScaledMetric(relativeTo: .\(styleName)) var \(name) = \(PointSize(size))")
    }

    /// The struct conforming to `View` or `ViewModifier` whose instance function or computed property
    /// holds `token` (where a `@ScaledMetric` member can be read), else nil: a static member, a stored
    /// property's initializer, an initializer or another type.
    private static func viewOwningInstanceCode(at token: TokenID, in tree: SyntaxTree) -> DeclarationID? {
        var inInstanceCode = false
        for declaration in tree.enclosingDeclarations(of: token) {
            let node = tree[declaration]
            if node.isTypeLike {
                let conformances = tree[declaration].inheritance.map { tree.text(of: tree[$0].name) }
                return inInstanceCode && node.kind == .struct
                    && conformances.contains { $0 == "View" || $0 == "ViewModifier" } ? declaration : nil
            }
            if node.modifiers.contains(.static) || node.modifiers.contains(.class) || node.kind == .initializer { return nil }
            switch node.kind {
            case .function, .accessor:
                inInstanceCode = true
            case .var where node.initializer == nil && node.body != nil:
                inInstanceCode = true
            case .var, .let:
                // A stored property's initializer cannot read another property; a local's can.
                if tree[declaration].parent.map({ tree[$0].isTypeLike }) == true { return nil }
            default:
                break
            }
        }
        return nil
    }

    /// A line holding `member`, inserted after the line of the `{` of a type's member list, indented
    /// as the first member (else four spaces more than the type), with the file's line ending.
    private static func memberInsertion(_ member: String, atStartOf members: BlockID, of type: DeclarationID,
                                        in tree: SyntaxTree) -> FixEdit? {
        let file = tree.file
        let bytes = file.bytes
        let open = tree[tree[members].openToken]
        guard let lineBreak = bytes[Int(open.end)...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        // Only a comment may follow the `{` on its line.
        let rest = file.text(Int(open.end)..<lineBreak).filter { $0 != " " && $0 != "\t" && $0 != "\r" }
        guard rest.isEmpty || rest.hasPrefix("//") else { return nil }
        let newline = lineBreak > 0 && bytes[lineBreak - 1] == UInt8(ascii: "\r") ? "\r\n" : "\n"
        let indentation: String
        if let first = tree[members].statements.first {
            let token = tree[first].firstToken
            let line = tree.location(of: token).line
            indentation = file.text(Int(file.lineStarts[line - 1])..<Int(tree[token].start))
        } else {
            let line = tree.location(of: tree[type].firstToken).line
            let typeIndentation = file.text(Int(file.lineStarts[line - 1])..<Int(tree[tree[type].firstToken].start))
            indentation = typeIndentation + "    "
        }
        guard indentation.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        let offset = lineBreak + 1
        return FixEdit(range: offset..<offset, replacement: indentation + member + newline)
    }
}
