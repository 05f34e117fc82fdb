import SwiftSource

/// Which numbers of a file change while they are on screen, from the declarations that say so:
/// numeric state of a type (`@State`, `@Binding`, `@AppStorage`, `@SceneStorage`) and the `count` of
/// any state (`draft.count` of an `@State` string), the updating numbers of an `@Published` /
/// `@Observable` model read through a property of the model's type (the model may be declared in
/// another file of the run: `model.unreadCount`), numeric computed properties of the type that read
/// such state (`var remaining: Int { limit - draft.count }`), the date of a `TimelineView`, and UIKit code run by a timer, a progress
/// callback, a publisher or a control's value-changed or editing-changed action.
///
/// Static numbers say nothing: a `let`, a number known only by its name (`post.likeCount`), a literal, identifiers, codes,
/// versions and indices.
struct ChangingNumbers {
    let tree: SyntaxTree
    /// The file's name groups (the timer calls are looked up there).
    private let file: FileAnalysis
    /// Per type: its numeric properties that update, and its properties holding a model.
    private var typeState: [DeclarationID: TypeState] = [:]
    /// The model classes declared in the file, by name (they win over the run's of the same name).
    private let fileModels: [String: ObservableModel]
    /// The model classes of the run, by name (read, not copied: a run has many and a file few).
    private let runModels: [String: ObservableModel]
    /// The model class names, to rule out most identifiers without making a string of them; made
    /// when a type's properties are first read.
    private var modelNames: NameFilter?
    /// Whether the file runs a timer (`Timer`, `TimelineView`, `CADisplayLink`): only then does a
    /// `Date` property tick rather than hold a date the user picked. Found when first needed.
    private var hasTimerCache: Bool?
    /// The methods timers call, by selector or from their closures, found when first needed.
    private var timerTargets: Set<String>?
    /// The methods controls call as their value changes, with the event, found when first needed.
    private var controlActions: [String: String]?
    /// Whether any declaration of the file has a state attribute, found when first needed.
    private var hasStateCache: Bool?
    /// Whether the file's bytes spell `TimelineView`, found when first needed.
    private var namesTimelineViewCache: Bool?
    /// The property paths steppers and sliders step, with the control, found when first needed.
    private var steppedPaths: [(path: String, control: String)]?

    private struct TypeState {
        /// Numeric state property → its wrapper (`@State`).
        var numbers: [String: String] = [:]
        /// Every state property (of any type) → its wrapper: their `count` changes.
        var state: [String: String] = [:]
        /// Property name → the model class it holds.
        var models: [String: ObservableModel] = [:]
        /// Numeric computed properties that read state or a model → what they read.
        var computed: [String: String] = [:]
        /// State holding a value of a type declared in the file → that type
        /// (`@State private var selection: DailyTotal?`: its numeric properties change with it).
        var valueTypes: [String: DeclarationID] = [:]

        /// Whether the type has no state, model or computed number at all.
        var isEmpty: Bool { numbers.isEmpty && state.isEmpty && models.isEmpty && computed.isEmpty }
    }

    /// The property wrappers whose values change while shown.
    private static let stateWrappers: [StaticString] = ["State", "Binding", "AppStorage", "SceneStorage"]

    init(file: FileAnalysis) {
        self.file = file
        tree = file.tree
        runModels = file.project.models
        var own: [String: ObservableModel] = [:]
        for model in file.declaredModels { own[model.name] = model }
        fileModels = own
    }

    /// Whether the file or the run declares any model class.
    private var hasModels: Bool { !fileModels.isEmpty || !runModels.isEmpty }

    /// The model class of this name: the file's, else the run's.
    private func model(named name: String) -> ObservableModel? {
        fileModels[name] ?? runModels[name]
    }

    // MARK: Evidence in expressions

    /// What makes a shown number update.
    struct Evidence {
        /// As a message names it: `@State 'secondsLeft'`, `@Published 'model.picked.count'`.
        var reason: String
        /// Whether the number is the `count` of a state or model collection (it steps as items come and go).
        var isCount: Bool

        init(_ reason: String, isCount: Bool = false) {
            self.reason = reason
            self.isCount = isCount
        }
    }

