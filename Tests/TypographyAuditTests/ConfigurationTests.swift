import Foundation
import Testing
import Typography
@testable import TypographyAudit

@Suite struct ConfigurationTests {
    static let schema = ConfigurationSchema(rules: [
        "fixed-font-size": [:],
        "caption2-use": [:],
        "too-many-type-levels": ["maxLevels": .integer],
        "thin-weight": ["minimumSize": .number, "allowedFamilies": .strings],
    ])

    func parse(_ text: String) throws(ConfigurationError) -> Configuration {
        try ConfigurationParser(schema: Self.schema).parse(Array(text.utf8), path: "App/.typecase.json", directory: "/repo/App")
    }

    func error(_ text: String) -> String? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func readsEveryKey() throws {
        let configuration = try parse("""
            {
              "platform": "iOS",
              "platforms": { "Mac/**": "macos", "Watch": "watchos" },
              "rules": {
                "too-many-type-levels": { "maxLevels": 4 },
                "caption2-use": { "enabled": false },
                "fixed-font-size": { "severity": "error" },
                "thin-weight": { "minimumSize": 20, "allowedFamilies": ["Didot"] }
              },
              "include": ["Sources/**", "Mac"],
              "exclude": ["**/Generated/**"],
              "fixedSizeTargets": ["Sources/Widgets/**"]
            }
            """)
        #expect(configuration.filePath == "App/.typecase.json")
        #expect(configuration.platform == .ios)
        #expect(configuration.platform(forFile: "/repo/App/Mac/Panel.swift") == .macos)
        #expect(configuration.platform(forFile: "/repo/App/Watch/Face.swift") == .watchos)
        #expect(configuration.platform(forFile: "/repo/App/Sources/Home.swift") == .ios)
        #expect(configuration.rule("too-many-type-levels").integer("maxLevels") == 4)
        #expect(configuration.rule("thin-weight").number("minimumSize") == 20)
        #expect(configuration.rule("thin-weight").strings("allowedFamilies") == ["Didot"])
        #expect(!configuration.isEnabled("caption2-use"))
        #expect(configuration.isEnabled("fixed-font-size"))
        #expect(configuration.severity(of: "fixed-font-size", default: .warning) == .error)
        #expect(configuration.severity(of: "thin-weight", default: .warning) == .warning)
        #expect(configuration.includes(file: "/repo/App/Sources/Home.swift"))
        #expect(configuration.includes(file: "/repo/App/Mac/Panel.swift"))
        #expect(!configuration.includes(file: "/repo/App/Tools/Script.swift"))
        #expect(!configuration.includes(file: "/repo/App/Sources/Generated/Strings.swift"))
        #expect(configuration.isFixedSizeTarget("/repo/App/Sources/Widgets/Small.swift"))
        #expect(!configuration.isFixedSizeTarget("/repo/App/Sources/Home.swift"))
    }

