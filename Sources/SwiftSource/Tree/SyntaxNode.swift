/// A node that covers a span of tokens.
public protocol SyntaxNode: Sendable {
    /// The node's tokens, first to last (comments in between included).
    var tokens: TokenRange { get }
}

extension Declaration: SyntaxNode {}
extension Attribute: SyntaxNode {}
extension Parameter: SyntaxNode {}
extension TypeReference: SyntaxNode {}
extension Block: SyntaxNode {}
extension Statement: SyntaxNode {}
extension Condition: SyntaxNode {}
extension Expression: SyntaxNode {}
extension ExpressionElement: SyntaxNode {}
extension Chain: SyntaxNode {}
extension ChainComponent: SyntaxNode {}
extension Argument: SyntaxNode {}
