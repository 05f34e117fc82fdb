/// The inventory for a terminal (`typecase inventory`, the default format): the fonts with the
/// proposed scale, then the screens' levels.
public enum InventoryTable {
    public static func render(_ inventory: Inventory) -> String {
        var output = "Type inventory: \(inventory.entries.count) distinct fonts in \(inventory.files) files. "
        output += InventoryText.scalingSummary(inventory) + "\n"
        guard !inventory.entries.isEmpty else { return output }
        output += "\n" + table(["Font", "Platform", "Uses", "Scaling", "Proposed", "Before → after", "Across the sizes"],
                               inventory.entries.map { entry in
            [entry.font.label, entry.font.platform.displayName, String(entry.uses.count), entry.font.scalingLabel,
             InventoryText.proposal(entry),
             InventoryText.beforeAfter(entry), InventoryText.growth(entry)]
        }, numeric: [2])
        output += "\n\n" + table(["Screen", "Uses", "Levels now", "Proposed", "Start scaling"], inventory.screens.map { screen in
            [screen.name, String(screen.useCount), "\(screen.levels.count): \(InventoryText.sizes(screen.levels))",
             "\(screen.proposedLevels.count): \(InventoryText.sizes(screen.proposedLevels))", String(screen.startScaling)]
        }, numeric: [1, 4])
        if let note = InventoryText.documentNote(inventory) { output += "\n" + note }
        if inventory.screens.contains(where: { !$0.overtakings.isEmpty }) { output += "\n" }
        for screen in inventory.screens {
            for overtaking in screen.overtakings {
                output += "\n\(screen.name): \(InventoryText.overtaking(overtaking, inventory))"
            }
        }
        if !inventory.customFamilies.isEmpty {
            output += "\n\nCustom families: " + inventory.customFamilies.map { "\($0.name) (\(InventoryText.count($0.uses, "use")), \($0.scalingUses) scaling)" }
                .joined(separator: ", ")
        }
        return output + "\n"
    }

    /// Columns padded to their widest cell, two spaces apart; `numeric` columns right-aligned.
    /// Widths count Unicode scalars (the cells' `·` and `→` are one each), which is cheap.
    private static func table(_ headings: [String], _ rows: [[String]], numeric: Set<Int>) -> String {
        var widths = headings.map(\.unicodeScalars.count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.unicodeScalars.count) }
        }
        func line(_ cells: [String]) -> String {
            let text = cells.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - cell.unicodeScalars.count)
                return numeric.contains(index) ? padding + cell : cell + padding
            }.joined(separator: "  ")
            let trailing = text.utf8.reversed().prefix { $0 == UInt8(ascii: " ") }.count
            return String(decoding: text.utf8.dropLast(trailing), as: UTF8.self)
        }
        return ([line(headings), line(widths.map { String(repeating: "-", count: $0) })] + rows.map(line)).joined(separator: "\n")
    }
}
