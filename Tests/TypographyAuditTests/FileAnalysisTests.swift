import SwiftSource
import Testing
import Typography
@testable import TypographyAudit

/// The model rules read: font values, text sites with inherited modifiers, UIKit text views, platforms.
@Suite struct FileAnalysisTests {
    static func analyse(_ text: String, platform: Platform? = nil, project: ProjectSymbols = ProjectSymbols()) -> FileAnalysis {
        FileAnalysis(file: SourceFile(path: "T.swift", text: text), configuredPlatform: platform, project: project)
    }

    @Test func swiftUIFontValues() throws {
        let file = Self.analyse("""
            import SwiftUI
            let a = Font.system(size: 28, weight: .bold, design: .rounded)
            let b: Font = .title.weight(.light).monospacedDigit()
            let c = Font.custom("Didot", size: 34)
            let d = Font.custom("Georgia", size: 15, relativeTo: .subheadline)
            let e = Font.custom("Courier", fixedSize: 13)
            let f = Font.system(.body, design: .serif)
            """)
        let values = file.fonts.map(\.value)
        try #require(values.count == 6)
        #expect(values[0].source == .systemSize && values[0].size == 28 && values[0].weight == .bold)
        #expect(values[0].design == .rounded && values[0].scaling == .none && values[0].sizeOrigin == .literal)
        #expect(values[1].source == .textStyle(.title) && values[1].weight == .light && values[1].hasMonospacedDigits)
        #expect(values[2].scaling == .curve(.body, isExplicit: false) && values[2].source == .custom(family: "Didot"))
        #expect(values[3].scaling == .curve(.subheadline, isExplicit: true))
        #expect(values[4].scaling == .none)
        #expect(values[5].resolvedSize(on: .ios) == 17)
    }

    @Test func aTextSitesScreenIsTheInnermostViewAroundIt() throws {
        let file = Self.analyse("""
            import SwiftUI
            struct Outer: View {
                var body: some View { Text("outer") }
                struct Inner: View {
                    var body: some View { Text("inner") }
                }
                var footer: some View { Text("footer") }
            }
            enum Rows {
                struct Row: View { var body: some View { Text("row") } }
                static var loose: some View { Text("loose") }
            }
            let free = Text("free")
            """)
        let names = file.textSites.map { site in site.screen.flatMap { id in file.screens.first { $0.declaration == id }?.name } }
        #expect(names == ["Outer", "Inner", "Outer", "Row", nil, nil])
        #expect(file.textSites.map { file.screen(containing: $0.anchor)?.name } == names)
    }

    @Test func platformFontValues() throws {
        let file = Self.analyse("""
            import UIKit
            @MainActor func setUp(_ label: UILabel) {
                label.font = .preferredFont(forTextStyle: .title1)
                label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 28)
                label.font = UIFontMetrics.default.scaledFont(for: UIFont.preferredFont(forTextStyle: .body))
                label.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .body).pointSize)
                label.font = UIFont(name: "Didot", size: 30)!
            }
            """)
        let values = file.fonts.map(\.value)
        try #require(values.count == 5)
        #expect(values[0].source == .preferred(.title) && values[0].framework == .uiKit)
        #expect(values[1].isScaledByFontMetrics && values[1].maximumPointSize == 28 && values[1].size == 17)
        #expect(values[2].doubleScaling == .scaledFont)
        #expect(values[3].sizeOrigin == .preferredFontPointSize && values[3].scaling == .none)
        #expect(values[4].source == .custom(family: "Didot"))
    }

    @Test func helpersBuiltInStepsResolveAtTheirCalls() throws {
        // A cached helper returning a `let` built by a helper declared below it, from a preferred
        // descriptor given a weight trait and a size of `.zero`: the style and weight reach each call.
        let file = Self.analyse("""
            import UIKit
            extension UIFont {
                private static var made: [String: UIFont] = [:]
                static func ledger(_ style: UIFont.TextStyle, weight: UIFont.Weight) -> UIFont {
                    if let font = made["\\(style.rawValue)"] { return font }
                    let font = build(style, weight: weight)
                    made["\\(style.rawValue)"] = font
                    return font
                }
                private static func build(_ style: UIFont.TextStyle, weight: UIFont.Weight) -> UIFont {
                    let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: style)
                        .addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: weight]])
                    return UIFont(descriptor: descriptor, size: .zero)
                }
            }
            @MainActor func setUp(_ label: UILabel, _ note: UILabel) {
                label.font = .ledger(.title2, weight: .bold)
                note.font = UIFont.systemFont(ofSize: UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).pointSize)
            }
            """)
        // The last helper call is `setUp`'s (the other is `ledger`'s own call of `build`).
        let call = try #require(file.fonts.last { $0.role == .helperCall }?.value)
        #expect(call.source == .preferred(.title2) && call.weight == .bold && call.scaling == .curve(.title2, isExplicit: true))
        #expect(file.fonts.last?.value.sizeOrigin == .preferredDescriptorPointSize)
    }

