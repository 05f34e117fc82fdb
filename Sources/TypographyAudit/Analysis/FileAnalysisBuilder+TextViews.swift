import SwiftSource
import Typography

extension FileAnalysisBuilder {
    /// UIKit/AppKit text views: assignments `receiver.property = value` to the properties the audit
    /// knows, grouped by receiver within its type (or within the function that builds it).
    mutating func collectTextViews() {
        // The key of each text view, and a hash of it to scan (a file has a few views; a
        // dictionary of string keys cost more to hash and grow than the scan).
        var keys: [ReceiverKey] = []
        var keyHashes: [UInt64] = []
        var typeScopes: [DeclarationID: String] = [:]
        // The receiver's path, one buffer for all the statements.
        var path: [TokenID] = []
        for statementID in textViewAssignmentCandidates() {
            let statement = tree[statementID]
            guard statement.kind == .assignment, let target = statement.target, let value = statement.expression,
                  let lastElement = tree[target].elements.last, let chain = tree[lastElement].chain,
                  let last = tree.components(of: chain).last, let property = names[last], property.isTextViewProperty,
                  tree.singleChain(of: target) == chain else { continue }
            let components = tree.components(of: chain)
            guard tree[last].kind == .member || components.count == 1, !tree[last].isCalled else { continue }
            path.removeAll(keepingCapacity: true)
            var isSimple = true
            for component in components where component != last {
                switch tree[component].kind {
                case .identifier, .member:
                    if names[component] == .`self` && path.isEmpty { continue }
                    path.append(tree[component].token)
                case .optionalChaining, .forceUnwrap:
                    continue
                default:
                    isSimple = false
                }
            }
            guard isSimple else { continue }
            // One walk up the declarations gives the type, the function and the receiver's owner.
            let enclosing = tree.enclosingDeclarations(of: statement.firstToken)
            let type = enclosing.first { tree[$0].isTypeLike }
            let owner = receiverOwner(path.first, at: statement.firstToken, enclosing: enclosing, type: type)
            // A bare `font = …` counts only inside a text view subclass.
            if path.isEmpty && viewKind(type) == .unknown { continue }
            let scope: String
            if let type {
                if let known = typeScopes[type] {
                    scope = known
                } else {
                    scope = typeName(type)
                    typeScopes[type] = scope
                }
            } else {
                scope = "file"
            }
            let receiver = receiverName(path, alias: owner.alias)
            let key = ReceiverKey(scope: scope, local: owner.local, receiver: receiver)
            let assignment = PropertyAssignment(property: property, statement: statementID, propertyToken: tree[last].token,
                                                value: value, function: enclosing.first { tree[$0].isFunctionLike },
                                                fonts: property == .font ? fontIndicesOf(value) : [])
            let keyHash = key.hash
            if let index = keyHashes.indices.last(where: { keyHashes[$0] == keyHash && keys[$0] == key }) {
                textViews[index].assignments.append(assignment)
            } else {
                keys.append(key)
                keyHashes.append(keyHash)
                let kind = path.last.map { tree.knownName(of: $0) == .titleLabel } == true
                    ? PlatformTextView.Kind.buttonTitle : viewKind(owner.declaration)
                textViews.append(PlatformTextView(kind: kind, framework: viewFramework(owner.declaration),
                                                  name: receiver, type: type, declaration: owner.declaration,
                                                  assignments: [assignment]))
            }
        }
    }

    /// The statements that may assign a text view property, in ID order: those holding a chain that
    /// ends in a component named like one (read from the name groups instead of every statement).
    private func textViewAssignmentCandidates() -> [StatementID] {
        var candidates: [StatementID] = []
        for name in KnownName.textViewProperties {
            for component in names.components(named: name) {
                let chain = tree[component].chain
                guard tree.components(of: chain).last == component,
                      case .statement(let statement) = tree[tree[chain].expression].owner else { continue }
                candidates.append(statement)
            }
        }
        candidates.sort()
        var previous: StatementID?
        return candidates.filter { statement in
            defer { previous = statement }
            return statement != previous
        }
    }

    /// A receiver within its scope: the type's name (or `file`), the function or closure whose local
    /// it is (-1: a member), and its name as written.
    private struct ReceiverKey: Equatable {
        var scope: String
        var local: Int32
        var receiver: String

        /// A quick summary to compare before the strings: the lengths, the local, and the
        /// receiver's last byte (all read without walking the strings).
        var hash: UInt64 {
            let lengths = UInt64(scope.utf8.count) << 48 | UInt64(receiver.utf8.count) << 40
            return lengths | UInt64(receiver.utf8.last ?? 0) << 32 | UInt64(UInt32(bitPattern: local))
        }
    }