    /// The updating number an expression shows, with what makes it update (`@State 'secondsLeft'`,
    /// `@Published 'model.elapsed'`), if the code says so. Only the value branches of a ternary
    /// count (`count > 0 ? … : …` shows no count), and names that are identifiers, codes, versions
    /// or indices do not.
    mutating func updatingNumber(in expression: ExpressionID, type: DeclarationID?) -> Evidence? {
        var tokens = tree[expression].tokens
        if let question = tree[expression].elements.first(where: { tree[$0].kind == .ternaryQuestion }) {
            tokens = tokens.starting(at: tree[question].token)
        }
        // The type's state, read at the first property path.
        var state: TypeState?
        var path: [TokenID] = []
        for chain in tree.chains(in: tokens) {
            // The property path: the names before the first call (`post.likeCount` of
            // `post.likeCount.formatted()`), without `self`.
            path.removeAll(keepingCapacity: true)
            for component in tree.components(of: chain) {
                let item = tree[component]
                if item.kind == .optionalChaining || item.kind == .forceUnwrap { continue }
                guard item.kind == .identifier || item.kind == .member, let name = item.name else { break }
                if path.isEmpty && tree.knownName(of: component) == .`self` { continue }
                if item.isCalled { break }
                path.append(name)
            }
            guard !path.isEmpty else { continue }
            if state == nil { state = type.map { self.state(of: $0) } ?? TypeState() }
            if let state, let reason = reason(for: path, state: state) { return reason }
        }
        return nil
    }

    /// Why a property path (its name tokens) shows an updating number, if it does; its names become
    /// strings only to look them up in the type's state, of which most types have none.
    private mutating func reason(for path: [TokenID], state: TypeState) -> Evidence? {
        if !state.isEmpty {
            let first = tree.text(of: path[0])
            if path.count == 1, let wrapper = state.numbers[first], !Self.isIdentifierLike(first) { return Evidence("\(wrapper) '\(first)'") }
            if path.count >= 2, tree.token(path[1], is: "count"), let wrapper = state.state[first] {
                return Evidence("\(wrapper) '\(first).count'", isCount: true)
            }
            if let model = state.models[first], path.count >= 2 {
                let property = tree.text(of: path[1])
                if model.numbers.contains(property), !Self.isIdentifierLike(property) { return Evidence("\(model.wrapper) '\(first).\(property)'") }
                if path.count >= 3, tree.token(path[2], is: "count") { return Evidence("\(model.wrapper) '\(first).\(property).count'", isCount: true) }
            }
            if path.count == 1, let source = state.computed[first] { return Evidence("'\(first)', computed from \(source)") }
            if path.count >= 2, let type = state.valueTypes[first], let wrapper = state.state[first] {
                let property = tree.text(of: path[1])
                if !Self.isIdentifierLike(property), holdsNumber(property, in: type) { return Evidence("\(wrapper) '\(first).\(property)'") }
            }
        }
        // A Live Activity's state (`context.state.stopsAway` in an `ActivityConfiguration`): each update replaces it.
        if path.count >= 3, tree.token(path[1], is: "state"), let activity = model(named: "ContentState"),
           activity.wrapper == ObservableModelScan.activityStateWrapper {
            let property = tree.text(of: path[2])
            if activity.numbers.contains(property), !Self.isIdentifierLike(property) {
                return Evidence("\(activity.wrapper) '\(spelling(of: path))'")
            }
        }
        if let control = steppingControl(of: path) { return Evidence("'\(spelling(of: path))', the value of a \(control)") }
        // A name alone (`post.likeCount`, `followers`) is not evidence: a server's count shown once is static.
        return nil
    }

    /// A property path as written, without `self` (`line.quantity`).
    private func spelling(of path: [TokenID]) -> String {
        path.map { tree.text(of: $0) }.joined(separator: ".")
    }

