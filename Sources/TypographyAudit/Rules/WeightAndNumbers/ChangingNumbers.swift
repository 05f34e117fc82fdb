import SwiftSource

/// Which numbers of a file change while they are on screen, from the declarations that say so:
/// numeric `@State` properties of a type, numeric `@Published` properties of an `ObservableObject`
/// and the numeric stored properties of an `@Observable` class declared in the file (read through a
/// property of the model's type: `model.elapsed`), the date of a `TimelineView`, and UIKit code
/// run by a timer or a progress callback.
///
/// It claims a changing number only on such evidence: a `let` passed in, a computed `String`, or a
/// model declared in another file says nothing.
struct ChangingNumbers {
    let tree: SyntaxTree
    /// The file's name groups (the timer calls are looked up there).
    private let file: FileAnalysis
    /// Per type: its numeric properties that update, and its properties holding a model of the file.
    private var typeState: [DeclarationID: TypeState] = [:]
    /// Per model class name: its numeric properties that update.
    private var modelNumbers: [String: ModelNumbers] = [:]
    /// Whether the file runs a timer (`Timer`, `TimelineView`, `CADisplayLink`): only then does a
    /// `Date` property tick rather than hold a date the user picked. Found when first needed.
    private var hasTimerCache: Bool?
    /// The methods timers call by selector, found when first needed.
    private var selectorTargets: Set<String>?
    /// Whether any declaration of the file has an `@State` attribute, found when first needed:
    /// without one (and without models) no type has updating numbers.
    private var hasStateCache: Bool?

    private struct TypeState {
        var numbers: Set<String> = []
        /// Property name → the numeric properties of its model class that update.
        var models: [String: ModelNumbers] = [:]
    }

    /// The numeric properties of a model class that update, and what makes them (`@Published`).
    private struct ModelNumbers {
        var wrapper: String
        var names: Set<String>
    }

    init(file: FileAnalysis) {
        self.file = file
        let tree = file.tree
        self.tree = tree
        for id in tree.declarationIDs where tree[id].kind == .class || tree[id].kind == .actor {
            let declaration = tree[id]
            guard let name = declaration.name else { continue }
            let isObservable = tree.attribute("Observable", on: id) != nil
            let isObservableObject = declaration.inheritance.contains { tree.token(tree[$0].name, is: "ObservableObject") }
            guard isObservable || isObservableObject else { continue }
            var numbers: [DeclarationID] = []
            for member in members(of: id) where tree[member].kind == .var {
                let isUpdating = isObservable ? tree.attribute("ObservationIgnored", on: member) == nil
                    : tree.attribute("Published", on: member) != nil
                if isUpdating, isNumeric(member) { numbers.append(member) }
            }
            modelNumbers[tree.text(of: name)] = ModelNumbers(
                wrapper: isObservable ? "@Observable" : "@Published",
                names: Set(numbers.compactMap { tree[$0].name.map { tree.text(of: $0) } }))
        }
    }

    // MARK: Evidence in expressions

    /// The updating number an expression shows, with what makes it update (`@State 'secondsLeft'`,
    /// `@Published 'model.elapsed'`), if it reads one of the type's numeric state properties.
    /// Only the value branches of a ternary count (`count > 0 ? … : …` shows no count), and names
    /// that are identifiers, codes, versions or indices do not.
    mutating func updatingNumber(in expression: ExpressionID, type: DeclarationID?) -> String? {
        guard let type else { return nil }
        let state = self.state(of: type)
        guard !state.numbers.isEmpty || !state.models.isEmpty else { return nil }
        var tokens = tree[expression].tokens
        if let question = tree[expression].elements.first(where: { tree[$0].kind == .ternaryQuestion }) {
            tokens = tokens.starting(at: tree[question].token)
        }
        for chain in tree.chains(in: tokens) {
            var components = Array(tree.components(of: chain))
            if let first = components.first, tree.knownName(of: first) == .`self` { components.removeFirst() }
            guard let first = components.first, tree[first].kind == .identifier || tree[first].kind == .member,
                  !tree[first].isCalled, let firstName = tree[first].name else { continue }
            let name = tree.text(of: firstName)
            if state.numbers.contains(name), !Self.isIdentifierLike(name) { return "@State '\(name)'" }
            if let model = state.models[name], components.count > 1, let member = tree[components[1]].name {
                let property = tree.text(of: member)
                if model.names.contains(property), !Self.isIdentifierLike(property) {
                    return "\(model.wrapper) '\(name).\(property)'"
                }
            }
        }
        return nil
    }

