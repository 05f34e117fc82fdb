/// Turns the paths findings name into a baseline's paths and back.
struct BaselinePaths {
    /// Absolute, lexically normalized.
    let directory: String

    init(directory: String) { self.directory = AbsolutePath.make(directory) }

    /// `path` (as a finding names it, relative to the current directory or absolute) relative to the
    /// baseline's directory when it lies inside it, else absolute.
    func stored(_ path: String) -> String {
        let absolute = AbsolutePath.make(path)
        if directory == "/" { return String(absolute.dropFirst()) }
        if absolute.hasPrefix(directory + "/") { return String(absolute.dropFirst(directory.count + 1)) }
        return absolute
    }

    /// The absolute path of a stored path.
    func absolute(_ stored: String) -> String {
        stored.hasPrefix("/") ? stored : AbsolutePath.make(directory + "/" + stored)
    }
}