    /// The control that steps a property path (`Stepper` of `Stepper(…, value: $line.quantity)` for
    /// `line.quantity`, also a `ForEach` element's binding): a text showing it changes with each step.
    private mutating func steppingControl(of path: [TokenID]) -> String? {
        if steppedPaths == nil { steppedPaths = Self.steppedPaths(in: tree) }
        guard let stepped = steppedPaths, !stepped.isEmpty else { return nil }
        let spelled = spelling(of: path)
        return stepped.first { $0.path == spelled }?.control
    }

    /// The property paths the file's `Stepper`s and `Slider`s step, each with its control.
    private static func steppedPaths(in tree: SyntaxTree) -> [(path: String, control: String)] {
        guard ByteSearch.contains(tree.file.bytes, "value: $") else { return [] }
        var stepped: [(path: String, control: String)] = []
        for control: StaticString in ["Stepper", "Slider"] {
            for call in tree.calls(named: control) {
                guard let value = tree.argumentValue("value", of: call) else { continue }
                var spelled = tree.text(of: tree[value].tokens)
                guard spelled.hasPrefix("$"), spelled.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" })
                else { continue }
                spelled.removeFirst()
                if spelled.hasPrefix("self.") { spelled.removeFirst(5) }
                stepped.append((spelled, "\(control)"))
            }
        }
        return stepped
    }

    /// Names of numbers that label rather than count: `id`, `orderID`, `zipCode`, `version`, `index`,
    /// `accountNumber`.
    static func isIdentifierLike(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { isIdentifierLike($0) }
    }

    /// ``isIdentifierLike(_:)`` of a name's UTF-8 bytes (on the bytes, without a lowercased copy:
    /// this runs for every name a text shows).
    static func isIdentifierLike(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes.elementsEqual("id".utf8) { return true }
        for suffix in identifierSuffixes where suffix.count <= bytes.count {
            if bytes[(bytes.count - suffix.count)...].elementsEqual(suffix) { return true }
        }
        return identifierWords.contains { CamelCaseWords.occurs($0, in: bytes) }
    }

    /// Names that count something that changes: a word of the camel-case name is one of
    /// ``countWords`` (`likeCount`, `unreadMessages`, `bytesReceived`, `uploadProgress`).
    static func isCountLike(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { isCountLike($0) }
    }

    /// ``isCountLike(_:)`` of a name's UTF-8 bytes (without a string per word: this runs for every
    /// name a text shows).
    static func isCountLike(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        CamelCaseWords.contains(bytes, anyOf: countWords)
    }

    /// Endings of names of numbers that label rather than count (`orderID`, `accountNumber`).
    private static let identifierSuffixes: [[UInt8]] = ["ID", "Id", "Number"].map { Array($0.utf8) }

    /// Parts of names (in lower case, anywhere in the name) of numbers that label rather than count.
    private static let identifierWords: [[UInt8]] = [
        "identifier", "code", "version", "build", "serial", "handle", "index", "zip", "phone", "pin",
    ].map { Array($0.utf8) }

    private static let countWords: [[UInt8]] = [
        "count", "unread", "remaining", "elapsed", "progress", "percent", "percentage", "fraction", "bytes",
        "downloaded", "uploaded", "balance", "score", "countdown",
    ].map { Array($0.utf8) }

    // MARK: Types

    private mutating func state(of type: DeclarationID) -> TypeState {
        if let known = typeState[type] { return known }
        var state = TypeState()
        if hasStateCache == nil {
            hasStateCache = tree.attributes.contains { attribute in
                Self.stateWrappers.contains { tree.token(attribute.name, is: $0) }
            }
        }
        guard hasStateCache == true || hasModels else {
            typeState[type] = state
            return state
        }
        if hasModels, modelNames == nil {
            var names = NameFilter()
            for name in fileModels.keys { names.insert(name) }
            for name in runModels.keys { names.insert(name) }
            modelNames = names
        }
        let declared = tree.members(of: type) + (declaration(extendedBy: type).map { tree.members(of: $0) } ?? [])
        var computed: [DeclarationID] = []
        for member in declared where tree[member].kind == .var || tree[member].kind == .let {
            guard let nameToken = tree[member].name else { continue }
            if let wrapper = Self.stateWrappers.first(where: { tree.attribute($0, on: member) != nil }) {
                let name = tree.text(of: nameToken)
                let spelled = "@\(wrapper)"
                state.state[name] = spelled
                if isNumeric(member) {
                    state.numbers[name] = spelled
                } else if hasModels, let model = modelType(of: member) {
                    // An `@Observable` model owned by the view: `@State private var model = DashboardModel()`.
                    state.models[name] = model
                } else if let type = valueType(of: member) {
                    state.valueTypes[name] = type
                }
            } else if hasModels, let model = modelType(of: member) {
                state.models[tree.text(of: nameToken)] = model
            } else if tree[member].kind == .var, tree[member].body != nil, tree[member].initializer == nil,
                      tree.holdsNumber(member) {
                computed.append(member)
            }
        }
        for member in computed {
            guard let name = tree[member].name, let source = reads(member, of: state) else { continue }
            state.computed[tree.text(of: name)] = source
        }
        typeState[type] = state
        return state
    }