    /// Names of numbers that label rather than count: `id`, `orderID`, `zipCode`, `version`, `index`.
    static func isIdentifierLike(_ name: String) -> Bool {
        if name == "id" || name.hasSuffix("ID") || name.hasSuffix("Id") { return true }
        let lowercased = name.lowercased()
        return ["identifier", "code", "version", "build", "serial", "handle", "index", "zip", "phone", "pin"]
            .contains { lowercased.contains($0) }
    }

    // MARK: Types

    private mutating func state(of type: DeclarationID) -> TypeState {
        if let known = typeState[type] { return known }
        var state = TypeState()
        if hasStateCache == nil { hasStateCache = tree.attributes.contains { tree.token($0.name, is: "State") } }
        guard hasStateCache == true || !modelNumbers.isEmpty else {
            typeState[type] = state
            return state
        }
        let declared = members(of: type) + (declaration(extendedBy: type).map { members(of: $0) } ?? [])
        for member in declared where tree[member].kind == .var || tree[member].kind == .let {
            guard let nameToken = tree[member].name else { continue }
            let name = tree.text(of: nameToken)
            if tree.attribute("State", on: member) != nil, isNumeric(member) {
                state.numbers.insert(name)
            } else if !modelNumbers.isEmpty, let model = modelType(of: member).flatMap({ modelNumbers[$0] }),
                      !model.names.isEmpty {
                state.models[name] = model
            }
        }
        typeState[type] = state
        return state
    }

    /// The type declared in the file that an extension extends (its `@State` lives there).
    private func declaration(extendedBy id: DeclarationID) -> DeclarationID? {
        guard tree[id].kind == .extension, let name = tree[id].nameTokens.last else { return nil }
        return tree.declarationIDs.first { other in
            other != id && tree[other].isTypeLike && tree[other].kind != .extension
                && tree[other].name.map { tree.token($0, spellsLike: name) } == true
        }
    }

    /// The declarations directly inside a type.
    private func members(of type: DeclarationID) -> [DeclarationID] {
        tree.declarations(in: tree[type].tokens).filter { tree[$0].parent == type }
    }

    /// The model class of the file a property holds: its annotated type, the type it is
    /// initialized with (`= TimerModel()`), or `@Environment(TimerModel.self)`.
    private func modelType(of property: DeclarationID) -> String? {
        let declaration = tree[property]
        var spans = [declaration.typeTokens]
        if let initializer = declaration.initializer { spans.append(tree[initializer].tokens) }
        for attribute in declaration.attributes { spans.append(tree[attribute].tokens) }
        for span in spans {
            for token in span where tree[token].kind == .identifier {
                let name = tree.text(of: token)
                if modelNumbers[name] != nil { return name }
            }
        }
        return nil
    }

    /// Whether a property holds a number (its annotated type, or a number literal initializer), or
    /// a date (`Date`, `Date()`, `.now`) in a file that runs a timer.
    private mutating func isNumeric(_ property: DeclarationID) -> Bool {
        let declaration = tree[property]
        if !declaration.typeTokens.isEmpty {
            let type = tree.compactText(of: declaration.typeTokens, dropping: "?!")
            return Self.numericTypes.contains(type) || type.hasPrefix("Measurement<") || type == "Date" && hasTimer()
        }
        guard let initializer = declaration.initializer else { return false }
        if tree.numberValue(of: initializer) != nil { return true }
        let text = tree.compactText(of: tree[initializer].tokens)
        return (text == "Date()" || text == ".now" || text == "Date.now") && hasTimer()
    }

