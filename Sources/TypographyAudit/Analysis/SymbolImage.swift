import SwiftSource
import Typography

/// An SF Symbol shown with `Image(systemName:)` (or SFSafeSymbols' `Image(systemSymbol:)`) in SwiftUI,
/// with what sizes it: its own `.font(…)` (each candidate) or a fixed `.frame` after `.resizable()`.
public struct SymbolImage: Sendable {
    /// The `Image(systemName:)` component.
    public var image: ComponentID
    /// The fonts of the image's own `.font(…)` (indices into ``FileAnalysis/fonts``).
    public var fonts: [Int]
    /// `.frame(width:height:)` with a number literal after `.resizable()`: the symbol's fixed size.
    public var fixedFrame: ComponentID?
    /// The literal side of ``fixedFrame`` (the larger of width and height).
    public var fixedFrameSize: Double?
}

extension FileAnalysis {
    /// Every `Image(systemName:)` and `Image(systemSymbol:)` of the file, in source order.
    public func symbolImages() -> [SymbolImage] {
        var result: [SymbolImage] = []
        for image in components(named: KnownName.Image) {
            let component = tree[image]
            guard component.kind == .identifier, component.isCalled, tree.base(of: component.chain) == image,
                  tree.argument("systemName", of: image) != nil || tree.argument("systemSymbol", of: image) != nil else { continue }
            var symbol = SymbolImage(image: image, fonts: [], fixedFrame: nil, fixedFrameSize: nil)
            var isResizable = false
            for modifier in tree.components(of: component.chain) where modifier > image && tree[modifier].kind == .member {
                if knownName(of: modifier) == .font, let argument = tree.argument(nil, of: modifier),
                   let value = tree[argument].value {
                    symbol.fonts = fontIndices(of: value)
                } else if tree.component(modifier, isNamed: "resizable") {
                    isResizable = true
                } else if isResizable, knownName(of: modifier) == .frame {
                    let sides = [tree.argument("width", of: modifier), tree.argument("height", of: modifier)]
                        .compactMap { $0.flatMap { tree[$0].value }.flatMap { tree.numberValue(of: $0) } }
                    if let size = sides.max() {
                        symbol.fixedFrame = modifier
                        symbol.fixedFrameSize = size
                    }
                }
            }
            result.append(symbol)
        }
        return result
    }
}
