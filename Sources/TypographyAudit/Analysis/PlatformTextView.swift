import SwiftSource
import Typography

/// A UIKit or AppKit view that shows text (`UILabel`, a button's `titleLabel`, `UITextField`,
/// `UITextView`, `NSTextField`), identified by the receiver its properties are assigned through,
/// with every assignment to it in the same type — `viewDidLoad`, initializers, extensions in the
/// file — and in the closure or factory that builds it (`let label: UILabel = { let l = UILabel();
/// l.font = …; return l }()` assigns to `label`).
public struct PlatformTextView: Sendable {
    public enum Kind: Sendable, Hashable {
        case label, buttonTitle, textField, textView, unknown
    }

    public var kind: Kind
    public var framework: FontFramework
    /// The receiver as written, without `self.` and optional chaining: `titleLabel`,
    /// `brewButton.titleLabel`, `self` for assignments in a subclass's own code.
    public var name: String
    /// The type the view belongs to (nil: a free function's local).
    public var type: DeclarationID?
    /// The property or local variable declaring the view, when found.
    public var declaration: DeclarationID?
    /// The assignments in source order.
    public var assignments: [PropertyAssignment]

    /// The assignments to one property. The rule lists `property` in its ``Rule/names``.
    public func assignments(of property: KnownName) -> [PropertyAssignment] {
        DeclaredNames.check(property)
        return assignments.filter { $0.property == property }
    }

    /// The last assignment to one property, if any. The rule lists `property` in its ``Rule/names``.
    public func lastAssignment(of property: KnownName) -> PropertyAssignment? {
        DeclaredNames.check(property)
        return assignments.last { $0.property == property }
    }
}

extension PlatformTextView {
    /// UIKit: `numberOfLines` (a label shows one line unless set); a text view is unbounded.
    /// AppKit: `maximumNumberOfLines`. Unknown otherwise. The rule lists both in its ``Rule/names``.
    public func lineCapacity(in tree: SyntaxTree) -> LineCapacity {
        if kind == .textView { return .unbounded }
        let property: KnownName = framework == .appKit ? .maximumNumberOfLines : .numberOfLines
        guard let assignment = lastAssignment(of: property) else {
            return kind == .label && framework == .uiKit ? .atMost(1) : .unknown
        }
        guard let lines = tree.numberValue(of: assignment.value) else { return .unknown }
        return lines == 0 ? .unbounded : .atMost(Int(lines))
    }
}

/// `receiver.property = value`.
public struct PropertyAssignment: Sendable {
    public var property: KnownName
    public var statement: StatementID
    /// The property's name token (`font` in `label.font = …`).
    public var propertyToken: TokenID
    public var value: ExpressionID
    /// The function, initializer or accessor the assignment is in (`viewDidLoad`).
    public var function: DeclarationID?
    /// For `font`: the font candidates of the value (indices into ``FileAnalysis/fonts``).
    public var fonts: [Int]
}

/// A screen: a SwiftUI `View` type, or a view controller subclass, with what it builds in the file.
public struct Screen: Sendable {
    public enum Kind: Sendable, Hashable {
        case swiftUIView, viewController
    }

    public var kind: Kind
    public var declaration: DeclarationID
    public var name: String
}

extension [Screen] {
    /// The innermost screen whose declaration holds `token`, when the screens are in the order of
    /// their declarations (source order, an enclosing one first): the declarations around the token,
    /// innermost first, each looked for by binary search. Testing every screen per text site was
    /// quadratic in a file of many small views.
    func innermost(containing token: TokenID, in tree: SyntaxTree) -> Screen? {
        guard !isEmpty else { return nil }
        var current = tree.enclosingDeclaration(of: token)
        while let declaration = current {
            var (low, high) = (0, count)
            while low < high {
                let middle = (low + high) / 2
                if self[middle].declaration < declaration { low = middle + 1 } else { high = middle }
            }
            if low < count, self[low].declaration == declaration { return self[low] }
            current = tree[declaration].parent
        }
        return nil
    }
}
