// swift-tools-version:6.0
// A package that adopts typecase the way an app team would: the build-tool plugin on one target, the
// command plugin for `swift package typecase …`. Built by the typecase test suite (PluginFixtureTests),
// which points the dependency at a tagged copy of the repository (`.package(url:from:)`).
import PackageDescription

let package = Package(
    name: "PluginClient",
    dependencies: [
        .package(name: "typecase", path: "../../.."),
    ],
    targets: [
        .target(name: "BrewKit", plugins: [.plugin(name: "TypecaseBuildToolPlugin", package: "typecase")]),
        // Not audited: the plugin is not applied to this target.
        .target(name: "Untouched"),
    ]
)