    @Test func declaredFontsResolveAtUseAndAcrossFiles() throws {
        let theme = Self.analyse("""
            import SwiftUI
            extension Font {
                static let brandTitle = Font.system(size: 28, weight: .bold)
                static func brand(_ style: Font.TextStyle) -> Font { .system(style, design: .rounded) }
            }
            """)
        #expect(theme.exportedFonts.map(\.name) == ["brandTitle", "brand"])
        var project = ProjectSymbols()
        project.add(theme.exportedFonts)
        let view = Self.analyse("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Text("A").font(.brandTitle)
                        Text("B").font(.brand(.caption))
                    }
                }
            }
            """, project: project)
        try #require(view.fonts.count == 2)
        #expect(view.fonts[0].role == .reference && view.fonts[0].value.size == 28)
        #expect(view.fonts[1].value.source == .textStyle(.caption) && view.fonts[1].value.design == .rounded)
        #expect(view.textSites[1].fonts.first?.value.source == .textStyle(.caption))
    }

    /// Family names held in constants resolve as sizes do: the file's `let`s and enum raw values by
    /// name, and the type constants of the run's other files (a name they disagree on is unknown).
    @Test func familyNamesResolveThroughConstantsAndAcrossFiles() throws {
        let file = Self.analyse("""
            import SwiftUI
            import UIKit
            enum AppFont: String {
                case regular = "Inter-Regular", display = "PlayfairDisplay-Bold"
                case mono = "JetBrainsMono-Regular"
            }
            enum Fonts { static let brand = "Avenir-Heavy" }
            struct Card: View {
                private let fontName = "Georgia"
                static func note(_ fontName: String) -> Font { .custom(fontName, size: 12) }
                var body: some View {
                    VStack {
                        Text("a").font(.custom(AppFont.display.rawValue, size: 28, relativeTo: .title))
                        Text("b").font(.custom(fontName, fixedSize: 17))
                        Text("c").font(.custom(self.fontName, size: 15))
                    }
                }
            }
            let title = UIFont(name: Fonts.brand, size: 20)
            let code = UIFont(name: AppFont.mono.rawValue, size: 13)
            """)
        #expect(file.fonts.map(\.value.source) == [
            .custom(family: nil), .custom(family: "PlayfairDisplay-Bold"), .custom(family: "Georgia"),
            .custom(family: "Georgia"), .custom(family: "Avenir-Heavy"), .custom(family: "JetBrainsMono-Regular"),
        ])
        let names = "enum FontName: String { case body = \"Inter-Regular\" }\nenum Brand { static let heading = \"Didot\" }"
        let other = "enum Other { static let heading = \"Futura\" }"
        let project = ProjectSymbols([FileAnalysis.projectFacts(of: SyntaxTree.parse(SourceFile(path: "N.swift", text: names))),
                                      FileAnalysis.projectFacts(of: SyntaxTree.parse(SourceFile(path: "O.swift", text: other)))])
        let view = Self.analyse("""
            import SwiftUI
            let a = Font.custom(FontName.body.rawValue, size: 17)
            let b = Font.custom(Brand.heading, size: 28)
            """, project: project)
        #expect(view.fonts.map(\.value.source) == [.custom(family: "Inter-Regular"), .custom(family: nil)])
    }

    @Test func helperWithSizeParameterIsInstantiatedAtCallSites() throws {
        let file = Self.analyse("""
            import UIKit
            extension UIFont {
                static func app(ofSize size: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
                    .systemFont(ofSize: size, weight: weight)
                }
            }
            let a = UIFont.app(ofSize: 20, weight: .semibold)
            """)
        let call = try #require(file.fonts.last)
        #expect(call.role == .helperCall && call.value.size == 20 && call.value.weight == .semibold)
        #expect(file.fonts.first?.value.sizeOrigin == .parameter)
    }

    @Test func textSitesInheritEnvironmentModifiers() throws {
        let file = Self.analyse("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    VStack {
                        Text("a")
                            .lineLimit(2)
                            .frame(height: 20)
                        Button {
                        } label: {
                            Text("b")
                        }
                        .font(.headline)
                    }
                    .font(.caption)
                    .frame(height: 40)
                    .navigationTitle("Title")
                }
            }
            """)
        let sites = file.textSites
        try #require(sites.count == 3)
        #expect(sites[0].kind == .text && sites[0].content == .literal)
        #expect(sites[0].fonts.first?.value.source == .textStyle(.caption) && sites[0].fonts.first?.isInherited == true)
        #expect(sites[0].modifiers(.frame).count == 1 && sites[0].modifier(.lineLimit) != nil)
        #expect(sites[1].fonts.first?.value.source == .textStyle(.headline))
        #expect(sites[2].kind == .navigationTitle)
        #expect(sites[0].screen != nil && file.screens.first?.name == "V")
    }

    @Test func platformTextViewsGroupAssignmentsByReceiver() throws {
        let file = Self.analyse("""
            import UIKit
            final class C: UIViewController {
                private let titleLabel: UILabel = {
                    let label = UILabel()
                    label.font = .preferredFont(forTextStyle: .headline)
                    return label
                }()
                private let button = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.adjustsFontForContentSizeCategory = true
                    self.titleLabel.numberOfLines = 0
                    button.titleLabel?.font = .boldSystemFont(ofSize: 17)
                }
            }
            """)
        let views = file.textViews
        try #require(views.count == 2)
        #expect(views[0].name == "titleLabel" && views[0].kind == .label)
        #expect(views[0].assignments.map(\.property) == [.font, .adjustsFontForContentSizeCategory, .numberOfLines])
        #expect(views[0].lastAssignment(of: .font)?.fonts.count == 1)
        #expect(views[1].name == "button.titleLabel" && views[1].kind == .buttonTitle)
    }

    @Test func platformsFromImportsConfigurationAndIfOS() throws {
        let file = Self.analyse("""
            import SwiftUI
            #if os(macOS)
            let a = Font.system(size: 11)
            #elseif os(watchOS)
            let b = Font.system(size: 12)
            #else
            let c = Font.system(size: 13)
            #endif
            """)
        #expect(file.fonts.map(\.platform) == [.macos, .watchos, .ios])
        #expect(Self.analyse("import AppKit").filePlatform == .macos)
        #expect(Self.analyse("import AppKit", platform: .ios).filePlatform == .ios)
        #expect(Self.analyse("import WidgetKit").filePlatform == .ios)
        // A SwiftUI file without a platform import: the platform-only APIs it names, outside `#if` clauses.
        #expect(Self.analyse("import SwiftUI\nstruct A: App { var body: some Scene { MenuBarExtra(\"A\") { } } }")
            .filePlatform == .macos)
        #expect(Self.analyse("import SwiftUI\nstruct R: UIViewRepresentable { }").filePlatform == .ios)
        #expect(Self.analyse("import SwiftUI\nlet w = WKInterfaceDevice.current()").filePlatform == .watchos)
        #expect(Self.analyse("import SwiftUI\nlet a = NSColor.red\nlet b = UIColor.red").filePlatform == .ios)
        #expect(Self.analyse("import SwiftUI\n#if os(macOS)\nlet a = NSColor.red\n#endif").filePlatform == .ios)
        #expect(Self.analyse("import SwiftUI\nlet a = NSAttributedString(string: \"\")").filePlatform == .ios)
    }

    @Test func previewsCommentsAndMeasurementsAreNotFonts() throws {
        let file = Self.analyse("""
            import UIKit
            // label.font = .systemFont(ofSize: 12)
            let text = "UIFont.systemFont(ofSize: 12)"
            let height = UIFont.systemFont(ofSize: 12).lineHeight
            let size = "x".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
            """)
        #expect(file.fonts.isEmpty)
        let preview = Self.analyse("""
            import SwiftUI
            #Preview {
                Text("x").font(.system(size: 12))
            }
            """)
        #expect(preview.fonts.first?.isInPreview == true)
    }
}
