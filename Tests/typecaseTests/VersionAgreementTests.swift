import Foundation
import Testing

/// `typecase --version` and the reports name the same version (all from `TypecaseVersion.current`).
@Suite struct VersionAgreementTests {
    @Test func versionJSONAndSARIFAgree() throws {
        let printed = try TypographyCommandRunner.run(["--version"])
        #expect(printed.status == 0)
        let version = try #require(printed.stdout.split(separator: " ").last?.trimmingCharacters(in: .whitespacesAndNewlines))
        #expect(version.split(separator: ".").count == 3, "\(printed.stdout)")

        func report(_ format: String) throws -> [String: Any] {
            let result = try TypographyCommandRunner.run(["audit", AuditCommandTests.brewlog, "--format", format, "--fail-on", "never"])
            #expect(result.status == 0, "\(result.stderr)")
            return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        }
        let json = try report("json")
        #expect((json["tool"] as? [String: Any])?["version"] as? String == version)
        let sarif = try report("sarif")
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["version"] as? String == version)
    }
}
