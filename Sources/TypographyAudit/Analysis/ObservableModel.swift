import SwiftSource

/// A model whose numeric properties change while a view shows them: an `ObservableObject` (its
/// `@Published` properties), an `@Observable` class (its stored properties not marked
/// `@ObservationIgnored`) or a widget's `TimelineEntry` (all its numbers: every entry shows new
/// ones), and the numeric computed properties derived from them. Collected from every file of a run in the first pass, so that a view
/// reading `model.unreadCount` knows the number updates even when the model lives in another file.
public struct ObservableModel: Sendable, Equatable {
    /// The type's name.
    public var name: String
    /// What makes its properties update: `@Published`, `@Observable` or `TimelineEntry`.
    public var wrapper: String
    /// The numeric properties that update.
    public var numbers: Set<String>

    /// The model classes declared in a file (read from its tokens: see ``ObservableModelScan``).
    static func models(in tree: SyntaxTree) -> [ObservableModel] {
        ObservableModelScan.models(tokens: tree.tokens, bytes: tree.file.bytes)
    }
}

extension SyntaxTree {
    /// The declarations directly inside a type.
    func members(of type: DeclarationID) -> [DeclarationID] {
        declarations(in: self[type].tokens).filter { self[$0].parent == type }
    }

    /// Whether a property holds a number: a numeric type annotation (optional included) or a number
    /// literal initializer (dates are left to the caller, which knows whether a timer runs).
    func holdsNumber(_ property: DeclarationID) -> Bool {
        let declaration = self[property]
        if !declaration.typeTokens.isEmpty {
            // The first identifier of the type and how many there are (read in place, no array).
            var first: TokenID?
            var identifiers = 0
            for token in declaration.typeTokens where self[token].kind == .identifier {
                if first == nil { first = token }
                identifiers += 1
            }
            guard let first else { return false }
            return identifiers == 1 && isNumericTypeName(first) || token(first, is: "Measurement")
        }
        guard let initializer = declaration.initializer else { return false }
        return numberValue(of: initializer) != nil
    }

    /// Whether a token names one of ``numericTypeNames`` (its bytes compared, no `String`).
    func isNumericTypeName(_ token: TokenID) -> Bool {
        Self.numericTypeSpellings.contains { self.token(token, is: $0) }
    }

    /// Swift's and Foundation's number types.
    static let numericTypeNames = Set(numericTypeSpellings.map(\.description))

    private static let numericTypeSpellings: [StaticString] = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Decimal", "TimeInterval", "Duration",
    ]
}