    /// The state or model a computed property's body reads (`@State 'draft'`), if any.
    private func reads(_ property: DeclarationID, of state: TypeState) -> String? {
        guard let body = tree[property].body else { return nil }
        for chain in tree.chains(in: tree[body].tokens) {
            var components = Array(tree.components(of: chain))
            if let first = components.first, tree.knownName(of: first) == .`self` { components.removeFirst() }
            guard let first = components.first, tree[first].kind == .identifier, let token = tree[first].name else { continue }
            let name = tree.text(of: token)
            if let wrapper = state.state[name] { return "\(wrapper) '\(name)'" }
            if let model = state.models[name] { return "\(model.wrapper) '\(name)'" }
        }
        return nil
    }

    /// The type declared in the file that a state property holds, when written as a plain type name
    /// (`DailyTotal?`, or the initializer `Draft()`).
    private func valueType(of property: DeclarationID) -> DeclarationID? {
        let declaration = tree[property]
        var name: TokenID?
        if !declaration.typeTokens.isEmpty {
            name = singleTypeName(declaration.typeTokens)
        } else if let initializer = declaration.initializer, let chain = tree.singleChain(of: initializer),
                  let base = tree.components(of: chain).first, tree[base].isCalled {
            name = tree[base].name
        }
        guard let name, tree.startsUppercase(name) else { return nil }
        return typeDeclaration(spelledLike: name)
    }

    /// Whether a type declared in the file has a stored numeric property `property`.
    private mutating func holdsNumber(_ property: String, in type: DeclarationID) -> Bool {
        tree.members(of: type).contains { member in
            (tree[member].kind == .var || tree[member].kind == .let) && tree[member].body == nil
                && tree[member].name.map { tree.token($0, is: property) } == true && isNumeric(member)
        }
    }

    /// The struct, class or enum the file declares with the name `token` spells (not an extension).
    private func typeDeclaration(spelledLike token: TokenID) -> DeclarationID? {
        tree.declarationIDs.first { id in
            tree[id].isTypeLike && tree[id].kind != .extension && tree[id].name.map { tree.token($0, spellsLike: token) } == true
        }
    }

    /// The type declared in the file that an extension extends (its `@State` lives there).
    private func declaration(extendedBy id: DeclarationID) -> DeclarationID? {
        guard tree[id].kind == .extension, let name = tree[id].nameTokens.last else { return nil }
        return typeDeclaration(spelledLike: name)
    }

    /// The model class of the file a property holds: its annotated type, the type it is
    /// initialized with (`= TimerModel()`), or `@Environment(TimerModel.self)`.
    private func modelType(of property: DeclarationID) -> ObservableModel? {
        let declaration = tree[property]
        if let model = model(in: declaration.typeTokens) { return model }
        if let initializer = declaration.initializer, let model = model(in: tree[initializer].tokens) { return model }
        for attribute in declaration.attributes {
            if let model = model(in: tree[attribute].tokens) { return model }
        }
        return nil
    }

