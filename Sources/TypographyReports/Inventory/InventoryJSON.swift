import Typography

/// The inventory as JSON (`typecase inventory --format json`): totals, every font with its uses by
/// screen, proposal and sizes across the categories, the screens' levels, the custom families.
/// Written member by member (``JSONWriter``), as UTF-8.
public enum InventoryJSON {
    public static func render(_ inventory: Inventory) -> [UInt8] {
        var json = JSONWriter()
        json.beginObject()
        json.member("files", inventory.files)
        json.member("textSites", inventory.textSites)
        json.member("scalingTextSites", inventory.scalingTextSites)
        json.key("fonts")
        json.beginArray()
        for entry in inventory.entries {
            json.element()
            write(entry, to: &json)
        }
        json.endArray()
        json.key("screens")
        json.beginArray()
        for screen in inventory.screens {
            json.element()
            write(screen, inventory, to: &json)
        }
        json.endArray()
        json.key("customFamilies")
        json.beginArray()
        for family in inventory.customFamilies {
            json.element()
            json.beginObject()
            json.member("name", family.name)
            json.member("uses", family.uses)
            json.member("scalingUses", family.scalingUses)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.finish()
        return json.bytes
    }

    private static func write(_ entry: Inventory.Entry, to json: inout JSONWriter) {
        let font = entry.font
        json.beginObject()
        json.member("label", entry.label)
        json.member("kind", kind(font.family))
        if let style = font.textStyle {
            json.member("textStyle", style.rawValue)
        }
        if case .custom(let name) = font.family {
            json.member("family", name)
        }
        json.member("platform", font.platform.rawValue)
        json.member("size", font.size)
        json.member("weight", font.weight?.rawValue)
        json.member("design", font.design?.rawValue)
        json.member("width", font.width?.rawValue)
        json.member("italic", font.isItalic)
        json.member("scales", font.scales)
        json.member("scaling", entry.scalingLabel)
        json.member("maximumPointSize", font.maximumPointSize)
        json.member("categoryLimit", font.categoryLimit?.swiftUIName)
        json.member("uses", entry.uses.count)
        json.key("usesByScreen")
        json.beginArray()
        for group in entry.usesByScreen {
            json.element()
            json.beginObject()
            json.member("screen", group.screen)
            json.key("locations")
            json.beginArray()
            for use in group.uses {
                json.element()
                json.location(use.path, line: use.line)
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.key("proposal")
        if let proposal = entry.proposal {
            json.beginObject()
            json.member("style", proposal.style.rawValue)
            json.member("size", entry.keepsSize ? entry.font.size ?? proposal.stylePointSize : proposal.stylePointSize)
            json.member("sizeDelta", entry.keepsSize ? 0 : -proposal.sizeDelta)
            json.member("keepsSize", entry.keepsSize)
            json.member("weight", proposal.weightToApply?.rawValue)
            json.member("exact", proposal.isExact)
            json.member("startsScaling", entry.startsScaling)
            if let design = proposal.designToApply {
                json.member("design", design.rawValue)
            }
            json.endObject()
        } else {
            json.null()
        }
        json.key("growth")
        json.beginObject()
        json.member("kind", growthKind(entry.growth.kind))
        json.member("stopsAt", entry.growth.stopsAt?.swiftUIName)
        json.key("sizes")
        json.beginObject()
        for (category, size) in entry.growth.sizes {
            json.key(string: category.swiftUIName)
            json.number(size)
        }
        json.endObject()
        json.endObject()
        json.endObject()
    }

    private static func write(_ screen: Inventory.Screen, _ inventory: Inventory, to json: inout JSONWriter) {
        json.beginObject()
        json.member("name", screen.name)
        json.member("isScreen", screen.isScreen)
        json.member("uses", screen.useCount)
        json.key("levels")
        numbers(screen.levels, to: &json)
        json.key("proposedLevels")
        numbers(screen.proposedLevels, to: &json)
        json.key("moves")
        json.beginArray()
        for move in screen.moves {
            json.element()
            json.beginObject()
            json.member("from", move.from)
            json.member("to", move.to)
            json.endObject()
        }
        json.endArray()
        json.member("proposalNote", screen.proposalNote)
        json.member("interfaceBuilderUses", screen.documentUses)
        json.key("fonts")
        json.beginArray()
        for index in screen.entries {
            json.element()
            json.string(inventory.entries[index].label)
        }
        json.endArray()
        json.member("startScaling", screen.startScaling)
        json.key("overtaken")
        json.beginArray()
        for overtaking in screen.overtakings {
            json.element()
            json.beginObject()
            json.member("fixed", inventory.entries[overtaking.fixed].label)
            json.member("by", inventory.entries[overtaking.growing].label)
            json.member("from", overtaking.from.swiftUIName)
            json.member("at", overtaking.largest.swiftUIName)
            json.member("fixedSize", overtaking.fixedSize)
            json.member("growingSize", overtaking.growingSize)
            json.endObject()
        }
        json.endArray()
        json.endObject()
    }

    private static func numbers(_ values: [Double], to json: inout JSONWriter) {
        json.beginArray()
        for value in values {
            json.element()
            json.number(value)
        }
        json.endArray()
    }

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
