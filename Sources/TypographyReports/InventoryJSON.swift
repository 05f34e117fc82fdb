import Typography

/// The inventory as JSON (`typecase inventory --format json`): totals, every font with its uses by
/// screen, proposal and sizes across the categories, the screens' levels, the custom families.
/// Written member by member (``JSONWriter``), as UTF-8.
public enum InventoryJSON {
    public static func render(_ inventory: Inventory) -> [UInt8] {
        var json = JSONWriter()
        json.beginObject()
        json.key("files")
        json.int(inventory.files)
        json.key("textSites")
        json.int(inventory.textSites)
        json.key("scalingTextSites")
        json.int(inventory.scalingTextSites)
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
            json.key("name")
            json.string(family.name)
            json.key("uses")
            json.int(family.uses)
            json.key("scalingUses")
            json.int(family.scalingUses)
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
        json.key("label")
        json.string(entry.label)
        json.key("kind")
        json.string(kind(font.family))
        if let style = font.textStyle {
            json.key("textStyle")
            json.string(style.rawValue)
        }
        if case .custom(let name) = font.family {
            json.key("family")
            json.string(name)
        }
        json.key("platform")
        json.string(font.platform.rawValue)
        json.key("size")
        json.number(font.size)
        json.key("weight")
        json.string(font.weight?.rawValue)
        json.key("design")
        json.string(font.design?.rawValue)
        json.key("width")
        json.string(font.width?.rawValue)
        json.key("italic")
        json.bool(font.isItalic)
        json.key("scales")
        json.bool(font.scales)
        json.key("scaling")
        json.string(entry.scalingLabel)
        json.key("maximumPointSize")
        json.number(font.maximumPointSize)
        json.key("categoryLimit")
        json.string(font.categoryLimit?.swiftUIName)
        json.key("uses")
        json.int(entry.uses.count)
        json.key("usesByScreen")
        json.beginArray()
        for group in entry.usesByScreen {
            json.element()
            json.beginObject()
            json.key("screen")
            json.string(group.screen)
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
            json.key("style")
            json.string(proposal.style.rawValue)
            json.key("size")
            json.number(proposal.stylePointSize)
            json.key("sizeDelta")
            json.number(-proposal.sizeDelta)
            json.key("weight")
            json.string(proposal.weightToApply?.rawValue)
            json.key("exact")
            json.bool(proposal.isExact)
            json.key("startsScaling")
            json.bool(entry.startsScaling)
            if let design = proposal.designToApply {
                json.key("design")
                json.string(design.rawValue)
            }
            json.endObject()
        } else {
            json.null()
        }
        json.key("growth")
        json.beginObject()
        json.key("kind")
        json.string(growthKind(entry.growth.kind))
        json.key("stopsAt")
        json.string(entry.growth.stopsAt?.swiftUIName)
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
        json.key("name")
        json.string(screen.name)
        json.key("isScreen")
        json.bool(screen.isScreen)
        json.key("uses")
        json.int(screen.useCount)
        json.key("levels")
        numbers(screen.levels, to: &json)
        json.key("proposedLevels")
        numbers(screen.proposedLevels, to: &json)
        json.key("interfaceBuilderUses")
        json.int(screen.documentUses)
        json.key("fonts")
        json.beginArray()
        for index in screen.entries {
            json.element()
            json.string(inventory.entries[index].label)
        }
        json.endArray()
        json.key("startScaling")
        json.int(screen.startScaling)
        json.key("overtaken")
        json.beginArray()
        for overtaking in screen.overtakings {
            json.element()
            json.beginObject()
            json.key("fixed")
            json.string(inventory.entries[overtaking.fixed].label)
            json.key("by")
            json.string(inventory.entries[overtaking.growing].label)
            json.key("from")
            json.string(overtaking.from.swiftUIName)
            json.key("at")
            json.string(overtaking.largest.swiftUIName)
            json.key("fixedSize")
            json.number(overtaking.fixedSize)
            json.key("growingSize")
            json.number(overtaking.growingSize)
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
