import SwiftSource

/// Text that cannot grow long, which `truncation-instead-of-wrapping` lets stay on one line — the
/// same judgement for a SwiftUI `Text`'s content and a UIKit label's `text`: a plain literal; text
/// chosen from a small fixed set (an enum case's `rawValue`, also `.capitalized`; a ternary or
/// `switch` of literals; a computed property of an enum in the file that gives a literal for each
/// case); a localized literal key; a constant of a type (`Strings.Widget.nothingPlaying`, a generated
/// localized key) and a localized format of numbers (`Strings.cupCount(brew.cups)`); a computed property
/// or function of the file that gives one of these; a short formatted value (`count.formatted()`,
/// `formatter.string(from:)`, also `?? "–"`); a short literal around numbers or such values
/// (`"Step \(index + 1)"`, `"\(count)"`); a stored property of the file that is only ever
/// given such values (`@Published var permissionText = ""`, set from a `switch` of localized constants),
/// and a private function's parameter that every call in its type gives one.
struct ShortOrFixedText {
    let tree: SyntaxTree

    /// Whether `value`, shown by a text in `type` (for the type's numeric properties), cannot grow long;
    /// with `following`, also a property or function of the file that gives such a value.
    func holds(_ value: ExpressionID, in type: DeclarationID?, following: Bool = true) -> Bool {
        holds(value, in: type, following: following ? 2 : 0)
    }

    /// ``holds(_:in:following:)`` following declarations `following` steps deep: a stored property's
    /// assigned values one step less, a computed property's or function's results none.
    private func holds(_ value: ExpressionID, in type: DeclarationID?, following: Int) -> Bool {
        if isFixedValue(value) || isFormattedValue(value) || isConstantLabel(value, in: type) { return true }
        if following > 0, givesShortText(value, following: following) || isParameterGivenShortText(value) { return true }
        guard let chain = tree.singleChain(of: value), tree.components(of: chain).count == 1,
              tree[tree.base(of: chain)].kind == .stringLiteral else { return false }
        let literal = tree.base(of: chain)
        if tree.isPlainStringLiteral(literal) { return true }
        let length = tree.stringSegments(of: literal).reduce(0) { $0 + tree.text(of: $1).count }
        let arguments = tree[literal].arguments
        let isFormatted = arguments.contains { argument in
            tree[argument].label.map { tree.token($0, is: "format") || tree.token($0, is: "specifier") } == true
        }
        return length <= Self.shortLiteralLength && arguments.allSatisfy { id in
            guard let value = tree[id].value else { return true }
            return tree[id].label != nil || isFormatted || isFixedValue(value) || isNumber(value, type: type)
        }
    }

    /// Whether `value` reads a computed property (or calls a function) that every declaration of that
    /// name in the file gives as one value that cannot grow long
    /// (`var issuedAgo: String { receipt.issued.formatted(.relative(presentation: .named)) }`), as the
    /// same value written inline is; or a stored property given only such values (when `following` allows
    /// two steps). A body doing more than `let` steps before its `return` is not known.
    private func givesShortText(_ value: ExpressionID, following: Int) -> Bool {
        guard let chain = tree.singleChain(of: value), let last = tree.components(of: chain).last,
              tree[last].kind == .identifier || tree[last].kind == .member, let name = tree[last].name else { return false }
        let kind: DeclarationKind = tree[last].isCalled ? .function : .var
        var found = false
        for id in tree.declarationIDs where tree[id].kind == kind {
            guard let own = tree[id].name, tree.token(own, spellsLike: name) else { continue }
            if kind == .var, tree[id].body == nil {
                guard following > 1, isOnlyGivenShortText(id, named: name) else { return false }
                found = true
                continue
            }
            guard let results = results(of: id),
                  results.allSatisfy({ isNil($0) || holds($0, in: tree[id].parent, following: 0) }) else { return false }
            found = true
        }
        return found
    }

