import Foundation
import Testing
@testable import TypographyAudit

/// Rounds 10 and 11 of issue 24: an icon-only label's font, a sizing placeholder hidden where its property
/// is used, texts chosen by a function's branches or given by its every call, and the texts a list or
/// navigation bar styles itself.
@Suite struct RoundTenShapesTests {
    static func findings(in source: String, rule: String) throws -> [(line: Int, message: String)] {
        try AuditedFiles.findings(in: source, at: "App/Screen.swift", rule: rule)
    }

    /// A font on a `Label` shown as its icon only sizes the symbol; on a label showing its title, the text.
    @Test func anIconOnlyLabelsFontSizesItsSymbol() throws {
        let source = """
            import SwiftUI

            struct RunControls: View {
                let run: () -> Void
                var body: some View {
                    HStack {
                        Button(action: run) {
                            Label("Run", systemImage: "play.fill")
                                .labelStyle(.iconOnly)
                                .font(.system(size: 18, weight: .regular))
                        }
                        Button(action: run) {
                            Label("Run again", systemImage: "arrow.clockwise")
                                .font(.system(size: 18, weight: .regular))
                        }
                    }
                }
            }
            """
        #expect(try Self.findings(in: source, rule: "fixed-font-size").map(\.line) == [14])
    }

    /// A text in a view property that the screen only ever shows hidden (a placeholder that keeps the
    /// row's height) never truncates on screen; the visible text beside it does, and so does a
    /// property shown once plainly.
    @Test func aPlaceholderHiddenWhereItsPropertyIsUsedNeverTruncates() throws {
        let source = """
            import SwiftUI

            struct FilterCell: View {
                let filter: SpaceFilter
                var body: some View {
                    ZStack {
                        placeholder.hidden()
                        VStack(alignment: .leading) {
                            Text(filter.name)
                                .lineLimit(1)
                            detail
                        }
                    }
                }

                private var placeholder: some View {
                    VStack(alignment: .leading) {
                        Text(filter.name)
                            .lineLimit(1)
                        Text(filter.topic)
                            .lineLimit(1)
                            .hidden()
                    }
                }

                private var detail: some View {
                    Text(filter.topic)
                        .lineLimit(1)
                }
            }
            """
        #expect(try Self.findings(in: source, rule: "truncation-instead-of-wrapping").map(\.line) == [10, 28])
    }

    /// Texts chosen by the branches of a function (`if` as an expression) or of a computed property (a
    /// `guard` and a `switch` of `return`s) among localized constants, beside a time, are short; a branch
    /// giving a name makes the text long.
    @Test func textsChosenByBranchesOfConstantsAreShort() throws {
        let source = """
            import SwiftUI

            struct CallTile: View {
                let call: CallSummary
                let state: ConnectionState?

                var body: some View {
                    VStack {
                        HStack {
                            Text(title(isDeclined: call.isDeclined))
                            Spacer()
                            Text(call.startedAt.formattedTime())
                        }
                        HStack {
                            Text(L10n.Connection.title)
                            Spacer()
                            Text(statusMessage)
                        }
                        HStack {
                            Text(caller(isDeclined: call.isDeclined))
                            Spacer()
                            Text(call.startedAt.formattedTime())
                        }
                    }
                }

                private func title(isDeclined: Bool) -> String {
                    if call.isDirect {
                        if isDeclined {
                            L10n.Call.declined
                        } else {
                            L10n.Call.started
                        }
                    } else {
                        L10n.Call.started
                    }
                }

                private var statusMessage: String {
                    guard let state else { return "" }
                    switch state {
                    case .connecting: return L10n.Connection.connecting
                    case .connected: return L10n.Connection.connected
                    case .failed: return L10n.Connection.failed
                    }
                }

                private func caller(isDeclined: Bool) -> String {
                    if isDeclined {
                        return L10n.Call.declined
                    }
                    return call.callerName
                }
            }
            """
        #expect(try Self.findings(in: source, rule: "fixed-layout-at-accessibility-sizes").map(\.line) == [19])
    }

    /// A navigation title's `Text` and a section header in no font of its own are drawn in the bar's and the
    /// list's styles: no level of the screen. A header given a font is one.
    @Test func navigationTitlesAndPlainSectionHeadersAreNoLevels() throws {
        func screen(headerFont: String) -> String {
            """
            import SwiftUI

            struct ThermostatDetails: View {
                let model: ThermostatModel
                var body: some View {
                    List {
                        Section {
                            Text(model.name).font(.title3.bold())
                            Text(model.mode).font(.caption)
                            Text(model.updated).font(.caption2)
                        } header: {
                            Text(L10n.Thermostat.attributes)\(headerFont)
                        }
                    }
                    .navigationTitle(Text(verbatim: model.name))
                }
            }
            """
        }
        #expect(try Self.findings(in: screen(headerFont: ""), rule: "too-many-type-levels").isEmpty)
        #expect(try Self.findings(in: screen(headerFont: ".font(.headline)"), rule: "too-many-type-levels").map(\.line) == [3])
    }

