import SwiftSource
import Testing
@testable import TypographyAudit

/// The names `typecase fix` keeps per file for its cross-file recheck (issue 25): the identifiers of
/// the code, so that a file is read again only when it uses a name a fix changed.
@Suite struct FileNamesTests {
    private let names = FileNames(SyntaxTree.parse(SourceFile(path: "V.swift", text: """
        import SwiftUI
        // PillButtonStyle is mentioned only here.
        struct CheckoutView: View {
            @ObservedObject var cart: CartModel
            var body: some View {
                Button("Pay \\(cart.total)") {}
                    .buttonStyle(.brandPill)
                    .toggleStyle($cart.isExpress)
                Text("BrandTitle in a string").font(.subtitleFont)
            }
        }
        """)))

    @Test func mentionsTheIdentifiersOfTheCode() {
        for name in ["CheckoutView", "CartModel", "brandPill", "buttonStyle", "total", "cart"] {
            #expect(names.mentions(anyOf: FileNames.hashes(of: [name])), "\(name)")
        }
        // `$cart` is the name `cart`, and `isExpress` read through it.
        #expect(names.mentions(anyOf: FileNames.hashes(of: ["isExpress"])))
        #expect(names.mentions(anyOf: FileNames.hashes(of: ["Unrelated", "CartModel"])))
    }

    @Test func doesNotMentionWordsOfCommentsStringsOrLongerNames() {
        for name in ["PillButtonStyle", "BrandTitle", "subtitle", "Font", "Checkout", ""] {
            #expect(!names.mentions(anyOf: FileNames.hashes(of: [name])), "\(name)")
        }
        #expect(!names.mentions(anyOf: []))
    }
}