    /// The receiver as written without `self.` (`brewButton.titleLabel`, `self`), or with the
    /// property a closure's local stands for in place of the local.
    private func receiverName(_ path: [TokenID], alias: String?) -> String {
        guard !path.isEmpty else { return "self" }
        if alias == nil && path.count == 1 { return tree.text(of: path[0]) }
        var name = MessageText(capacity: 32)
        for (index, token) in path.enumerated() {
            if index > 0 { name.append(".") }
            if index == 0, let alias { name.append(alias) } else { name.append(bytes: tree.file.bytes[tree[token].range]) }
        }
        return name.text
    }

    private func fontIndicesOf(_ expression: ExpressionID) -> [Int] {
        tree.valueChains(of: expression).compactMap { fontChains.binarySearch($0.raw) }
    }

    /// Who owns a receiver named `root`: a local variable of the enclosing function or closure (a
    /// local of a property's initializer closure stands for the property), else a member of the
    /// enclosing type. `enclosing` are the declarations around `token`, innermost first.
    private func receiverOwner(_ root: TokenID?, at token: TokenID, enclosing: [DeclarationID], type: DeclarationID?)
        -> (local: Int32, alias: String?, declaration: DeclarationID?) {
        guard let root else { return (-1, nil, type) }
        for container in enclosing {
            let declaration = tree[container]
            if declaration.isTypeLike { break }
            guard declaration.isFunctionLike || declaration.kind == .var || declaration.kind == .let else { continue }
            for local in tree.declarations(in: declaration.tokens) where local != container {
                let node = tree[local]
                guard node.kind == .let || node.kind == .var, node.firstToken < token, let name = node.name,
                      tree.token(name, spellsLike: root) else { continue }
                if declaration.kind == .var || declaration.kind == .let, let property = declaration.name {
                    // `let label: UILabel = { let l = UILabel(); l.font = …; return l }()`
                    return (-1, tree.text(of: property), container)
                }
                return (container.raw, nil, local)
            }
        }
        if let type {
            for member in tree.declarations(in: tree[type].tokens) where tree[member].parent == type {
                if let name = tree[member].name, tree.token(name, spellsLike: root) { return (-1, nil, member) }
            }
        }
        return (-1, nil, nil)
    }

    private func typeName(_ type: DeclarationID) -> String {
        let declaration = tree[type]
        if let name = declaration.name { return tree.text(of: name) }
        return declaration.nameTokens.last.map { tree.text(of: $0) } ?? "?"
    }

    /// The view class named by a declaration's type annotation or initializer.
    private func viewKind(_ declaration: DeclarationID?) -> PlatformTextView.Kind {
        switch viewTypeName(declaration) {
        case .UILabel?, .NSTextField?: .label
        case .UIButton?: .buttonTitle
        case .UITextField?: .textField
        case .UITextView?, .NSTextView?: .textView
        default: .unknown
        }
    }

    private func viewFramework(_ declaration: DeclarationID?) -> FontFramework {
        switch viewTypeName(declaration) {
        case .NSTextField?, .NSTextView?: .appKit
        case .UILabel?, .UIButton?, .UITextField?, .UITextView?: .uiKit
        default: platformFramework
        }
    }

    private func viewTypeName(_ declaration: DeclarationID?) -> KnownName? {
        guard let declaration else { return nil }
        let node = tree[declaration]
        let typeTokens = node.isTypeLike ? IDRange<Token>.empty : node.typeTokens
        for token in typeTokens {
            if let name = tree.knownName(of: token), name.isTextViewType { return name }
        }
        if let initializer = node.initializer {
            for chain in tree.chains(in: tree[initializer].tokens) {
                if let name = names[tree.base(of: chain)], name.isTextViewType { return name }
            }
        }
        if node.isTypeLike {
            for reference in node.inheritance {
                if let name = tree.knownName(of: tree[reference].name), name.isTextViewType { return name }
            }
        }
        return nil
    }
}

extension KnownName {
    /// UIKit/AppKit properties of text views the audit records (``isTextViewProperty``).
    static let textViewProperties: [KnownName] = [
        .font, .adjustsFontForContentSizeCategory, .numberOfLines, .adjustsFontSizeToFitWidth,
        .maximumContentSizeCategory, .minimumContentSizeCategory, .minimumScaleFactor, .lineBreakMode, .text,
        .attributedText, .stringValue, .allowsDefaultTighteningForTruncation, .maximumNumberOfLines,
    ]

    /// UIKit/AppKit properties of text views the audit records.
    var isTextViewProperty: Bool {
        switch self {
        case .font, .adjustsFontForContentSizeCategory, .numberOfLines, .adjustsFontSizeToFitWidth,
             .maximumContentSizeCategory, .minimumContentSizeCategory, .minimumScaleFactor, .lineBreakMode, .text,
             .attributedText, .stringValue, .allowsDefaultTighteningForTruncation, .maximumNumberOfLines:
            true
        default:
            false
        }
    }

    var isTextViewType: Bool {
        switch self {
        case .UILabel, .UIButton, .UITextField, .UITextView, .NSTextField, .NSTextView: true
        default: false
        }
    }
}
