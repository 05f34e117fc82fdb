import Foundation

/// Finds the configuration of each file: the nearest `.typecase.json` walking up from the file's
/// directory, over the settings of each `.typecase.json` above it (see ``Configuration``), or one
/// file named with `--config` for everything. Results, errors included (a file above that cannot be
/// read is the error of every file below), are cached per directory; safe to call from several
/// threads at once.
public final class ConfigurationResolver: @unchecked Sendable {
    public let parser: ConfigurationParser
    /// The file that overrides the search, if any.
    public let explicitPath: String?
    private let lock = NSLock()
    private var cache: [String: Result<Configuration, ConfigurationError>] = [:]
    private var explicit: Result<Configuration, ConfigurationError>?

    /// - Parameters:
    ///   - schema: the rule ids and options the engine knows.
    ///   - explicitPath: a configuration file to use for every file instead of searching.
    public init(schema: ConfigurationSchema, explicitPath: String? = nil) {
        parser = ConfigurationParser(schema: schema)
        self.explicitPath = explicitPath
    }

    /// The configuration for the source file at `path` (relative to the current directory or absolute).
    public func configuration(forFile path: String) throws(ConfigurationError) -> Configuration {
        let absolute = AbsolutePath.make(path)
        return try configuration(forDirectory: AbsolutePath.parent(of: absolute))
    }

    /// The configuration for files directly inside `directory`.
    public func configuration(forDirectory directory: String) throws(ConfigurationError) -> Configuration {
        if let explicitPath { return try explicitConfiguration(explicitPath).get() }
        return try lookUp(AbsolutePath.make(directory)).get()
    }

    private func explicitConfiguration(_ path: String) -> Result<Configuration, ConfigurationError> {
        lock.lock()
        defer { lock.unlock() }
        if let explicit { return explicit }
        let absolute = AbsolutePath.make(path)
        let result = load(absolute, displayPath: SystemPath.display(path), directory: AbsolutePath.parent(of: absolute))
        explicit = result
        return result
    }

    private func lookUp(_ directory: String) -> Result<Configuration, ConfigurationError> {
        lock.lock()
        if let cached = cache[directory] { lock.unlock(); return cached }
        lock.unlock()
        let candidate = directory == "/" ? "/" + Configuration.fileName : directory + "/" + Configuration.fileName
        let result: Result<Configuration, ConfigurationError>
        if SystemPath.withCString(candidate, { access($0, F_OK) }) == 0 {
            let parent = directory == "/" ? .success(Configuration(directory: "/")) : lookUp(AbsolutePath.parent(of: directory))
            result = parent.flatMap { parent in
                load(candidate, displayPath: SystemPath.display(AbsolutePath.display(candidate)), directory: directory,
                     inheriting: parent)
            }
        } else if directory == "/" {
            result = .success(Configuration(directory: "/"))
        } else {
            result = lookUp(AbsolutePath.parent(of: directory))
        }
        lock.lock()
        cache[directory] = result
        lock.unlock()
        return result
    }

    private func load(_ absolute: String, displayPath: String, directory: String,
                      inheriting parent: Configuration? = nil) -> Result<Configuration, ConfigurationError> {
        guard let bytes = try? SourceReader.readBytes(absolute) else {
            return .failure(ConfigurationError(path: displayPath, line: 0, column: 0, message: "cannot read the configuration file"))
        }
        return Result { () throws(ConfigurationError) in
            try parser.parse(bytes, path: displayPath, directory: directory, inheriting: parent)
        }
    }
}
