import SwiftSource
import Typography

/// The tracking a system font already has at its size (the published table of its family), which
/// manual tracking overrides and a kern of the same amount repeats.
struct SystemTracking {
    let family: FontFamily
    let size: Double
    /// The table's value in points (the published one when there is one, else rounded to 0.01 pt).
    let points: Double

    init?(of font: FontValue, on platform: Platform) {
        let family = (font.design ?? .default).family(on: platform)
        guard let size = font.resolvedSize(on: platform),
              let table = TrackingTable.published(for: family, on: platform) else { return nil }
        let tracking = table.tracking(atSize: size)
        self.family = family
        self.size = size
        points = tracking.shownPoints
    }
}

extension FileAnalysis {
    /// The system font of an attribute dictionary: its `.font` entry (`[.font: …, .tracking: 1]`),
    /// else the font of the UIKit/AppKit view whose `attributedText` the dictionary builds.
    func systemFont(inAttributes dictionary: ComponentID) -> FontOccurrence? {
        let tree = self.tree
        for entry in tree[dictionary].arguments {
            guard let key = tree[entry].key, let chain = tree.singleChain(of: key),
                  let last = tree.components(of: chain).last, tree.knownName(of: last) == .font,
                  let value = tree[entry].value else { continue }
            return systemFont(among: fontIndices(of: value))
        }
        let token = tree[dictionary].token
        for view in textViews where view.assignments(of: .attributedText).contains(where: {
            tree[$0.statement].tokens.contains(token)
        }) {
            return view.lastAssignment(of: .font).flatMap { systemFont(among: $0.fonts) }
        }
        return nil
    }

    /// The system font of a `.font(…)` in the same chain as a modifier.
    func systemFont(inChainOf modifier: ComponentID) -> FontOccurrence? {
        let tree = self.tree
        for component in tree.components(of: tree[modifier].chain) where tree.isCall(component, named: "font") {
            guard let value = tree.argumentValue(nil, of: component) else { continue }
            return systemFont(among: fontIndices(of: value))
        }
        return nil
    }

    private func systemFont(among indices: [Int]) -> FontOccurrence? {
        indices.map { fonts[$0] }.first { $0.value.isSystemFamily }
    }
}
