/// The inventory as Markdown (`typecase inventory --format markdown`): totals, the proposed scale,
/// screens with their levels before and after, growth across the sizes, custom families, and every
/// font's uses by screen.
public enum InventoryMarkdown {
    public static func render(_ inventory: Inventory) -> String {
        var output = "# Type inventory\n\n"
        output += "\(inventory.entries.count) distinct fonts in \(inventory.files) files. \(InventoryText.scalingSummary(inventory))\n"
        guard !inventory.entries.isEmpty else { return output }

        output += "\n## Fonts and the proposed scale\n\n"
        output += "| Font | Platform | Uses | Scaling | Proposed style | Before → after | Across the sizes |\n"
        output += "| --- | --- | ---: | --- | --- | --- | --- |\n"
        for entry in inventory.entries {
            output += "| \(cell(entry.font.label)) | \(entry.font.platform.displayName) | \(entry.uses.count) | \(cell(entry.font.scalingLabel)) | "
            output += "\(cell(InventoryText.proposal(entry))) | \(cell(InventoryText.beforeAfter(entry))) | "
            output += "\(cell(InventoryText.growth(entry))) |\n"
        }

        output += "\n## Screens\n\n| Screen | Uses | Levels now | Levels proposed | Start scaling |\n"
        output += "| --- | ---: | --- | --- | ---: |\n"
        for screen in inventory.screens {
            output += "| \(cell(screen.name)) | \(screen.useCount) | \(screen.levels.count): \(InventoryText.sizes(screen.levels)) | "
            output += "\(screen.proposedLevels.count): \(InventoryText.sizes(screen.proposedLevels)) | \(screen.startScaling) |\n"
        }
        if let note = InventoryText.documentNote(inventory) { output += "\n\(cell(note))\n" }
        let overtakings = inventory.screens.flatMap { screen in screen.overtakings.map { (screen.name, $0) } }
        if !overtakings.isEmpty {
            output += "\n## Sizes that stay flat and fall below the text around them\n\n"
            for (screen, overtaking) in overtakings {
                output += "- **\(cell(screen))**: \(cell(InventoryText.overtaking(overtaking, inventory)))\n"
            }
        }
        if !inventory.customFamilies.isEmpty {
            output += "\n## Custom families\n\n| Family | Uses | Scaling uses |\n| --- | ---: | ---: |\n"
            for family in inventory.customFamilies {
                output += "| \(cell(family.name)) | \(family.uses) | \(family.scalingUses) |\n"
            }
        }
        output += "\n## Uses\n"
        for entry in inventory.entries {
            output += "\n### \(cell(entry.font.label))\n\n"
            for group in entry.usesByScreen {
                output += "- \(cell(group.screen)): " + group.uses.map { "`\($0.path):\($0.line)`" }.joined(separator: ", ") + "\n"
            }
        }
        return output
    }

    private static func cell(_ text: String) -> String { MarkdownReporter.cell(text) }
}
