import Typography

/// The inventory as JSON (`typecase inventory --format json`): totals, every font with its uses by
/// screen, proposal and sizes across the categories, the screens' levels, the custom families.
public enum InventoryJSON {
    public static func render(_ inventory: Inventory) -> String {
        value(inventory).rendered()
    }

    public static func value(_ inventory: Inventory) -> JSONValue {
        .object([
            ("files", .int(inventory.files)),
            ("textSites", .int(inventory.textSites)),
            ("scalingTextSites", .int(inventory.scalingTextSites)),
            ("fonts", .array(inventory.entries.map(entry))),
            ("screens", .array(inventory.screens.map { screen($0, inventory) })),
            ("customFamilies", .array(inventory.customFamilies.map { family in
                .object([("name", .string(family.name)), ("uses", .int(family.uses)), ("scalingUses", .int(family.scalingUses))])
            })),
        ])
    }

    private static func entry(_ entry: Inventory.Entry) -> JSONValue {
        let font = entry.font
        var members: [(String, JSONValue)] = [
            ("label", .string(font.label)),
            ("kind", .string(kind(font.family))),
        ]
        if let style = font.textStyle { members.append(("textStyle", .string(style.rawValue))) }
        if case .custom(let name) = font.family { members.append(("family", name.map(JSONValue.string) ?? .null)) }
        members += [
            ("platform", .string(font.platform.rawValue)),
            ("size", optional(font.size)),
            ("weight", font.weight.map { .string($0.rawValue) } ?? .null),
            ("design", font.design.map { .string($0.rawValue) } ?? .null),
            ("width", font.width.map { .string($0.rawValue) } ?? .null),
            ("italic", .bool(font.isItalic)),
            ("scales", .bool(font.scales)),
            ("scaling", .string(font.scalingLabel)),
            ("maximumPointSize", optional(font.maximumPointSize)),
            ("categoryLimit", font.categoryLimit.map { .string($0.swiftUIName) } ?? .null),
            ("uses", .int(entry.uses.count)),
            ("usesByScreen", .array(entry.usesByScreen.map { group in
                .object([("screen", .string(group.screen)),
                         ("locations", .array(group.uses.map { .string("\($0.path):\($0.line)") }))])
            })),
        ]
        if let proposal = entry.proposal {
            var proposed: [(String, JSONValue)] = [
                ("style", .string(proposal.style.rawValue)),
                ("size", .number(proposal.stylePointSize)),
                ("sizeDelta", .number(-proposal.sizeDelta)),
                ("weight", proposal.weightToApply.map { .string($0.rawValue) } ?? .null),
                ("exact", .bool(proposal.isExact)),
                ("startsScaling", .bool(entry.startsScaling)),
            ]
            if let design = proposal.designToApply { proposed.append(("design", .string(design.rawValue))) }
            members.append(("proposal", .object(proposed)))
        } else {
            members.append(("proposal", .null))
        }
        members.append(("growth", .object([
            ("kind", .string(growthKind(entry.growth.kind))),
            ("stopsAt", entry.growth.stopsAt.map { .string($0.swiftUIName) } ?? .null),
            ("sizes", .object(entry.growth.sizes.map { ($0.category.swiftUIName, optional($0.size)) })),
        ])))
        return .object(members)
    }

    private static func screen(_ screen: Inventory.Screen, _ inventory: Inventory) -> JSONValue {
        .object([
            ("name", .string(screen.name)),
            ("isScreen", .bool(screen.isScreen)),
            ("uses", .int(screen.useCount)),
            ("levels", .array(screen.levels.map(JSONValue.number))),
            ("proposedLevels", .array(screen.proposedLevels.map(JSONValue.number))),
            ("interfaceBuilderUses", .int(screen.documentUses)),
            ("fonts", .array(screen.entries.map { .string(inventory.entries[$0].font.label) })),
            ("startScaling", .int(screen.startScaling)),
            ("overtaken", .array(screen.overtakings.map { overtaking in
                .object([
                    ("fixed", .string(inventory.entries[overtaking.fixed].font.label)),
                    ("by", .string(inventory.entries[overtaking.growing].font.label)),
                    ("from", .string(overtaking.from.swiftUIName)),
                    ("at", .string(overtaking.largest.swiftUIName)),
                    ("fixedSize", .number(overtaking.fixedSize)),
                    ("growingSize", .number(overtaking.growingSize)),
                ])
            })),
        ])
    }

    private static func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }

    static func kind(_ family: InventoryFont.Family) -> String {
        switch family {
        case .textStyle(_, let isDefault): isDefault ? "defaultTextStyle" : "textStyle"
        case .system: "system"
        case .custom: "custom"
        case .unknown: "unknown"
        }
    }

    static func growthKind(_ kind: InventoryGrowth.Kind) -> String {
        switch kind {
        case .grows: "grows"
        case .flat: "flat"
        case .capped: "capped"
        case .noDynamicType: "noDynamicType"
        case .unknown: "unknown"
        }
    }
}
