/// The inventory as Markdown (`typecase inventory --format markdown`): totals, the proposed scale,
/// screens with their levels before and after, growth across the sizes, custom families, and every
/// font's uses by screen.
public enum InventoryMarkdown {
    /// The document as UTF-8.
    public static func render(_ inventory: Inventory) -> [UInt8] {
        var output: [UInt8] = []
        output.appendUTF8("# Type inventory\n\n")
        output.appendUTF8("\(inventory.entries.count) distinct fonts in \(inventory.files) files. \(InventoryText.scalingSummary(inventory))\n")
        guard !inventory.entries.isEmpty else { return output }

        output.appendUTF8("\n## Fonts and the proposed scale\n\n")
        output.appendUTF8("| Font | Platform | Uses | Scaling | Proposed style | Before → after | Across the sizes |\n")
        output.appendUTF8("| --- | --- | ---: | --- | --- | --- | --- |\n")
        for entry in inventory.entries {
            output.appendUTF8("| \(cell(entry.label)) | \(entry.font.platform.displayName) | \(entry.uses.count) | \(cell(entry.scalingLabel)) | ")
            output.appendUTF8("\(cell(InventoryText.proposal(entry))) | \(cell(InventoryText.beforeAfter(entry))) | ")
            output.appendUTF8("\(cell(InventoryText.growth(entry))) |\n")
        }

        output.appendUTF8("\n## Screens\n\n| Screen | Uses | Levels now | Levels proposed | Start scaling |\n")
        output.appendUTF8("| --- | ---: | --- | --- | ---: |\n")
        for screen in inventory.screens {
            output.appendUTF8("| \(cell(screen.name)) | \(screen.useCount) | \(screen.levels.count): \(InventoryText.sizes(screen.levels)) | ")
            output.appendUTF8("\(screen.proposedLevels.count): \(InventoryText.sizes(screen.proposedLevels))")
            if let note = InventoryText.proposalNote(screen) { output.appendUTF8(" (\(cell(note)))") }
            output.appendUTF8(" | \(screen.startScaling) |\n")
        }
        if let note = InventoryText.documentNote(inventory) { output.appendUTF8("\n\(cell(note))\n") }
        let overtakings = inventory.screens.flatMap { screen in screen.overtakings.map { (screen.name, $0) } }
        if !overtakings.isEmpty {
            output.appendUTF8("\n## Sizes that stay flat and fall below the text around them\n\n")
            for (screen, overtaking) in overtakings {
                output.appendUTF8("- **\(cell(screen))**: \(cell(InventoryText.overtaking(overtaking, inventory)))\n")
            }
        }
        if !inventory.customFamilies.isEmpty {
            output.appendUTF8("\n## Custom families\n\n| Family | Uses | Scaling uses |\n| --- | ---: | ---: |\n")
            for family in inventory.customFamilies {
                output.appendUTF8("| \(cell(family.name)) | \(family.uses) | \(family.scalingUses) |\n")
            }
        }
        output.appendUTF8("\n## Uses\n")
        for entry in inventory.entries {
            output.appendUTF8("\n### ")
            output.appendUTF8(cell(entry.label))
            output.appendUTF8("\n\n")
            for group in entry.usesByScreen {
                output.appendUTF8("- ")
                output.appendUTF8(cell(group.screen))
                output.appendUTF8(": ")
                for (index, use) in group.uses.enumerated() {
                    output.appendUTF8(index == 0 ? "`" : ", `")
                    output.appendUTF8(use.path)
                    output.append(UInt8(ascii: ":"))
                    output.appendDecimal(use.line)
                    output.append(UInt8(ascii: "`"))
                }
                output.append(UInt8(ascii: "\n"))
            }
        }
        return output
    }

    private static func cell(_ text: String) -> String { MarkdownReporter.cell(text) }
}
