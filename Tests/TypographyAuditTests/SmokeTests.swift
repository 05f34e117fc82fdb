import Testing

// Placeholder so the target builds; replaced when the module's tests land.
@Test func TypographyAuditTestsBuilds() { #expect(Bool(true)) }
