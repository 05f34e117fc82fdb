/// The version of typecase, in one place: `typecase --version` prints it and reports carry it.
public enum TypecaseVersion {
    /// The release version (semantic versioning).
    public static let current = "0.6.0"
}
