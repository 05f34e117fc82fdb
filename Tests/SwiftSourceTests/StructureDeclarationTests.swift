import Testing
@testable import SwiftSource

@Suite struct StructureDeclarationTests {
    @Test func typesWithInheritanceAndMembers() throws {
        let tree = parseTree("""
            import SwiftUI
            @testable import struct Foundation.Date

            @MainActor
            public struct ContentView: View, Equatable {
                @ScaledMetric(relativeTo: .title) private var iconSize: CGFloat = 24
                @State var count = 0
                static let shared = ContentView()
                lazy var formatter: DateFormatter = DateFormatter()
                var body: some View { Text("\\(count)") }
            }
            final class Controller: UIViewController {}
            enum Size: Int { case small = 1, large(Int) }
            actor Store {}
            protocol Themed: AnyObject { var font: Font { get set } }
            """)
        let names = tree.declarations.map { declaration in
            "\(declaration.kind) " + (declaration.name.map { tree.text(of: $0) } ?? "-")
        }
        #expect(names == [
            "import SwiftUI", "import Foundation", "struct ContentView", "var iconSize", "var count", "let shared",
            "var formatter", "var body", "class Controller", "enum Size", "enumCase small", "enumCase large",
            "actor Store", "protocol Themed", "var font", "accessor get", "accessor set",
        ])
        let view = tree.declarations[2]
        #expect(view.inheritance.map { tree.text(of: tree[$0].name) } == ["View", "Equatable"])
        #expect(view.modifiers == .public)
        #expect(view.attributes.map { tree.text(of: tree[$0].name) } == ["MainActor"])
        #expect(tree.text(of: tree.declarations[1].nameTokens) == "Foundation.Date")

        let iconSize = tree.declarations[3]
        #expect(iconSize.modifiers == .private)
        #expect(tree.text(of: iconSize.typeTokens) == "CGFloat")
        let scaled = try #require(tree.attribute("ScaledMetric", on: DeclarationID(3)))
        let relativeTo = try #require(tree.argument("relativeTo", of: scaled))
        #expect(tree.valueChain(relativeTo).map { tree.describe(chain: $0) } == ".title")
        #expect(iconSize.initializer.flatMap { tree.numberValue(of: $0) } == 24)
        #expect(iconSize.parent == DeclarationID(2))

        #expect(tree.declarations[5].modifiers == .static)
        #expect(tree.declarations[6].modifiers == .lazy)
        let body = tree.declarations[7]
        #expect(tree.text(of: body.typeTokens) == "some View")
        #expect(body.body.map { tree[$0].kind } == .code)
        #expect(tree.declarations[11].parameters.count == 1)
        #expect(tree.declarations[10].initializer.flatMap { tree.numberValue(of: $0) } == 1)
        #expect(tree.declarations[14].body.map { tree[$0].kind } == .accessors)
    }

    @Test func functionsAndParameters() throws {
        let tree = parseTree("""
            extension UIFont {
                static func appFont(ofSize size: CGFloat, weight: UIFont.Weight = .regular) -> UIFont {
                    .systemFont(ofSize: size, weight: weight)
                }
                convenience init?(named name: String, _ values: Int...) { self.init() }
                subscript(index: Int) -> Int { get { 0 } set { } }
                static func == (lhs: UIFont, rhs: UIFont) -> Bool { true }
                func load<T: Decodable>(_ type: T.Type) async throws -> T where T: Sendable { fatalError() }
            }
            """)
        let function = tree.declarations[1]
        #expect(function.kind == .function && tree.text(of: function.name!) == "appFont")
        let parameters = function.parameters.map { tree[$0] }
        #expect(parameters.map { tree.text(of: $0.firstName) } == ["ofSize", "weight"])
        #expect(parameters.map { tree.text(of: $0.localName) } == ["size", "weight"])
        #expect(parameters.map { tree.text(of: $0.typeTokens) } == ["CGFloat", "UIFont.Weight"])
        #expect(parameters[1].defaultValue.map { tree.describe(expression: $0) } == ".regular")
        #expect(tree.text(of: function.typeTokens) == "UIFont")
        let body = try #require(function.body)
        let returned = tree[tree[body].statements[0]]
        #expect(returned.expression.map { tree.describe(expression: $0) } == ".systemFont(ofSize: size, weight: weight)")

        let initializer = tree.declarations[2]
        #expect(initializer.kind == .initializer && initializer.modifiers == .convenience)
        #expect(tree[initializer.parameters[1]].isVariadic)
        #expect(tree.declarations[3].kind == .subscript && tree.declarations[3].body.map { tree[$0].kind } == .accessors)
        #expect(tree.declarations.filter { $0.kind == .accessor }.count == 2)
        let equals = try #require(tree.declarations.first { $0.kind == .function && $0.modifiers == .static && $0.parameters.count == 2 && tree.text(of: $0.typeTokens) == "Bool" })
        #expect(tree.text(of: equals.name!) == "==")
        let loadID = try #require(tree.declarationIDs.last { tree[$0].kind == .function })
        let load = tree[loadID]
        #expect(tree.text(of: load.name!) == "load")
        #expect(tree.text(of: tree.genericParameters(of: loadID)) == "<T: Decodable>")
        #expect(tree.text(of: load.typeTokens) == "T")
        #expect(tree.declarations[0].kind == .extension && tree.text(of: tree.declarations[0].name!) == "UIFont")
    }

    @Test func lazyClosureInitializerIsWalkable() throws {
        let tree = parseTree("""
            class VC {
                let label: UILabel = { let l = UILabel(); l.font = .systemFont(ofSize: 12); return l }()
            }
            """)
        let label = tree.declarations[1]
        #expect(tree.text(of: label.typeTokens) == "UILabel")
        let initializer = try #require(label.initializer)
        let chain = try #require(tree.singleChain(of: initializer))
        let parts = tree.components(of: chain).map { tree[$0].kind }
        #expect(parts == [.closure, .call])
        let block = try #require(tree[tree.base(of: chain)].block)
        let statements = tree[block].statements.map { tree[$0] }
        #expect(statements.map(\.kind) == [.declaration, .assignment, .return])
        let local = try #require(statements[0].declaration)
        #expect(tree.text(of: tree[local].name!) == "l" && tree[local].parent == DeclarationID(1))
        let target = try #require(statements[1].target.flatMap { tree.singleChain(of: $0) })
        #expect(tree.describe(chain: target) == "l.font")
        #expect(statements[1].expression.map { tree.describe(expression: $0) } == ".systemFont(ofSize: 12)")
        let fontToken = try #require(tree.firstComponent(named: "systemFont"))
        #expect(tree.enclosingDeclaration(of: tree[fontToken].token) == DeclarationID(1))
        #expect(tree.enclosingType(of: tree[fontToken].token) == DeclarationID(0))
    }

    @Test func extensionHelpersAndComputedProperties() throws {
        let tree = parseTree("""
            extension Font {
                static let title = Font.system(size: 28)
                static var caption: Font { .system(size: 11, weight: .light) }
                var observed: Int = 0 { didSet { update() } }
            }
            """)
        let title = tree.declarations[1]
        #expect(title.modifiers == .static && title.initializer.map { tree.describe(expression: $0) } == "Font.system(size: 28)")
        let caption = tree.declarations[2]
        let getter = try #require(caption.body)
        #expect(tree[getter].kind == .code)
        #expect(tree.chains(in: tree[getter].tokens).map { tree.describe(chain: $0) }.first == ".system(size: 11, weight: .light)")
        let observed = tree.declarations[3]
        #expect(observed.initializer.map { tree.describe(expression: $0) } == "0")
        #expect(observed.body.map { tree[$0].kind } == .accessors)
        #expect(tree.declarations[4].kind == .accessor && tree.text(of: tree.declarations[4].name!) == "didSet")
    }

    @Test func multipleBindingsShareAttributes() {
        let tree = parseTree("@State private var a = 1, b: Int = 2")
        #expect(tree.declarations.map { tree.text(of: $0.name!) } == ["a", "b"])
        #expect(tree.declarations.map { $0.attributes.count } == [1, 1])
        #expect(tree.declarations.map(\.modifiers) == [.private, .private])
    }

    @Test func asyncLetAndAssociatedValues() {
        let tree = parseTree("async let image = load()\nenum Result { case failed(Error), done(code: Int) }")
        #expect(tree.declarations.map { $0.name.map { tree.text(of: $0) } ?? "" } == ["image", "Result", "failed", "done"])
        #expect(tree.declarations[0].initializer.map { tree.describe(expression: $0) } == "load()")
        let failed = tree[tree.declarations[2].parameters[0]]
        #expect(tree.text(of: failed.typeTokens) == "Error")
        let done = tree[tree.declarations[3].parameters[0]]
        #expect(tree.text(of: done.firstName) == "code" && tree.text(of: done.typeTokens) == "Int")
    }

    @Test func modifierWordsUsedAsNamesAreExpressions() {
        let tree = parseTree("open(url)\nlazy = true\nweak.value()")
        #expect(tree.declarations.isEmpty)
        #expect(tree.outerChainDescriptions == ["open(url)", "lazy", "true", "weak.value()"])
    }
}
