import Foundation
import Testing
@testable import TypographyAudit

/// `contains(ascii:)` answers as Foundation's `contains(_:)`, on ASCII and other text.
@Suite struct ASCIISearchTests {
    @Test func answersAsFoundation() {
        let cases: [(text: String, needle: StaticString)] = [
            ("SFMono-Regular", "Mono"), ("JetBrainsMono", "Mono"), ("AvenirNext-DemiBold", "Mono"), ("Mon", "Mono"),
            ("", "Mono"), ("Monaco", "Monaco"), ("Menl", "Menlo"), ("couldn't save the brew", "couldn't"),
            ("unable to", "unable to"), ("networkError", "Error"), ("Grüße Mono", "Mono"), ("Café", "Caf"),
            ("Mono\u{301}space", "Mono"), ("Monó", "Mono"),
        ]
        for (text, needle) in cases {
            #expect(text.contains(ascii: needle) == text.contains(needle.description), "\(text) \(needle)")
        }
    }
}
