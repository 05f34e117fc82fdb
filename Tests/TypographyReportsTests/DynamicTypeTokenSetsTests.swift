import Foundation
import Testing
import Typography
@testable import TypographyReports

/// The per-size export: one valid DTCG file per published size, each token at that size's
/// published values, and a resolver whose `dynamic-type` contexts, resolved, give each size.
@Suite struct DynamicTypeTokenSetsTests {
    typealias JSON = DTCGValidator.JSON

    static let platforms: [Platform] = [.ios, .ipados, .watchos]

    /// The files by name, decoded.
    static func decodedFiles(_ platform: Platform) throws -> [String: JSON] {
        var files: [String: JSON] = [:]
        for file in DynamicTypeTokenSets.files(platform: platform) {
            files[file.name] = try JSONDecoder().decode(JSON.self, from: Data(file.document.rendered().utf8))
        }
        return files
    }

    static func member(_ value: JSON?, _ path: String...) -> JSON? { member(value, path: path) }

    static func number(_ value: JSON?, _ path: String...) -> Double? {
        if case .number(let number)? = member(value, path: path) { return number }
        return nil
    }

    private static func member(_ value: JSON?, path: [String]) -> JSON? {
        var current = value
        for name in path {
            guard case .object(let members)? = current else { return nil }
            current = members[name]
        }
        return current
    }

    /// Checks a token's `$value` against the published values of `style` at `category`.
    static func expectPublished(_ token: JSON?, _ style: TextStyle, _ platform: Platform, _ category: ContentSizeCategory,
                                _ place: String) {
        let resolved = style.resolved(on: platform, at: category)
        let label = "\(place) \(style.rawValue) at \(category.swiftUIName)"
        let size: Double = number(token, "$value", "fontSize", "value") ?? -1
        #expect(size == resolved.pointSize, "\(label): fontSize \(size)")
        let multiplier: Double = number(token, "$value", "lineHeight") ?? 0
        let lineHeight: Double = resolved.lineHeight ?? -1
        #expect(abs(multiplier * size - lineHeight) < 0.001, "\(label): lineHeight")
        let tracking: Double = resolved.tracking?.shownPoints ?? 0
        #expect(number(token, "$value", "letterSpacing", "value") == tracking, "\(label): letterSpacing")
        let weight: Double? = resolved.weight.map { Double($0.cssWeight) }
        #expect(number(token, "$value", "fontWeight") == weight, "\(label): fontWeight")
        let family: [String] = CSSFontStack.names(for: resolved.family, pointSize: size)
        guard case .array(let names)? = member(token, "$value", "fontFamily") else {
            Issue.record("\(label): no fontFamily array")
            return
        }
        #expect(names.map(\.text) == family.map(Optional.some), "\(label): fontFamily")
    }

    @Test(arguments: platforms)
    func everyTokenFileIsValidDTCGWithTheDefaultFilesTokens(platform: Platform) throws {
        let files = DynamicTypeTokenSets.files(platform: platform)
        #expect(files.count == 2 + platform.categories.count)
        let base = DTCGValidator(Data(DesignTokens.dtcg(platform: platform).rendered().utf8))
        for file in files where file.name.hasSuffix(".tokens.json") {
            let validator = DTCGValidator(Data(file.document.rendered().utf8))
            #expect(validator.errors == [], "\(file.name)")
            // The same token paths as the set, so a context replaces every token the set gives.
            #expect(Set(validator.tokens.keys) == Set(base.tokens.keys), "\(file.name)")
            #expect(!validator.tokens.isEmpty)
        }
    }

    @Test(arguments: platforms)
    func eachSizesTokensAreThePublishedValues(platform: Platform) throws {
        let files = try Self.decodedFiles(platform)
        for category in platform.categories {
            let name = DynamicTypeTokenSets.fileName(platform, category)
            let document = try #require(files[name], "\(name) missing")
            for style in DesignTokens.styles(of: platform).exported {
                Self.expectPublished(Self.member(document, platform.rawValue, style.rawValue), style, platform, category, name)
            }
        }
    }