    /// The model class that the first identifier of `span` naming one names; not a type nested in
    /// it (`BudgetModel.Category` holds a category, not the model; `BudgetModel.self` is the model).
    private func model(in span: TokenRange) -> ObservableModel? {
        guard let modelNames else { return nil }
        for token in span where tree[token].kind == .identifier && modelNames.mayContain(token, in: tree) {
            let next = token.index + 1
            if next + 1 < tree.tokens.count, tree.tokens[next].kind == .period, tree.tokens[next + 1].kind == .identifier,
               !tree.token(TokenID(next + 1), is: "self") { continue }
            if let model = model(named: tree.text(of: token)) { return model }
        }
        return nil
    }

    /// Whether a property holds a number (its annotated type, or a number literal initializer), or
    /// a date (`Date`, `Date()`, `.now`) in a file that runs a timer.
    private mutating func isNumeric(_ property: DeclarationID) -> Bool {
        let declaration = tree[property]
        if !declaration.typeTokens.isEmpty {
            if let name = singleTypeName(declaration.typeTokens) {
                return tree.isNumericTypeName(name) || tree.token(name, is: "Date") && hasTimer()
            }
            let type = tree.compactText(of: declaration.typeTokens, dropping: "?!")
            return SyntaxTree.numericTypeNames.contains(type) || type.hasPrefix("Measurement<") || type == "Date" && hasTimer()
        }
        guard let initializer = declaration.initializer else { return false }
        if tree.numberValue(of: initializer) != nil { return true }
        // `Date()`, `.now` and `Date.now` are three tokens at most.
        guard tree[initializer].tokens.count <= 3 else { return false }
        let text = tree.compactText(of: tree[initializer].tokens)
        return (text == "Date()" || text == ".now" || text == "Date.now") && hasTimer()
    }

    /// The name of a type written as one identifier and optional marks (`Int`, `Double?`), whose
    /// compact text is the identifier's: read from the tokens, without making that text.
    private func singleTypeName(_ span: TokenRange) -> TokenID? {
        var name: TokenID?
        for token in span {
            if tree[token].kind == .identifier && name == nil {
                name = token
                continue
            }
            let marks = tree.file.bytes[tree[token].range]
            guard !marks.isEmpty, marks.allSatisfy({ $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }) else { return nil }
        }
        return name
    }

    /// Whether the file's bytes spell `TimelineView` (searched once, when a text first shows a value).
    mutating func namesTimelineView() -> Bool {
        if let known = namesTimelineViewCache { return known }
        let found = ByteSearch.contains(tree.file.bytes, "TimelineView")
        namesTimelineViewCache = found
        return found
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


    // MARK: Callbacks

    /// What makes code at `token` run repeatedly: a closure given to a timer, a subscription to a
    /// timer or a published property, a progress observation; a method that a timer or display link calls
    /// by selector, or a control as its value changes; a download-progress delegate method, a method
    /// named for progress or given one (a `Progress`, a parameter named `progress`), the `didSet` of a number.
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
        // `var done = 0 { didSet { label.text = "\(done)/\(total)" } }`: the number is set as it changes.
        if tree[function].kind == .accessor, tree.token(nameToken, is: "didSet") || tree.token(nameToken, is: "willSet"),
           let property = tree[function].parent, isNumeric(property) {
            return "a property observer"
        }
        let name = tree.text(of: nameToken)
        if name.lowercased().contains("progress") { return "a progress callback" }
        for parameter in tree[function].parameters {
            let labels = [tree[parameter].firstName, tree[parameter].localName].map { tree.text(of: $0) }
            if labels.contains("totalBytesWritten") || labels.contains("didWriteData") { return "a progress callback" }
            // `func update(progress: Progress)`, `func show(downloadProgress: Double)`.
            if labels.contains(where: { $0.lowercased().hasSuffix("progress") }) || tree.text(of: tree[parameter].typeTokens) == "Progress" {
                return "a progress callback"
            }
        }
        if timerTargets == nil { timerTargets = timerMethods() }
        if timerTargets?.contains(name) == true { return "a timer" }
        if controlActions == nil { controlActions = changeActions() }
        return controlActions?[name].map { "a control's .\($0) action" }
    }