    /// Whether a value is a parameter of a private function of the file that every call of it in its type
    /// gives a short value or `nil` (`actionButton(symbol: "lock", label: L10n.Lock.lock)`), or leaves to a
    /// short default.
    private func isParameterGivenShortText(_ value: ExpressionID) -> Bool {
        guard let chain = tree.singleChain(of: value), tree.components(of: chain).count == 1 else { return false }
        let base = tree.base(of: chain)
        guard tree[base].kind == .identifier, !tree[base].isCalled, let name = tree[base].name, tree.localBinding(of: name) == nil,
              let function = tree.enclosingFunction(of: name), tree[function].kind == .function,
              !tree[function].modifiers.isDisjoint(with: [.private, .fileprivate]), let functionName = tree[function].name,
              let type = tree[function].parent, tree[type].isTypeLike else { return false }
        let parameters = Array(tree[function].parameters)
        guard let position = parameters.firstIndex(where: { tree.token(tree[$0].localName, spellsLike: name) }) else { return false }
        let parameter = tree[parameters[position]]
        let isPositional = tree.token(parameter.firstName, is: "_")
        func isShort(_ given: ExpressionID) -> Bool { isNil(given) || holds(given, in: type, following: 0) }
        var calls = 0
        for use in tree.chains(in: tree[type].tokens) {
            for call in tree.components(of: use) where tree[call].isCalled {
                guard let called = tree[call].name, tree.token(called, spellsLike: functionName) else { continue }
                let arguments = tree[call].arguments
                // A positional argument is known only when every parameter is given.
                if isPositional, arguments.count != parameters.count { return false }
                let argument = isPositional
                    ? arguments[position]
                    : arguments.first { tree[$0].label.map { tree.token($0, spellsLike: parameter.firstName) } == true }
                if let argument {
                    guard let given = tree[argument].value, isShort(given) else { return false }
                } else {
                    guard let fallback = parameter.defaultValue, isShort(fallback) else { return false }
                }
                calls += 1
            }
        }
        return calls > 0
    }

    /// Whether a stored property is given only short values: its initial value, if any, and every
    /// assignment in the file to it (`permissionText = …`, `self.permissionText = …`), one at least (a
    /// property only initialized here is set elsewhere).
    private func isOnlyGivenShortText(_ property: DeclarationID, named name: TokenID) -> Bool {
        let type = tree[property].parent
        if let initial = tree[property].initializer, !holds(initial, in: type, following: 1) { return false }
        var assignments = 0
        for id in tree.statementIDs where tree[id].kind == .assignment {
            guard let target = tree[id].target, let chain = tree.singleChain(of: target),
                  let assigned = tree.soleName(of: chain).flatMap({ tree[$0].name }), tree.token(assigned, spellsLike: name)
            else { continue }
            guard let value = tree[id].expression, holds(value, in: type, following: 1) else { return false }
            assignments += 1
        }
        return assignments > 0
    }

    /// The expressions a getter or function body gives: its one expression (`{ x }`, `{ return x }`,
    /// also after `let` steps), one for each case of the `switch` it is (`switch visibility { case .public: L10n.public … }`),
    /// else the value of each of its `return`s, in its `if`, `guard` and `switch` branches too
    /// (`guard let state else { return "" }; switch state { case .connecting: return L10n.connecting … }`).
    private func results(of declaration: DeclarationID) -> [ExpressionID]? {
        guard let body = tree[declaration].body else { return nil }
        if let results = singleResults(of: body) { return results }
        var returned: [ExpressionID] = []
        return collectReturns(in: body, into: &returned) && !returned.isEmpty ? returned : nil
    }

    /// The values of the `return`s of a block and of the branches of its statements (not of closures or
    /// nested functions, whose statements are not the block's); false when one returns nothing.
    private func collectReturns(in block: BlockID, into returned: inout [ExpressionID]) -> Bool {
        for id in tree[block].statements {
            let statement = tree[id]
            if statement.kind == .return {
                guard let value = statement.expression else { return false }
                returned.append(value)
                continue
            }
            if let body = statement.body, !collectReturns(in: body, into: &returned) { return false }
            if let other = statement.elseBody, !collectReturns(in: other, into: &returned) { return false }
        }
        return true
    }

