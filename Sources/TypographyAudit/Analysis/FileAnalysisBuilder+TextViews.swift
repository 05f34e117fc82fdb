import SwiftSource
import Typography

extension FileAnalysisBuilder {
    /// UIKit/AppKit text views: assignments `receiver.property = value` to the properties the audit
    /// knows, grouped by receiver within its type (or within the function that builds it).
    /// A receiver's group is found by its key's bytes, hashed (no scan of the keys met so far, no
    /// strings built but the key and the names of new views).
    mutating func collectTextViews() {
        // The text view of each receiver key (see ``receiverKey(scope:local:path:alias:into:)``).
        var views = NameIndex<Int>()
        // The receiver's path and key, one buffer each for all the statements.
        var path: [TokenID] = []
        var key: [UInt8] = []
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
            // One walk up the declarations gives the type and the function (no array of them).
            let innermost = tree.enclosingDeclaration(of: statement.firstToken)
            var type: DeclarationID?
            var function: DeclarationID?
            var current = innermost
            while let id = current, type == nil || function == nil {
                if type == nil && tree[id].isTypeLike { type = id }
                if function == nil && tree[id].isFunctionLike { function = id }
                current = tree[id].parent
            }
            var owner = receiverOwner(path.first, at: statement.firstToken, innermost: innermost, type: type)
            // `$0` is a different view in each closure (`[a, b].forEach { $0.font = … }` twice).
            if let root = path.first, tree.file.bytes[tree[root].range].first == UInt8(ascii: "$"),
               let closure = enclosingClosure(of: statement.block) {
                owner = (Int32.min + closure.raw, nil, nil)
            }
            // A bare `font = …` counts only inside a text view subclass.
            if path.isEmpty && viewKind(viewTypeName(type)) == .unknown { continue }
            // `container.font = …` on an `AttributeContainer` styles text, it is no view.
            if let declaration = owner.declaration, holdsTextAttributes(declaration) { continue }
            let receiver = receiverKey(scope: type, local: owner.local, path: path, alias: owner.alias, into: &key)
            let assignment = PropertyAssignment(property: property, statement: statementID, propertyToken: tree[last].token,
                                                value: value, function: function,
                                                fonts: property == .font ? fontIndicesOf(value) : [])
            let keyText = String(decoding: key, as: UTF8.self)
            if let index = views.value(named: keyText) {
                textViews[index].assignments.append(assignment)
            } else {
                views.insert(textViews.count, name: keyText)
                let viewType = viewTypeName(owner.declaration)
                // `button.titleLabel` is a button's title; a type's own `titleLabel` declared as a
                // `UILabel` is a label.
                let namesTitleLabel = path.last.map { tree.knownName(of: $0) == .titleLabel } == true
                let kind = namesTitleLabel && (path.count > 1 || viewKind(viewType) == .unknown)
                    ? PlatformTextView.Kind.buttonTitle : viewKind(viewType)
                textViews.append(PlatformTextView(kind: kind, framework: viewFramework(viewType),
                                                  name: String(decoding: key[receiver...], as: UTF8.self), type: type,
                                                  declaration: owner.declaration, assignments: [assignment]))
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

    /// Writes into `key` the bytes of a receiver's key: the name of its type (`file` outside any
    /// type), the function or closure whose local it is (-1: a member), and its name as written
    /// without `self.` (`brewButton.titleLabel`, `self`), with the property a closure's local
    /// stands for (`alias`) in place of the local. Returns where the name starts in `key`.
    private func receiverKey(scope type: DeclarationID?, local: Int32, path: [TokenID], alias: TokenID?,
                             into key: inout [UInt8]) -> Int {
        key.removeAll(keepingCapacity: true)
        if let type {
            let declaration = tree[type]
            if let name = declaration.name ?? declaration.nameTokens.last {
                key.append(contentsOf: tree.file.bytes[tree[name].range])
            } else {
                key.append(UInt8(ascii: "?"))
            }
        } else {
            key.append(contentsOf: "file".utf8)
        }
        key.append(0)
        // The local as eight hex digits (the key stays valid UTF-8).
        let bits = UInt32(bitPattern: local)
        for shift in stride(from: 28, through: 0, by: -4) {
            let digit = UInt8((bits >> UInt32(shift)) & 0xF)
            key.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
        key.append(0)
        let receiver = key.count
        guard !path.isEmpty else {
            key.append(contentsOf: "self".utf8)
            return receiver
        }
        for (index, token) in path.enumerated() {
            if index > 0 { key.append(UInt8(ascii: ".")) }
            key.append(contentsOf: tree.file.bytes[tree[index == 0 ? alias ?? token : token].range])
        }
        return receiver
    }

    private func fontIndicesOf(_ expression: ExpressionID) -> [Int] {
        var indices: [Int] = []
        tree.forEachValueChain(of: expression) { chain in
            if let index = fontChains.binarySearch(chain.raw) { indices.append(index) }
        }
        return indices
    }

    /// Who owns a receiver named `root`: a local variable of the enclosing function or closure (the
    /// view a property's initializer closure builds stands for the property, whose name is then the
    /// alias), else a member of the enclosing type. `innermost` is the declaration around `token`.
    private func receiverOwner(_ root: TokenID?, at token: TokenID, innermost: DeclarationID?, type: DeclarationID?)
        -> (local: Int32, alias: TokenID?, declaration: DeclarationID?) {
        guard let root else { return (-1, nil, type) }
        var current = innermost
        while let container = current {
            let declaration = tree[container]
            if declaration.isTypeLike { break }
            current = declaration.parent
            guard declaration.isFunctionLike || declaration.kind == .var || declaration.kind == .let else { continue }
            for local in tree.declarations(in: declaration.tokens) where local != container {
                let node = tree[local]
                guard node.kind == .let || node.kind == .var, node.firstToken < token, let name = node.name,
                      tree.token(name, spellsLike: root) else { continue }
                if declaration.kind == .var || declaration.kind == .let, let property = declaration.name,
                   isBuiltView(local, ofProperty: container) {
                    // `let label: UILabel = { let l = UILabel(); l.font = …; return l }()`
                    return (-1, property, container)
                }
                return (container.raw, nil, local)
            }
        }
        if let type {
            for member in tree.declarations(in: tree[type].tokens) where tree[member].parent == type {
                if let name = tree[member].name, tree.token(name, spellsLike: root) { return (-1, nil, member) }
            }
            // In an extension, the members the type's own declaration in the file has.
            if tree[type].kind == .extension, let member = memberOfExtendedType(named: root, extending: type) {
                return (-1, nil, member)
            }
        }
        return (-1, nil, nil)
    }

    /// A stored or computed property named like `root` in the file's declaration of the type an
    /// extension extends (`private extension SortBar { … titleLabel.font = … }` for `SortBar`'s outlet).
    private func memberOfExtendedType(named root: TokenID, extending extensionID: DeclarationID) -> DeclarationID? {
        guard let extended = tree[extensionID].nameTokens.last else { return nil }
        for id in tree.declarationIDs where tree[id].isTypeLike && tree[id].kind != .extension {
            guard let name = tree[id].name, tree.token(name, spellsLike: extended) else { continue }
            return tree.declarations(in: tree[id].tokens).first { member in
                tree[member].parent == id && (tree[member].kind == .var || tree[member].kind == .let)
                    && tree[member].name.map { tree.token($0, spellsLike: root) } == true
            }
        }
        return nil
    }

    /// The innermost closure body around a block, the block itself included.
    private func enclosingClosure(of block: BlockID) -> BlockID? {
        var current: BlockID? = block
        while let id = current {
            if case .component(let component) = tree[id].owner, tree[component].kind == .closure { return id }
            current = tree[id].parent
        }
        return nil
    }

    /// Whether `local` is the view a property's initializer closure `{ … }()` builds: declared in its
    /// body, not in a closure nested in it (a button configuration's text attributes transformer), and
    /// returned by it (not an `AttributeContainer` or a label put in a returned stack).
    private func isBuiltView(_ local: DeclarationID, ofProperty property: DeclarationID) -> Bool {
        guard let initializer = tree[property].initializer, let chain = tree.singleChain(of: initializer),
              let name = tree[local].name, !holdsTextAttributes(local) else { return false }
        let components = tree.components(of: chain)
        guard components.count == 2, tree[components[0]].kind == .closure, tree[components[1]].kind == .call,
              let body = tree[components[0]].block, tree[local].block == body else { return false }
        return tree[body].statements.contains { statement in
            guard tree[statement].kind == .return, let value = tree[statement].expression,
                  let returned = tree.singleChain(of: value), tree.components(of: returned).count == 1 else { return false }
            return tree.token(tree[tree.base(of: returned)].token, spellsLike: name)
        }
    }

    /// Whether a property or local holds text attributes, not a view: its type annotation or
    /// initializer names `AttributeContainer`, `AttributedString` or `NSMutableAttributedString`.
    private func holdsTextAttributes(_ declaration: DeclarationID) -> Bool {
        let node = tree[declaration]
        guard node.kind == .var || node.kind == .let else { return false }
        let isAttributes = { (token: TokenID) in
            tree.token(token, is: "AttributeContainer") || tree.token(token, is: "AttributedString")
                || tree.token(token, is: "NSMutableAttributedString")
        }
        if node.typeTokens.contains(where: { tree[$0].kind == .identifier && isAttributes($0) }) { return true }
        guard let initializer = node.initializer, let chain = tree.singleChain(of: initializer),
              let name = tree[tree.base(of: chain)].name else { return false }
        return isAttributes(name)
    }

    /// The kind of view a view class (``viewTypeName(_:)``) is.
    private func viewKind(_ name: KnownName?) -> PlatformTextView.Kind {
        switch name {
        case .UILabel?, .NSTextField?: .label
        case .UIButton?: .buttonTitle
        case .UITextField?: .textField
        case .UITextView?, .NSTextView?: .textView
        default: .unknown
        }
    }

    private func viewFramework(_ name: KnownName?) -> FontFramework {
        switch name {
        case .NSTextField?, .NSTextView?: .appKit
        case .UILabel?, .UIButton?, .UITextField?, .UITextView?: .uiKit
        default: platformFramework
        }
    }

    /// The view class named by a declaration's type annotation or initializer (or a type's superclass).
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