    /// The methods controls call by selector as their value changes, with the event
    /// (`textField.addTarget(self, action: #selector(amountChanged), for: .editingChanged)`):
    /// the text they set follows each edit or slider step.
    private func changeActions() -> [String: String] {
        var actions: [String: String] = [:]
        // Without the word there is no such call (the bytes are searched faster than the chains).
        guard ByteSearch.contains(tree.file.bytes, "addTarget") else { return actions }
        for call in tree.calls(named: "addTarget") {
            guard let event = tree.argumentValue("for", of: call).flatMap({ tree.lastMemberName(of: $0) }),
                  event == "editingChanged" || event == "valueChanged",
                  let action = tree.argumentValue("action", of: call), let name = selectorName(in: action) else { continue }
            actions[name] = event
        }
        return actions
    }

    /// The method a `#selector(…)` names (`tick` of `#selector(tick)` or `#selector(Self.tick(_:))`).
    private func selectorName(in expression: ExpressionID) -> String? {
        for chain in tree.chains(in: tree[expression].tokens) {
            let base = tree.base(of: chain)
            guard tree[base].kind == .macro, let argument = tree.argument(nil, of: base),
                  let value = tree[argument].value, let inner = tree.singleChain(of: value),
                  let last = tree.components(of: inner).last, let name = tree[last].name else { continue }
            return tree.text(of: name)
        }
        return nil
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
            // A published number's values (`viewModel.$steps.sink { … }`).
            if let published = publishedName(in: chainText), isPublishedNumber(published) { return "a publisher" }
        }
        if tree.component(call, isNamed: "observe"), chainText.contains("fractionCompleted") || chainText.contains("progress") {
            return "a progress callback"
        }
        return nil
    }

    /// The property after the last `$` of a subscription chain (`steps` in `viewModel.$steps.sink`).
    private func publishedName(in chainText: String) -> String? {
        guard let dollar = chainText.lastIndex(of: "$") else { return nil }
        let name = chainText[chainText.index(after: dollar)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    /// Whether a published property holds a number: a numeric property of a model of the run, or a
    /// count by its name.
    private func isPublishedNumber(_ name: String) -> Bool {
        !Self.isIdentifierLike(name) && (Self.isCountLike(name) || fileModels.values.contains { $0.numbers.contains(name) }
            || runModels.contains { fileModels[$0.key] == nil && $0.value.numbers.contains(name) })
    }

    /// The methods a timer or display link calls: named by `#selector(…)` (`scheduledTimer(…selector:…)`,
    /// `Timer(…selector:…)`, `CADisplayLink(target:selector:)`), or called from the closure a timer runs
    /// (`Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in self?.tick() }`, a `sink` or
    /// `onReceive` of `Timer.publish`).
    private func timerMethods() -> Set<String> {
        var names: Set<String> = []
        let timers = file.components(named: .scheduledTimer) + file.components(named: .Timer)
        for id in timers + file.components(named: .CADisplayLink) where tree[id].isCalled {
            guard let selector = tree.argumentValue("selector", of: id), let name = selectorName(in: selector) else { continue }
            names.insert(name)
        }
        var timerCalls = timers.filter { tree[$0].isCalled }
        if ByteSearch.contains(tree.file.bytes, "publish(every") {
            timerCalls += (tree.calls(named: "sink") + tree.calls(named: "onReceive")).filter { timerCall($0) == "a timer" }
        }
        for call in timerCalls {
            for argument in tree[call].arguments {
                guard let block = tree.closureBlock(of: argument) else { continue }
                names.formUnion(methodsCalled(in: block))
            }
        }
        return names
    }

    /// The names of the methods of the enclosing type called in a closure: `tick()`, `self.tick()`,
    /// `self?.tick()`.
    private func methodsCalled(in block: BlockID) -> [String] {
        var names: [String] = []
        for chain in tree.chains(in: TokenRange(from: tree[block].openToken, upTo: tree[block].closeToken)) {
            let components = tree.components(of: chain).filter { tree[$0].kind != .optionalChaining }
            guard let base = components.first, tree[base].kind == .identifier else { continue }
            let method = tree.component(base, isNamed: "self") ? components.dropFirst().first : base
            guard let method, tree[method].isCalled, let name = tree.name(of: method) else { continue }
            names.append(name)
        }
        return names
    }
}