    /// The results of a body that is one expression, `let` steps before a `return`, or an `if` or `switch`
    /// giving one in each branch (`if isDeclined { L10n.callDeclined } else { L10n.callStarted }`).
    private func singleResults(of body: BlockID) -> [ExpressionID]? {
        let statements = tree[body].statements
        // `let` steps before the one value it returns: `let elapsed = …; return formatter.string(from: elapsed)`.
        if statements.count > 1, let last = statements.last, tree[last].kind == .return,
           statements.dropLast().allSatisfy({ tree[$0].kind == .declaration && tree[$0].declaration.map { tree[$0].kind == .let } == true }) {
            return tree[last].expression.map { [$0] }
        }
        return branchValues(of: body)
    }

    /// The values a block of one statement gives: its expression (or `return`), or those of every branch
    /// of the `if` (with an `else`) or `switch` it is.
    private func branchValues(of block: BlockID) -> [ExpressionID]? {
        let statements = tree[block].statements
        guard statements.count == 1 else { return nil }
        let statement = tree[statements[0]]
        switch statement.kind {
        case .expression, .return:
            return statement.expression.map { [$0] }
        case .if:
            guard let body = statement.body, let other = statement.elseBody,
                  let values = branchValues(of: body), let others = branchValues(of: other) else { return nil }
            return values + others
        case .switch:
            guard let cases = statement.body else { return nil }
            var values: [ExpressionID] = []
            for label in tree[cases].statements {
                guard let caseBody = tree[label].body, let given = branchValues(of: caseBody) else { return nil }
                values += given
            }
            return values.isEmpty ? nil : values
        default:
            return nil
        }
    }

    private func isNil(_ value: ExpressionID) -> Bool {
        tree.singleChain(of: value).map { tree[tree.base(of: $0)].kind == .nilLiteral } == true
    }

    /// The literal text of a short label around interpolated values, in characters.
    private static let shortLiteralLength = 24

    /// A value formatted for display: `count.formatted()`, `date.formatted(.relative(…))`,
    /// `formatter.string(from: date)`, a formatter class's `localizedString(from:number:)` /
    /// `localizedString(for:relativeTo:)`, with literal fallbacks (`?? "–"`), or a value named as a
    /// formatted time (`receipt.formattedTimestamp`, `formattedDuration`, `timestamp.formattedTime()`) —
    /// short, and a wrap would only break it apart.
    private func isFormattedValue(_ value: ExpressionID) -> Bool {
        guard tree[value].elements.allSatisfy({ element in
            tree[element].kind == .chain || tree[element].kind == .binaryOperator && tree.token(tree[element].token, is: "??")
        }) else { return false }
        let chains = tree.valueChains(of: value)
        if chains.count == 1, let last = tree.components(of: chains[0]).last, tree[last].arguments.isEmpty,
           let name = tree[last].name, Self.namesFormattedTime(tree.text(of: name)) {
            return true
        }
        guard let first = chains.first, let last = tree.components(of: first).last, tree[last].isCalled,
              chains.dropFirst().allSatisfy({ tree.isPlainStringLiteral(tree.base(of: $0)) }) else { return false }
        if tree.component(last, isNamed: "formatted") { return true }
        guard tree.component(last, isNamed: "string") || tree.component(last, isNamed: "localizedString"),
              let argument = tree[last].arguments.first, let label = tree[argument].label else { return false }
        let text = tree.text(of: label)
        return text.hasPrefix("from") || text == "for"
    }

