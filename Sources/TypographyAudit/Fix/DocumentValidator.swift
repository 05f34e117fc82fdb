import SwiftSource

/// The re-read gate of one kind of document: how its text is read again, and whether a fixed text
/// may replace the original.
///
/// `typecase fix` writes a file only when its kind's validator accepts the new text, so a fix that
/// would break a file leaves it untouched, reported. Swift files use ``SwiftDocumentValidator``;
/// other kinds of document (Interface Builder XML) bring their own. The reading of the fixed text is
/// also what the next pass audits, so each text is read once.
public protocol DocumentValidator: Sendable {
    /// The document as read (a syntax tree for Swift).
    associatedtype Reading
    /// Reads a text of the document.
    func read(_ bytes: [UInt8], path: String) -> Reading
    /// Why `fixed` may not replace `original`, or nil when it may.
    func problem(original: Reading, fixed: Reading) -> String?
}

extension DocumentValidator {
    /// Why the text `fixed` may not replace `original`, or nil when it may.
    public func problem(original: [UInt8], fixed: [UInt8]) -> String? {
        problem(original: read(original, path: ""), fixed: read(fixed, path: ""))
    }
}

/// Swift's re-read gate: the fixed text is lexed and structured again, and must read as Swift as
/// well as the original did (no more unreadable bytes, unterminated literals, unmatched brackets or
/// unparsed tokens) with the same number of declarations and of braces — a fix changes expressions,
/// never the shape of the file, save the `@ScaledMetric` property that keeps a display size scaling.
public struct SwiftDocumentValidator: DocumentValidator {
    public init() {}

    public func read(_ bytes: [UInt8], path: String) -> SyntaxTree {
        SyntaxTree.parse(SourceFile(path: path, bytes: bytes))
    }

    public func problem(original: SyntaxTree, fixed: SyntaxTree) -> String? {
        SwiftStructureSignature(original).problem(with: SwiftStructureSignature(fixed))
    }
}

/// What the re-read gate compares between a Swift file and its fixed text.
struct SwiftStructureSignature: Equatable {
    /// The declarations other than `@ScaledMetric` properties, and those (a fix may add one).
    var declarations = 0
    var scaledMetrics = 0
    var openingBraces = 0
    var closingBraces = 0
    /// Bytes that are not Swift, unterminated literals and comments.
    var unreadableTokens = 0
    /// String literals opened and not closed.
    var unclosedStrings = 0
    /// Closing brackets without their opening one, and opening ones never closed.
    var unmatchedBrackets = 0
    /// Tokens the structure parser could not read.
    var unparsedComponents = 0

    init(_ tree: SyntaxTree) {
        scaledMetrics = tree.declarationIDs.reduce(0) { count, declaration in
            let attributes = tree[declaration].attributes
            return attributes.isEmpty ? count : count + (attributes.contains { tree.text(of: tree[$0].name) == "ScaledMetric" } ? 1 : 0)
        }
        declarations = tree.declarations.count - scaledMetrics
        var open: [TokenKind] = []
        for token in tree.tokens {
            switch token.kind {
            case .unknown:
                unreadableTokens += 1
            case .stringOpen:
                unclosedStrings += 1
            case .stringClose:
                unclosedStrings -= 1
            case .leftBrace, .leftParen, .leftSquare:
                if token.kind == .leftBrace { openingBraces += 1 }
                open.append(token.kind)
            case .rightBrace, .rightParen, .rightSquare:
                if token.kind == .rightBrace { closingBraces += 1 }
                if let last = open.last, Self.closer(of: last) == token.kind {
                    open.removeLast()
                } else {
                    unmatchedBrackets += 1
                }
            default:
                break
            }
        }
        unmatchedBrackets += open.count
        unparsedComponents = tree.components.reduce(0) { $0 + ($1.kind == .unparsed ? 1 : 0) }
    }

    private static func closer(of kind: TokenKind) -> TokenKind {
        switch kind {
        case .leftBrace: .rightBrace
        case .leftParen: .rightParen
        default: .rightSquare
        }
    }

    /// Why `fixed` (the signature of the fixed text) does not read as well as this one, if it does not.
    func problem(with fixed: SwiftStructureSignature) -> String? {
        if fixed.unreadableTokens > unreadableTokens || fixed.unclosedStrings > unclosedStrings {
            return "the fixed text no longer reads as Swift (an unterminated literal or bytes that are not Swift)"
        }
        if fixed.unmatchedBrackets > unmatchedBrackets {
            return "the fixed text no longer reads as Swift (unmatched brackets)"
        }
        if fixed.unparsedComponents > unparsedComponents {
            return "the fixed text no longer reads as Swift (code the parser cannot read)"
        }
        if fixed.declarations != declarations || fixed.scaledMetrics < scaledMetrics {
            return "the fix changed the number of declarations (\(declarations) → \(fixed.declarations))"
        }
        if fixed.openingBraces != openingBraces || fixed.closingBraces != closingBraces {
            return "the fix changed the number of braces ({ \(openingBraces) → \(fixed.openingBraces), "
                + "} \(closingBraces) → \(fixed.closingBraces))"
        }
        return nil
    }
}
