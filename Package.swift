// swift-tools-version:6.0
// typecase: Apple's typography system as data, an audit of Swift sources against it, fixes and reports.
// No package dependencies: everything comes with the toolchain.
import PackageDescription

let package = Package(
    name: "typecase",
    products: [
        .library(name: "Typography", targets: ["Typography"]),
        .library(name: "SwiftSource", targets: ["SwiftSource"]),
        .library(name: "InterfaceBuilder", targets: ["InterfaceBuilder"]),
        .library(name: "TypographyAudit", targets: ["TypographyAudit"]),
        .library(name: "TypographyReports", targets: ["TypographyReports"]),
        .library(name: "TypecaseLanguageServer", targets: ["TypecaseLanguageServer"]),
        .executable(name: "typecase", targets: ["typecase"]),
        .executable(name: "typecase-bench", targets: ["typecase-bench"]),
        // Audits a target's Swift sources as part of its build: findings are build warnings and errors.
        .plugin(name: "TypecaseBuildToolPlugin", targets: ["TypecaseBuildToolPlugin"]),
        // `swift package typecase audit|inventory|rules …`: the CLI on the package's sources, reading only.
        .plugin(name: "TypecaseCommandPlugin", targets: ["TypecaseCommandPlugin"]),
        // `swift package typecase-write fix|audit --report …`: the commands that write into the package.
        .plugin(name: "TypecaseWriteCommandPlugin", targets: ["TypecaseWriteCommandPlugin"]),
    ],
    targets: [
        .target(name: "Typography"),
        .target(name: "SwiftSource"),
        .target(name: "InterfaceBuilder", dependencies: ["Typography"]),
        .target(name: "TypographyAudit", dependencies: ["Typography", "SwiftSource", "InterfaceBuilder"]),
        .target(name: "TypographyReports", dependencies: ["Typography", "SwiftSource", "InterfaceBuilder", "TypographyAudit"]),
        .target(name: "TypecaseLanguageServer", dependencies: ["Typography", "SwiftSource", "TypographyAudit"]),
        .executableTarget(
            name: "typecase",
            dependencies: ["Typography", "SwiftSource", "TypographyAudit", "TypographyReports", "TypecaseLanguageServer"]
        ),
        .plugin(name: "TypecaseBuildToolPlugin", capability: .buildTool(), dependencies: ["typecase"]),
        .plugin(
            name: "TypecaseCommandPlugin",
            capability: .command(intent: .custom(verb: "typecase", description: "Audit or inventory the package's typography (reads only)")),
            dependencies: ["typecase"]
        ),
        // The same commands, allowed to write: SwiftPM asks for the permission before each run.
        .plugin(
            name: "TypecaseWriteCommandPlugin",
            capability: .command(
                intent: .custom(verb: "typecase-write", description: "Fix the package's typography, or write reports into the package"),
                permissions: [.writeToPackageDirectory(
                    reason: "`typecase fix` rewrites Swift sources in place; --report, --write-baseline and --output write the files you name"
                )]
            ),
            dependencies: ["typecase"]
        ),
        // Deterministic generator of realistic app source, shared by the benchmark and the tests.
        .target(name: "BenchmarkCorpus", path: "Benchmarks/Sources/BenchmarkCorpus"),
        .executableTarget(
            name: "typecase-bench",
            dependencies: ["BenchmarkCorpus", "SwiftSource", "TypographyAudit"],
            path: "Benchmarks/Sources/typecase-bench"
        ),
        .testTarget(name: "TypographyTests", dependencies: ["Typography"]),
        .testTarget(name: "SwiftSourceTests", dependencies: ["SwiftSource", "BenchmarkCorpus"],
                    resources: [.copy("Corpus")]),
        .testTarget(name: "InterfaceBuilderTests", dependencies: ["InterfaceBuilder", "Typography"]),
        .testTarget(name: "TypographyAuditTests", dependencies: ["TypographyAudit", "Typography", "SwiftSource", "BenchmarkCorpus"]),
        .testTarget(name: "TypographyReportsTests", dependencies: ["TypographyReports", "TypographyAudit", "InterfaceBuilder"]),
        .testTarget(name: "typecaseTests", dependencies: ["typecase"]),
        .testTarget(name: "TypecaseLanguageServerTests", dependencies: ["TypecaseLanguageServer", "TypographyAudit"]),
    ],
    swiftLanguageModes: [.v6]
)
