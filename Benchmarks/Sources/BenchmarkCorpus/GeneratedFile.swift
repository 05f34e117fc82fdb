/// One generated Swift source file: where it would live in an app and its full text.
public struct GeneratedFile: Sendable, Equatable {
    /// A relative path such as `App/Features/Recipe/RecipeCardView.swift`, unique within one corpus.
    public let path: String
    /// The file's Swift source, ending with a newline.
    public let text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
