import PackagePlugin

/// `swift package typecase-write COMMAND [--target NAME]... [ARGUMENTS...]`: `swift package typecase`
/// for the commands that write into the package — `fix` (rewrites sources), `audit --report
/// FORMAT=PATH` and `--write-baseline FILE`, `inventory`/`specimen`/`tokens --output PATH`. It declares
/// permission to write to the package directory, so SwiftPM asks before each run
/// (`--allow-writing-to-package-directory` grants it without asking).
@main
struct TypecaseWriteCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try CommandPluginRun.perform(context: context, arguments: arguments, mayWrite: true)
    }
}