    @Test func emptyObjectAndByteOrderMarkAreFine() throws {
        let configuration = try ConfigurationParser(schema: Self.schema)
            .parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8), path: "c.json", directory: "/r")
        #expect(configuration.rules.isEmpty && configuration.platform == nil)
    }

    @Test(arguments: [
        ("{\n  \"platform\": \"ios\",\n  \"platfrom\": \"macos\"\n}",
         "App/.typecase.json:3:3: error: unknown key 'platfrom' in the configuration (did you mean 'platform'?)"),
        ("{\"rules\": {\n  \"fixed-font-siz\": {}\n}}",
         "App/.typecase.json:2:3: error: unknown rule 'fixed-font-siz' in 'rules' (did you mean 'fixed-font-size'?)"),
        ("{\"rules\": {\"unheard-of\": {}}}",
         "App/.typecase.json:1:12: error: unknown rule 'unheard-of' in 'rules'"),
        ("{\"rules\": {\"too-many-type-levels\": {\n\n    \"maxLevel\": 2}}}",
         "App/.typecase.json:3:5: error: unknown key 'maxLevel' in rule 'too-many-type-levels' (did you mean 'maxLevels'?)"),
        ("{\"rules\": {\"too-many-type-levels\": {\"maxLevels\": \"4\"}}}",
         "App/.typecase.json:1:50: error: 'maxLevels' of rule 'too-many-type-levels' must be an integer, found a string"),
        ("{\"rules\": {\"too-many-type-levels\": {\"maxLevels\": 4.5}}}",
         "App/.typecase.json:1:50: error: 'maxLevels' of rule 'too-many-type-levels' must be an integer, found a number"),
        ("{\"rules\": {\"fixed-font-size\": {\"severity\": \"fatal\"}}}",
         "App/.typecase.json:1:44: error: unknown severity 'fatal' for rule 'fixed-font-size' (expected error, warning or note)"),
        ("{\"rules\": {\"fixed-font-size\": {\"enabled\": \"no\"}}}",
         "App/.typecase.json:1:43: error: 'enabled' of rule 'fixed-font-size' must be true or false, found a string"),
        ("{\"rules\": {\"fixed-font-size\": false}}",
         "App/.typecase.json:1:31: error: rule 'fixed-font-size' must be an object, found a boolean"),
        ("{\"platform\": \"android\"}",
         "App/.typecase.json:1:14: error: unknown platform 'android' in 'platform' (expected one of: ios, ipados, macos, watchos, tvos, visionos)"),
        ("{\"platform\": \"iso\"}", "App/.typecase.json:1:14: error: unknown platform 'iso' in 'platform' "
            + "(did you mean 'ios'? expected one of: ios, ipados, macos, watchos, tvos, visionos)"),
        ("{\"platforms\": {\"Mac/**\": \"macso\"}}", "App/.typecase.json:1:26: error: unknown platform 'macso' in 'platforms' "
            + "(did you mean 'macos'? expected one of: ios, ipados, macos, watchos, tvos, visionos)"),
        ("{\"rules\": {\"thin-weight\": {\"severity\": \"warnng\"}}}", "App/.typecase.json:1:40: error: unknown severity "
            + "'warnng' for rule 'thin-weight' (did you mean 'warning'? expected error, warning or note)"),
        ("{\"exclude\": \"Generated\"}",
         "App/.typecase.json:1:13: error: 'exclude' must be an array of strings, found a string"),
        ("{\"include\": [\"a\", 3]}",
         "App/.typecase.json:1:19: error: each entry of 'include' must be a string, found a number"),
        ("[]", "App/.typecase.json:1:1: error: the configuration must be an object, found an array"),
        ("{\n  \"platform\": \"ios\"\n  \"rules\": {}\n}", "App/.typecase.json:3:3: error: expected ',' or '}'"),
        ("{\"platform\": \"ios\",}", "App/.typecase.json:1:20: error: expected a key in double quotes"),
        ("{\"exclude\": [], \"exclude\": []}",
         "App/.typecase.json:1:17: error: duplicate key 'exclude' (first at line 1)"),
        ("{\"platform\": \"ios", "App/.typecase.json:1:18: error: unterminated string"),
        ("", "App/.typecase.json:1:1: error: unexpected end of file, expected a value"),
        ("{} x", "App/.typecase.json:1:4: error: unexpected content after the JSON value"),
    ])
    func rejectsWithFileLineAndColumn(text: String, expected: String) {
        #expect(error(text) == expected)
    }

    @Test func columnsAreUTF8Bytes() {
        #expect(error("{\"exclude\": [\"é\"], \"x\": 1}") == "App/.typecase.json:1:21: error: unknown key 'x' in the configuration")
    }

    @Test func aOneLineConfigurationOfMegabytesParsesInOnePass() {
        // Recomputing each value's column from the line's start made this take minutes.
        let entries = (0..<120_000).map { "\"Generated/Module\($0)/**\"" }.joined(separator: ", ")
        let text = "{\"exclude\": [\(entries)], \"platfrom\": \"ios\"}"
        #expect(text.utf8.count > 3_000_000)
        let column = text.utf8.count - 17
        #expect(error(text) == "App/.typecase.json:1:\(column): error: unknown key 'platfrom' in the configuration (did you mean 'platform'?)")
    }

    @Test func patternsWithClassesOrAlternativesAreErrors() {
        #expect(error("{\"exclude\": [\"ok/**\", \"{A,B}/**\"]}")
            == "App/.typecase.json:1:23: error: invalid pattern '{A,B}/**' in 'exclude': '{' is not glob syntax here: "
            + "patterns use * (within a name), ? (one character) and ** (any folders)")
        #expect(error("{\"platforms\": {\"Mac[OS]/**\": \"macos\"}}")?.contains("1:16: error: invalid pattern 'Mac[OS]/**' in 'platforms'") == true)
    }

    @Test func stringEscapes() throws {
        let configuration = try parse(#"{"exclude": ["a\u00e9\n\"\\/\ud83d\ude00"]}"#)
        #expect(configuration.exclude.map(\.pattern) == ["aé\n\"\\/😀"])
    }
}

@Suite struct ExampleConfigurationTests {
    /// The rules of issue 4, which the example's configuration may name.
    static let auditRules = [
        "fixed-font-size", "custom-font-not-scaled", "custom-font-wrong-curve", "double-scaling",
        "missing-adjusts-font", "dynamic-type-capped", "text-clips-at-large-sizes", "below-minimum-size",
        "thin-weight", "proportional-changing-digits", "kerning-instead-of-tracking", "manual-tracking",
        "tight-leading-multiline", "negative-line-spacing", "truncation-instead-of-wrapping", "minimum-scale-factor",
    ]

    static let exampleRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/Brewlog").path

    @Test func exampleAppIsDiscoveredWithItsConfiguration() throws {
        let discovery = FileDiscovery(resolver: ConfigurationResolver(schema: ConfigurationSchema(ruleIDs: Self.auditRules)))
        let result = discovery.discover([Self.exampleRoot])
        #expect(result.problems.isEmpty)
        #expect(result.configurationErrors.isEmpty)
        let files = result.files.map { String($0.path.dropFirst(Self.exampleRoot.count + 1)) }
        #expect(files.count == 18)
        #expect(files.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
            == ["Mac/PreferencesWindow.xib", "iOS/Brew.storyboard", "iOS/LaunchScreen.storyboard"])
        #expect(files.first == "Mac/BrewInspectorView.swift")
        for file in result.files {
            let configuration = file.configuration
            #expect(configuration.severity(of: "minimum-scale-factor", default: .note) == .warning)
            #expect(configuration.platform(forFile: file.absolutePath) == (file.path.contains("/Mac/") ? .macos : .ios))
            #expect(configuration.isFixedSizeTarget(file.absolutePath) == file.path.hasSuffix("LockScreenBrewView.swift"))
        }
    }
}