    /// `formattedTimestamp`, `formattedDate`, `formattedElapsedTime`, `formattedDuration`.
    private static func namesFormattedTime(_ name: String) -> Bool {
        name.hasPrefix("formatted") && ["Time", "Date", "Timestamp", "Duration"].contains { name.hasSuffix($0) }
    }

    /// Text from a small fixed set: literals chosen by a ternary or a `switch`, an enum case's
    /// `rawValue` (`.capitalized` too), an enum's text for each case, a localized literal key.
    private func isFixedValue(_ value: ExpressionID) -> Bool {
        if tree[value].elements.contains(where: { tree[$0].kind == .ternaryQuestion }) {
            return tree.valueChains(of: value).allSatisfy { tree.isPlainStringLiteral(tree.base(of: $0)) }
        }
        guard let chain = tree.singleChain(of: value) else { return false }
        let components = tree.components(of: chain)
        if let last = components.last, isRawValue(last) || components.count > 1 && isCaseText(last) { return true }
        let base = tree.base(of: chain)
        if tree[base].kind == .statementExpression {
            let literals = tree.chains(in: tree[base].tokens).filter { tree[tree.base(of: $0)].kind == .stringLiteral }
            return !literals.isEmpty && literals.allSatisfy { tree.isPlainStringLiteral(tree.base(of: $0)) }
        }
        return components.count == 1 && isLocalizedKey(base)
    }

    /// A constant read from a type (`Strings.Widget.nothingPlaying`, SwiftGen's `L10n.actionClear`): a
    /// label the app names once, as a literal is; or such a type's localized format given only numbers
    /// (`L10n.podcastCount(count)`). A format given a name or other text (`L10n.greeting(user.name)`) can
    /// grow long.
    private func isConstantLabel(_ value: ExpressionID, in type: DeclarationID?) -> Bool {
        guard let chain = tree.singleChain(of: value) else { return false }
        let components = tree.components(of: chain)
        let base = tree.base(of: chain)
        guard components.count >= 2, tree[base].kind == .identifier, !tree[base].isCalled,
              let name = tree[base].name, tree.text(of: name).first?.isUppercase == true else { return false }
        for component in components.dropFirst().dropLast() where tree[component].kind != .member || tree[component].isCalled {
            return false
        }
        guard let last = components.last, tree[last].kind == .member else { return false }
        guard tree[last].isCalled else { return true }
        let arguments = tree[last].arguments
        return !arguments.isEmpty && arguments.allSatisfy { id in
            tree[id].value.map { isNumber($0, type: type) } ?? false
        }
    }

    /// `rawValue`, or `rawValue.capitalized` / `.uppercased()` / `.lowercased()`.
    private func isRawValue(_ component: ComponentID) -> Bool {
        if tree.component(component, isNamed: "rawValue") { return true }
        guard tree.component(component, isNamed: "capitalized") || tree.component(component, isNamed: "localizedCapitalized")
                || tree.component(component, isNamed: "uppercased") || tree.component(component, isNamed: "lowercased"),
              let previous = tree.component(before: component) else { return false }
        return tree.component(previous, isNamed: "rawValue")
    }

    /// `LocalizedStringKey("key")`, `String(localized: "key")`, `NSLocalizedString("key", comment: "")`.
    private func isLocalizedKey(_ call: ComponentID) -> Bool {
        guard tree.component(call, isNamed: "LocalizedStringKey") || tree.component(call, isNamed: "String")
                || tree.component(call, isNamed: "NSLocalizedString"),
              let first = tree[call].arguments.first, let key = tree[first].value,
              let keyChain = tree.singleChain(of: key) else { return false }
        let label = tree[first].label
        let isKey = tree.component(call, isNamed: "String") ? label.map { tree.token($0, is: "localized") } == true : label == nil
        return isKey && tree.isPlainStringLiteral(tree.base(of: keyChain))
    }

