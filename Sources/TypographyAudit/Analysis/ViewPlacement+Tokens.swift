import SwiftSource

extension ViewPlacement {
    /// Whether a file lexed as `tokens` may place views in the containers of ``ViewContext/placed``,
    /// as ``FileAnalysisBuilder/viewContextMap(unplaced:)`` finds them: it calls a container
    /// (`Form {`, `.toolbar {`, `.help(`, `Menu(`, `Table<…>(`), uses `contextMenu`, names a small
    /// widget family (`systemSmall`, `accessoryCircular`…), or declares a type named like settings or
    /// an inspector (`struct AppSettings`). Comments and strings do not count. The first pass parses
    /// a file for its placements only when this holds (its bytes having a word of ``containerWords``
    /// is no more than a reason to lex it: `Settings` alone is in a third of the corpus's files,
    /// mostly as `…Settings.shared`).
    static func mayPlaceViews(tokens: [Token], bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < tokens.count {
                let token = tokens[index]
                index += 1
                guard token.kind == .identifier else { continue }
                // Most identifiers are told apart by their length alone (this runs on every token of a third of the files).
                switch token.range.count {
                case 4...6:
                    if typeKeywords.contains(where: { spells(token, $0, in: bytes) }), let next = nextCode(after: index, in: tokens),
                       next.kind == .identifier, screenSuffixes.contains(where: { ends(next, with: $0, in: bytes) }) { return true }
                case 11, 15, 17, 20:
                    if smallFamilies.contains(where: { spells(token, $0, in: bytes) }) { return true }
                default:
                    break
                }
                if let name = KnownName.spelled(by: token.range, in: bytes), isContainer(name, calledAt: index, in: tokens) {
                    return true
                }
            }
            return false
        }
    }

    /// Whether `name`, the token before `index`, is `contextMenu`, or a container (or `Menu`, whose
    /// items are one) called there.
    private static func isContainer(_ name: KnownName, calledAt index: Int, in tokens: [Token]) -> Bool {
        switch name {
        case .contextMenu:
            return true
        case .Form, .Settings, .Table, .MenuBarExtra, .ToolbarItem, .ToolbarItemGroup, .toolbar, .popover, .help, .alert,
             .confirmationDialog, .inspector, .Menu:
            guard let next = nextCode(after: index, in: tokens) else { return false }
            return next.kind == .leftParen || next.kind == .leftBrace || next.kind == .leftAngle
        default:
            return false
        }
    }
    private static let smallFamilies: [StaticString] = [
        "systemSmall", "accessoryCircular", "accessoryRectangular", "accessoryInline", "accessoryCorner",
    ]
    /// The declarations that can be screens (see ``FileAnalysisBuilder/collectScreens()``).
    private static let typeKeywords: [StaticString] = ["struct", "class", "enum"]
    /// The names of screens that are settings or inspectors, wherever they are shown.
    private static let screenSuffixes: [StaticString] = ["Settings", "SettingsView", "SettingsScreen", "Preferences",
                                                         "PreferencesView", "Inspector", "InspectorView"]

    /// The first token from `index` on that is not a comment.
    private static func nextCode(after index: Int, in tokens: [Token]) -> Token? {
        tokens[index...].first { !$0.kind.isComment }
    }

    private static func spells(_ token: Token, _ word: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        token.range.count == word.utf8CodeUnitCount && ends(token, with: word, in: bytes)
    }

    private static func ends(_ token: Token, with word: StaticString, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = word.utf8CodeUnitCount
        guard token.range.count >= count else { return false }
        return word.withUTF8Buffer { bytes[token.range.upperBound - count..<token.range.upperBound].elementsEqual($0) }
    }
}
