import SwiftSource

extension FileAnalysisBuilder {
    /// Whether a font draws into an image or a PDF rather than onto the screen, where Dynamic Type
    /// has no say: in the closure of a `UIGraphicsImageRenderer` / `UIGraphicsPDFRenderer` drawing call
    /// (`renderer.image { … }`, `pdfData { … }`) or of `NSImage(size:flipped:drawingHandler:)`, in a
    /// function that takes a renderer's context (`UIGraphicsPDFRendererContext`), or after
    /// `UIGraphicsBeginImageContext…` in its function.
    /// `renderingWords` caches whether the file names such drawing at all (nil: not read yet).
    func isDrawnOffscreen(_ chain: ChainID, renderingWords: inout Bool?) -> Bool {
        if renderingWords == nil { renderingWords = Self.namesOffscreenDrawing(tree.file.bytes) }
        guard renderingWords == true else { return false }
        let anchor = tree[chain].firstToken
        // The closures around the font, innermost first, and the calls they are passed to.
        var block: BlockID? = tree.enclosingBlock(of: anchor)
        while let current = block {
            if case .component(let closure) = tree[current].owner, tree[closure].kind == .closure,
               let call = tree.enclosingCall(of: tree[closure].chain) {
                if Self.rendererDrawingCalls.contains(where: { tree.component(call, isNamed: $0) }) { return true }
                if tree.component(call, isNamed: "NSImage"), tree.argument("size", of: call) != nil { return true }
            }
            block = tree[current].parent
        }
        guard let function = tree.enclosingFunction(of: anchor) else { return false }
        let takesRendererContext = tree[function].parameters.contains { parameter in
            tree[parameter].typeTokens.contains {
                tree.token($0, is: "UIGraphicsPDFRendererContext") || tree.token($0, is: "UIGraphicsImageRendererContext")
            }
        }
        if takesRendererContext { return true }
        return TokenRange(from: tree[function].firstToken, upTo: anchor).contains { token in
            tree.tokens[token.index].kind == .identifier
                && (tree.token(token, is: "UIGraphicsBeginImageContext") || tree.token(token, is: "UIGraphicsBeginImageContextWithOptions"))
        }
    }

    /// The drawing calls of `UIGraphicsImageRenderer` and `UIGraphicsPDFRenderer`, whose closure draws
    /// (in a file that names a renderer).
    private static let rendererDrawingCalls: [StaticString] = ["image", "pngData", "jpegData", "pdfData", "writePNG",
                                                               "writeJPEG", "writePDF"]

    private static func namesOffscreenDrawing(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes, "Renderer") || ByteSearch.contains(bytes, "UIGraphicsBeginImageContext")
            || ByteSearch.contains(bytes, "drawingHandler")
    }
}
