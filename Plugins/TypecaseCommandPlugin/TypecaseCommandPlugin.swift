import PackagePlugin

/// `swift package typecase COMMAND [--target NAME]... [ARGUMENTS...]`: runs `typecase COMMAND` in the
/// package's directory with the arguments as given, and the folders of the named targets as paths.
/// It only reads, so SwiftPM asks for nothing: `audit`, `inventory`, `rules`, `fix --dry-run`, and any
/// document printed on standard output. What writes into the package (`fix`, `--report FORMAT=PATH`,
/// `--write-baseline`, `--output PATH`) is refused with the verb that may: `typecase-write`.
@main
struct TypecaseCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try CommandPluginRun.perform(context: context, arguments: arguments, mayWrite: false)
    }
}
