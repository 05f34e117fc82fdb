/// The inventory for a terminal (`typecase inventory`, the default format): the fonts with the
/// proposed scale, then the screens' levels.
public enum InventoryTable {
    /// The text as UTF-8.
    public static func render(_ inventory: Inventory) -> [UInt8] {
        var output: [UInt8] = []
        output.appendUTF8("Type inventory: \(inventory.entries.count) distinct fonts in \(inventory.files) files. ")
        output.appendUTF8(InventoryText.scalingSummary(inventory))
        output.append(UInt8(ascii: "\n"))
        guard !inventory.entries.isEmpty else { return output }
        output.append(UInt8(ascii: "\n"))
        table(["Font", "Platform", "Uses", "Scaling", "Proposed", "Before → after", "Across the sizes"],
              inventory.entries.map { entry in
            [entry.label, entry.font.platform.displayName, String(entry.uses.count), entry.scalingLabel,
             InventoryText.proposal(entry), InventoryText.beforeAfter(entry), InventoryText.growth(entry)]
        }, numeric: [2], to: &output)
        output.appendUTF8("\n\n")
        table(["Screen", "Uses", "Levels now", "Proposed", "Start scaling"], inventory.screens.map { screen in
            [screen.name, String(screen.useCount), "\(screen.levels.count): \(InventoryText.sizes(screen.levels))",
             "\(screen.proposedLevels.count): \(InventoryText.sizes(screen.proposedLevels))", String(screen.startScaling)]
        }, numeric: [1, 4], to: &output)
        if let note = InventoryText.documentNote(inventory) { output.appendUTF8("\n\n" + note) }
        if inventory.screens.contains(where: { !$0.overtakings.isEmpty }) { output.append(UInt8(ascii: "\n")) }
        for screen in inventory.screens {
            for overtaking in screen.overtakings {
                output.appendUTF8("\n\(screen.name): \(InventoryText.overtaking(overtaking, inventory))")
            }
        }
        if !inventory.customFamilies.isEmpty {
            output.appendUTF8("\n\nCustom families: " + inventory.customFamilies.map {
                "\($0.name) (\(InventoryText.count($0.uses, "use")), \($0.scalingUses) scaling)"
            }.joined(separator: ", "))
        }
        output.append(UInt8(ascii: "\n"))
        return output
    }

    /// Columns padded to their widest cell, two spaces apart, trailing spaces dropped; `numeric`
    /// columns right-aligned. Widths count Unicode scalars (the cells' `·` and `→` are one each),
    /// counted on the UTF-8 bytes: every byte but a continuation byte starts a scalar.
    private static func table(_ headings: [String], _ rows: [[String]], numeric: Set<Int>, to output: inout [UInt8]) {
        let isNumeric = headings.indices.map { numeric.contains($0) }
        var widths = headings.map(scalarCount)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], scalarCount(cell)) }
        }
        func line(_ cells: [String]) {
            let start = output.count
            for (index, cell) in cells.enumerated() {
                if index > 0 { output.append(UInt8(ascii: " ")); output.append(UInt8(ascii: " ")) }
                let padding = repeatElement(UInt8(ascii: " "), count: widths[index] - scalarCount(cell))
                if isNumeric[index] { output.append(contentsOf: padding) }
                output.appendUTF8(cell)
                if !isNumeric[index] { output.append(contentsOf: padding) }
            }
            while output.count > start && output[output.count - 1] == UInt8(ascii: " ") { output.removeLast() }
        }
        line(headings)
        output.append(UInt8(ascii: "\n"))
        line(widths.map { String(repeating: "-", count: $0) })
        for row in rows {
            output.append(UInt8(ascii: "\n"))
            line(row)
        }
    }

    private static func scalarCount(_ text: String) -> Int {
        var count = 0
        for byte in text.utf8 where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