    /// A private view function's label that every call gives a localized constant (or leaves to a short
    /// default) is a short fixed label; one call passing a name makes it long.
    @Test func aParameterEveryCallGivesAConstantIsShort() throws {
        func controls(thirdLabel: String) -> String {
            """
            import SwiftUI

            struct LockControls: View {
                let lock: LockModel
                var body: some View {
                    HStack {
                        actionButton(symbol: "lock.fill", label: L10n.Lock.lock) { lock.lock() }
                        actionButton(symbol: "lock.open.fill", label: L10n.Lock.unlock) { lock.unlock() }
                        actionButton(symbol: "door.left.hand.open", label: \(thirdLabel)) { lock.open() }
                    }
                }

                private func actionButton(symbol: String, label: String, action: @escaping () -> Void) -> some View {
                    Button(action: action) {
                        VStack {
                            Image(systemName: symbol)
                            Text(verbatim: label)
                                .lineLimit(1)
                        }
                    }
                }
            }
            """
        }
        #expect(try Self.findings(in: controls(thirdLabel: "L10n.Lock.open"), rule: "truncation-instead-of-wrapping").isEmpty)
        #expect(try Self.findings(in: controls(thirdLabel: "lock.doorName"), rule: "truncation-instead-of-wrapping").map(\.line)
            == [18])
    }

    /// A label given attributed text in a preferred font (directly, or a design system's) keeps its size
    /// unless it adjusts; one told to adjust, or given a fixed font, has nothing to add.
    @Test func attributedTextInAPreferredFontNeedsTheFlag() throws {
        let source = """
            import UIKit

            enum NoteStyle {
                static let titleFont = UIFont.preferredFont(forTextStyle: .headline)
            }

            final class NoteCell: UITableViewCell {
                private let titleLabel = UILabel()
                private let bodyLabel = UILabel()
                private let dateLabel = UILabel()

                func configure(note: Note) {
                    titleLabel.attributedText = NSAttributedString(string: note.title, attributes: [.font: NoteStyle.titleFont])
                    bodyLabel.adjustsFontForContentSizeCategory = true
                    bodyLabel.attributedText = NSAttributedString(string: note.body, attributes: [
                        .font: UIFont.preferredFont(forTextStyle: .body),
                    ])
                    dateLabel.attributedText = NSAttributedString(string: note.date, attributes: [.font: UIFont.systemFont(ofSize: 12)])
                }
            }
            """
        #expect(try Self.findings(in: source, rule: "missing-adjusts-font").map(\.line) == [13])
    }

    /// The arms of an `if` with an `else` never show together (round 13: one button style or the other);
    /// an `if` without one adds its text to the rest.
    @Test func theArmsOfAnIfElseAreBranches() throws {
        func screen(elseKeyword: String) -> String {
            """
            import SwiftUI

            struct PermissionPrompt: View {
                let prompt: Prompt
                var body: some View {
                    VStack {
                        Text(prompt.title).font(.title)
                        Text(prompt.body).font(.body)
                        if prompt.isRequired {
                            Text(prompt.requiredNote).font(.callout)
                        }\(elseKeyword)
                            Text(prompt.optionalNote).font(.footnote)
                        }
                    }
                }
            }
            """
        }
        #expect(try Self.findings(in: screen(elseKeyword: " else {"), rule: "too-many-type-levels").isEmpty)
        #expect(try Self.findings(in: screen(elseKeyword: "\n                        if prompt.isOptional {"),
                                  rule: "too-many-type-levels").map(\.line) == [3])
    }

    /// SFSafeSymbols' `Image(systemSymbol:)` is an SF Symbol as `Image(systemName:)` is (round 13's miss: a lock
    /// at body size beside caption text).
    @Test func aSafeSymbolIsASymbol() throws {
        func row(symbolFont: String) -> String {
            """
            import SFSafeSymbols
            import SwiftUI

            struct LocalAccessRow: View {
                var body: some View {
                    HStack {
                        Image(systemSymbol: .lockFill)
                            .font(\(symbolFont))
                        Text(L10n.LocalAccess.secureOnly)
                            .font(.caption)
                    }
                }
            }
            """
        }
        #expect(try Self.findings(in: row(symbolFont: ".body"), rule: "symbol-overpowers-text").map(\.line) == [8])
        #expect(try Self.findings(in: row(symbolFont: ".caption"), rule: "symbol-overpowers-text").isEmpty)
    }

    /// An app screen that imports WidgetKit to show a widget's preview (it sets the family) has rows of its
    /// own that truncate; a file of the widget itself (it imports WidgetKit and only reads the family) does not.
    @Test func aWidgetPreviewHostIsTheApps() throws {
        func screen(preview: String) -> String {
            """
            import SwiftUI
            import WidgetKit

            struct WidgetBuilderView: View {
                let items: [ShortcutItem]
                var body: some View {
                    List {
                        ShortcutsWidgetView(items: items)\(preview)
                        ForEach(items) { item in
                            Text(item.areaName)
                                .lineLimit(1)
                        }
                    }
                }
            }
            """
        }
        #expect(try Self.findings(in: screen(preview: ".environment(\\.widgetFamily, .systemMedium)"),
                                  rule: "truncation-instead-of-wrapping").map(\.line) == [11])
        #expect(try Self.findings(in: screen(preview: ""), rule: "truncation-instead-of-wrapping").isEmpty)
    }

    /// A reaction's emoji drawn large is a picture, no type level (round 15: a menu of three text levels
    /// and reaction buttons); a fourth text size is one.
    @Test func anEmojiIsNoTypeLevel() throws {
        func menu(fourthText: String) -> String {
            """
            import SwiftUI

            struct MessageMenu: View {
                let message: Message
                let reactions: [String]
                var body: some View {
                    VStack {
                        HStack {
                            ForEach(reactions, id: \\.self) { emoji in
                                Text(emoji).font(.title)
                            }
                        }
                        Text(message.sender).font(.subheadline)
                        Text(message.preview).font(.footnote)
                        Text(message.sentAt).font(.caption)\(fourthText)
                    }
                }
            }
            """
        }
        #expect(try Self.findings(in: menu(fourthText: ""), rule: "too-many-type-levels").isEmpty)
        #expect(try Self.findings(in: menu(fourthText: "\n                        Text(message.room).font(.headline)"),
                                  rule: "too-many-type-levels").map(\.line) == [3])
    }
}
