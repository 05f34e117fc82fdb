import Testing

/// The top level of `typecase`: version, help for one command, suggestions for mistyped names.
@Suite struct MainCommandTests {
    @Test func versionPrintsTheVersionConstant() throws {
        let result = try TypographyCommandRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "typecase 0.6.0\n")
    }

    @Test func helpWithACommandPrintsThatCommandsHelp() throws {
        let result = try TypographyCommandRunner.run(["help", "audit"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Usage: typecase audit"))
        let unknown = try TypographyCommandRunner.run(["help", "audti"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("unknown command 'audti' (did you mean 'audit'?)"))
    }

    @Test func mistypedCommandGetsASuggestion() throws {
        let result = try TypographyCommandRunner.run(["stlyes"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown command 'stlyes' (did you mean 'styles'?)"))
    }

    @Test func mistypedRuleIDGetsASuggestion() throws {
        let result = try TypographyCommandRunner.run(["rules", "fixed-font-sise"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown rule 'fixed-font-sise' (did you mean 'fixed-font-size'?)"))
    }
}

/// Names with junk in them are refused, on the command line and in configuration.
@Suite struct JunkNameTests {
    @Test func platformWithJunkIsAUsageError() throws {
        try TypographyCommandRunner.expectUsageError(["styles", "--platform", "ma😀cos"], "unknown platform 'ma😀cos'")
        try TypographyCommandRunner.expectUsageError(["audit", "--platform", "ma😀cos"], "unknown platform 'ma😀cos'")
    }
}