    private mutating func hasTimer() -> Bool {
        if let known = hasTimerCache { return known }
        let found = tree.tokens.indices.contains { index in
            let token = tree.tokens[index]
            guard token.kind == .identifier, token.range.count >= 5, token.range.count <= 13 else { return false }
            let id = TokenID(index)
            return tree.token(id, is: "Timer") || tree.token(id, is: "TimelineView") || tree.token(id, is: "CADisplayLink")
        }
        hasTimerCache = found
        return found
    }

    private static let numericTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Decimal", "TimeInterval", "Duration",
    ]

    // MARK: Callbacks

    /// What makes code at `token` run repeatedly: a closure given to a timer, a publisher
    /// subscription of a timer, a progress observation; a method that a timer or display link calls
    /// by selector; a download-progress delegate method or a method named for progress.
    mutating func callback(around token: TokenID) -> String? {
        var block = tree.enclosingBlock(of: token)
        while true {
            if case .component(let component) = tree[block].owner, tree[component].kind == .closure,
               let call = tree.enclosingCall(of: tree[component].chain), let reason = timerCall(call) {
                return reason
            }
            guard let parent = tree[block].parent else { break }
            block = parent
        }
        guard let function = tree.enclosingFunction(of: token), let nameToken = tree[function].name else { return nil }
        let name = tree.text(of: nameToken)
        if name.lowercased().contains("progress") { return "a progress callback" }
        for parameter in tree[function].parameters {
            let labels = [tree[parameter].firstName, tree[parameter].localName].map { tree.text(of: $0) }
            if labels.contains("totalBytesWritten") || labels.contains("didWriteData") { return "a progress callback" }
        }
        if selectorTargets == nil { selectorTargets = timerSelectors() }
        return selectorTargets?.contains(name) == true ? "a timer" : nil
    }

    /// `Timer.scheduledTimer { … }`, `Timer.publish(…).sink { … }`, `observe(\.fractionCompleted) { … }`.
    private func timerCall(_ call: ComponentID) -> String? {
        // The publisher before the call, not the closure after it.
        let chainText = tree.text(of: TokenRange(from: tree[tree[call].chain].firstToken, upTo: tree[call].firstToken))
        if tree.component(call, isNamed: "scheduledTimer") || tree.component(call, isNamed: "addPeriodicTimeObserver") {
            return "a timer"
        }
        if tree.component(call, isNamed: "sink") || tree.component(call, isNamed: "onReceive") {
            if chainText.contains("Timer") || chainText.contains("publish(every") { return "a timer" }
            if chainText.contains("fractionCompleted") || chainText.contains("progress") { return "a progress callback" }
        }
        if tree.component(call, isNamed: "observe"), chainText.contains("fractionCompleted") || chainText.contains("progress") {
            return "a progress callback"
        }
        return nil
    }

    /// Methods named by `#selector(…)` in a timer or display link: `scheduledTimer(…selector:…)`,
    /// `Timer(…selector:…)`, `CADisplayLink(target:selector:)`.
    private func timerSelectors() -> Set<String> {
        var names: Set<String> = []
        let calls = file.components(named: .scheduledTimer) + file.components(named: .Timer)
            + file.components(named: .CADisplayLink)
        for id in calls where tree[id].isCalled {
            guard let selector = tree.argumentValue("selector", of: id) else { continue }
            for chain in tree.chains(in: tree[selector].tokens) {
                let base = tree.base(of: chain)
                guard tree[base].kind == .macro, let argument = tree.argument(nil, of: base),
                      let value = tree[argument].value, let inner = tree.singleChain(of: value),
                      let last = tree.components(of: inner).last, let name = tree[last].name else { continue }
                names.insert(tree.text(of: name))
            }
        }
        return names
    }
}