    @Test func iosBodyAtXSmallAndAX5() throws {
        let files = try Self.decodedFiles(.ios)
        #expect(Self.number(files["ios.xSmall.tokens.json"], "ios", "body", "$value", "fontSize", "value") == 14)
        #expect(Self.number(files["ios.large.tokens.json"], "ios", "body", "$value", "fontSize", "value") == 17)
        #expect(Self.number(files["ios.accessibility5.tokens.json"], "ios", "body", "$value", "fontSize", "value") == 53)
        #expect(Self.member(files["ios.xSmall.tokens.json"], "ios", "body", "$description")?.text
            == "Body at xSmall: 14 pt on 19 pt, Regular, tracking -11/1000 em")
    }

    @Test(arguments: platforms)
    func theResolverIsValidAndNamesExactlyTheFilesWritten(platform: Platform) throws {
        let files = DynamicTypeTokenSets.files(platform: platform)
        let resolverFile = try #require(files.first)
        #expect(resolverFile.name == "\(platform.rawValue).resolver.json")
        let resolver = DTCGResolver(Data(resolverFile.document.rendered().utf8))
        #expect(resolver.errors == [])
        #expect(Set(resolver.fileReferences) == Set(files.dropFirst().map(\.name)))
        #expect(resolver.fileReferences.count == files.count - 1)
        let modifier = try #require(resolver.modifiers[DynamicTypeTokenSets.modifierName])
        guard case .object(let contexts)? = Self.member(modifier, "contexts") else {
            Issue.record("no contexts")
            return
        }
        #expect(Set(contexts.keys) == Set(platform.categories.map(\.swiftUIName)))
        #expect(Self.member(modifier, "default")?.text == "large")
        #expect(Self.member(.object(resolver.root), "version")?.text == "2025.10")
    }

    /// The set, then the context's file, in resolutionOrder: each size's values (the default, Large,
    /// when no size is given).
    @Test(arguments: platforms)
    func resolvingEachContextGivesThatSize(platform: Platform) throws {
        let files = try Self.decodedFiles(platform)
        let resolver = DTCGResolver(Data(try #require(DynamicTypeTokenSets.files(platform: platform).first).document.rendered().utf8))
        let load = { (name: String) throws -> JSON in
            guard let file = files[name] else { throw DTCGResolver.Failure(message: "\(name) not written") }
            return file
        }
        for category in platform.categories + [nil] {
            let input = category.map { [DynamicTypeTokenSets.modifierName: $0.swiftUIName] } ?? [:]
            let tokens = try resolver.resolve(input, load: load)
            for style in DesignTokens.styles(of: platform).exported {
                Self.expectPublished(Self.member(tokens, platform.rawValue, style.rawValue), style, platform,
                                     category ?? platform.defaultCategory, "resolved \(input)")
            }
        }
        #expect(throws: DTCGResolver.Failure.self) { try resolver.resolve([DynamicTypeTokenSets.modifierName: "huge"], load: load) }
    }

    @Test func platformsWithoutDynamicTypeHaveNoFilesAndSaySo() {
        for platform in [Platform.macos, .tvos] {
            #expect(DynamicTypeTokenSets.files(platform: platform).isEmpty)
            #expect(DynamicTypeTokenSets.unavailableReason(platform: platform)?.contains("has no Dynamic Type") == true)
        }
        #expect(DynamicTypeTokenSets.files(platform: .visionos).isEmpty)
        #expect(DynamicTypeTokenSets.unavailableReason(platform: .visionos) == "visionOS publishes no text style sizes; nothing to export")
        #expect(DynamicTypeTokenSets.unavailableReason(platform: .ios) == nil)
    }

    /// Typecase replaces its own files on the next run, and only those.
    @Test func everyFileIsRecognisedAsTypecases() {
        for file in DynamicTypeTokenSets.files(platform: .ios) {
            #expect(DocumentSignature.isReplaceable(Array(file.document.rendered().utf8.prefix(DocumentSignature.prefixLength))), "\(file.name)")
        }
    }
}

/// The resolver checker must reject what the module forbids, or the checks above could not fail.
@Suite struct DTCGResolverTests {
    static let valid = """
        {"version": "2025.10",
         "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
         "modifiers": {"size": {"contexts": {"small": [{"$ref": "small.json"}], "big": [{"$ref": "#/sets/base"}, {"$ref": "big.json"}]},
                                "default": "small"}},
         "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/size"}]}
        """

    @Test func acceptsAValidDocumentAndResolvesInOrder() throws {
        let resolver = DTCGResolver(Data(Self.valid.utf8))
        #expect(resolver.errors == [])
        #expect(Set(resolver.fileReferences) == ["base.json", "small.json", "big.json"])
        let token = { (size: Double) in DTCGValidator.JSON.object(["t": .object(["$value": .number(size)]), "keep": .object(["$value": .number(1)])]) }
        let files: [String: DTCGValidator.JSON] = ["base.json": token(10), "small.json": .object(["t": .object(["$value": .number(8)])]),
                                                   "big.json": .object(["t": .object(["$value": .number(30)])])]
        let load = { (name: String) throws -> DTCGValidator.JSON in try #require(files[name]) }
        for (input, expected) in [([String: String](), 8.0), (["size": "big"], 30)] {
            let resolved = try resolver.resolve(input, load: load)
            #expect(DynamicTypeTokenSetsTests.number(resolved, "t", "$value") == expected)
            #expect(DynamicTypeTokenSetsTests.number(resolved, "keep", "$value") == 1)
        }
    }

    @Test(arguments: [
        (##""version": "2025.10""##, ##""version": "2025-10""##, "version must be"),
        (##""default": "small""##, ##""default": "medium""##, "default must name one of its contexts"),
        (##""contexts": {"small": [{"$ref": "small.json"}], "big": [{"$ref": "#/sets/base"}, {"$ref": "big.json"}]}"##,
         ##""contexts": {}"##, "two or more contexts"),
        (##""small": [{"$ref": "small.json"}], "##, "", "two or more contexts"),
        (##""default": "small""##, ##""default": "small", "$type": "modifier""##, "modifiers.size: unknown property $type"),
        (##"{"sources": [{"$ref": "base.json"}]}"##, ##"{"sources": [{"$ref": "base.json"}], "type": "set"}"##,
         "sets.base: unknown property type"),
        (##""version": "2025.10""##, ##""version": "2025.10", "$extensions": {}"##, "(root): unknown property $extensions"),
        (##""resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/size"}]"##, ##""resolutionOrder": []"##, "resolutionOrder must"),
        (##"{"$ref": "#/modifiers/size"}]}"##, ##"{"$ref": "#/modifiers/sizes"}]}"##, "points at no set or modifier"),
        (##"[{"$ref": "#/sets/base"}, {"$ref": "big.json"}]"##, ##"[{"$ref": "#/modifiers/size"}]"##, "only resolutionOrder may reference a modifier"),
        (##"{"sources": [{"$ref": "base.json"}]}"##, ##"{"source": [{"$ref": "base.json"}]}"##, "needs a sources array"),
        (##"[{"$ref": "#/sets/base"}, {"$ref": "big.json"}]"##, ##"[{"$ref": "#/resolutionOrder/0"}]"##, "points at no set or modifier"),
    ])
    func rejects(original: String, replacement: String, expectedError: String) {
        #expect(Self.valid.contains(original))
        let resolver = DTCGResolver(Data(Self.valid.replacingOccurrences(of: original, with: replacement).utf8))
        #expect(resolver.errors.contains { $0.contains(expectedError) }, "\(resolver.errors)")
    }
}

extension DTCGValidator.JSON {
    /// The string, if this is one.
    var text: String? { if case .string(let text) = self { text } else { nil } }
}