    /// A member read from a value of an enum in the file whose computed property of that name is a
    /// `switch` giving a literal or localized key in every case:
    /// `var title: String { switch self { case .open: "Open" … } }` for `status.title`. The value's type is
    /// read from its declaration (`let status: Status`); when none is written (`{ status in … }`), no
    /// other property in the file has the name.
    private func isCaseText(_ member: ComponentID) -> Bool {
        guard tree[member].kind == .member, !tree[member].isCalled, let name = tree[member].name,
              let receiver = receiver(of: member) else { return false }
        var enums: [TokenID] = []
        var others = 0
        for id in tree.declarationIDs where tree[id].kind == .var || tree[id].kind == .let {
            guard let own = tree[id].name, tree.token(own, spellsLike: name), let parent = tree[id].parent,
                  tree[parent].isTypeLike else { continue }
            if let owner = tree[parent].name, isEnum(parent), givesLiteralPerCase(id) { enums.append(owner) } else { others += 1 }
        }
        guard !enums.isEmpty else { return false }
        guard let type = tree.declaredType(of: receiver) else { return others == 0 }
        return enums.contains { tree.token($0, spellsLike: type) }
    }

    /// The one name a member is read from (`status` in `status.title` or `self.status.title`).
    private func receiver(of member: ComponentID) -> TokenID? {
        let chain = tree[member].chain
        var names: [TokenID] = []
        for component in tree.components(of: chain) where component != member {
            guard tree[component].kind == .identifier || tree[component].kind == .member, !tree[component].isCalled,
                  let name = tree[component].name else { return nil }
            if names.isEmpty && tree.token(name, is: "self") && component == tree.base(of: chain) { continue }
            names.append(name)
        }
        return names.count == 1 ? names[0] : nil
    }

    /// Whether a computed property's getter is a `switch` giving a literal or localized key in every case.
    private func givesLiteralPerCase(_ property: DeclarationID) -> Bool {
        guard let body = tree[property].body else { return false }
        let statements = tree[body].statements
        guard statements.count == 1, tree[statements[0]].kind == .switch, let cases = tree[statements[0]].body else { return false }
        return tree[cases].statements.allSatisfy { label in
            guard tree[label].kind == .switchCase, let caseBody = tree[label].body else { return false }
            let results = tree[caseBody].statements
            guard results.count == 1, tree[results[0]].kind == .expression || tree[results[0]].kind == .return,
                  let value = tree[results[0]].expression, let chain = tree.singleChain(of: value),
                  tree.components(of: chain).count == 1 else { return false }
            let base = tree.base(of: chain)
            return tree.isPlainStringLiteral(base) || isLocalizedKey(base)
        }
    }

    /// An enum, or an extension of an enum the file declares.
    private func isEnum(_ declaration: DeclarationID) -> Bool {
        let node = tree[declaration]
        if node.kind == .enum { return true }
        guard node.kind == .extension, let name = node.name else { return false }
        return tree.declarationIDs.contains { id in
            tree[id].kind == .enum && tree[id].name.map { tree.token($0, spellsLike: name) } == true
        }
    }

    /// A number: arithmetic with a number literal (`index + 1`), a `.count`, a `.formatted(…)` call,
    /// a count by name (`post.likeCount`), or a numeric property of the type (`refreshInterval`).
    private func isNumber(_ value: ExpressionID, type: DeclarationID?) -> Bool {
        tree.chains(in: tree[value].tokens).contains { chain in
            let components = tree.components(of: chain)
            if tree[tree.base(of: chain)].kind == .numberLiteral || components.contains(where: {
                tree.component($0, isNamed: "count") || tree.component($0, isNamed: "formatted")
            }) { return true }
            guard let last = components.last, !tree[last].isCalled, let name = tree[last].name else { return false }
            let spelled = tree.text(of: name)
            if ChangingNumbers.isCountLike(spelled) { return true }
            guard components.count == 1, let type else { return false }
            return tree.members(of: type).contains { member in
                tree[member].name.map { tree.text(of: $0) == spelled } == true && tree.holdsNumber(member)
            }
        }
    }
}
