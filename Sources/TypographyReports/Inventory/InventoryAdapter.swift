import InterfaceBuilder
import SwiftSource
import Typography
import TypographyAudit

/// The one place that reads the audit's ``TypographyAudit/FileAnalysis`` and Interface Builder
/// documents for the inventory: text sites (SwiftUI), text views (UIKit/AppKit) and the documents'
/// text views become ``FontUse``s, so changes to the analysis touch this file only.
public enum InventoryAdapter {
    /// Words without which a file shows no text in a font (the engine skips files without them).
    public static let vocabulary = ["font", "Font", "Text", "Label", "Button", "Field", "Toggle", "Link", "Menu",
                                    "Picker", "Stepper", "navigationTitle"]

    /// The inspector that extracts every analysed file's inventory during an audit run.
    public static let inspector = FileInspector(vocabulary: vocabulary, inspect: { extract($0) },
                                                inspectDocument: { extract($0) })

    /// The inventory of one analysed file. Previews are left out: they never reach a screen. A text
    /// belongs to the screen `too-many-type-levels` counts it in (``TypographyAudit/FileAnalysis/screenOwner(of:)``),
    /// with its branch and whether it is apart from the screen.
    public static func extract(_ file: FileAnalysis) -> InventoryFile {
        var uses: [FontUse] = []
        var sites = 0, scaling = 0
        let declared = Set(file.screens.map(\.name))
        for site in file.textSites where !site.isInPreview {
            let line = file.tree.file.location(of: file.offset(of: site.anchor)).line
            let limit = categoryLimit(of: site, in: file)
            let view = viewName(site.kind)
            let owner = file.screenOwner(of: site.anchor)
            let screen = owner.flatMap { declared.contains($0) ? $0 : nil }
            let branch = file.screenBranch(around: site.anchor)
            let isApart = file.isApartFromScreen(site)
            let text = literalText(of: site, in: file)
            var allScale = true
            for candidate in site.fonts {
                for (value, choice) in sides(of: candidate.value, occurrence: candidate.occurrence, in: file) {
                    let font = inventoryFont(value, platform: site.platform, isDefault: candidate.isDefault, limit: limit)
                    allScale = allScale && font.scales
                    uses.append(FontUse(font: font, path: file.path, line: line, screen: screen, view: view,
                                        ownerType: screen == nil ? owner : nil, branch: branch, choice: choice, isApart: isApart,
                                        text: text))
                }
            }
            // The share of text that scales is Dynamic Type's: macOS and tvOS text has none to follow.
            guard site.platform.supportsDynamicType else { continue }
            sites += 1
            if allScale && !site.fonts.isEmpty { scaling += 1 }
        }
        for view in file.textViews {
            // Every font the view is given is one of its screen's levels; the last one says whether it scales.
            let assignments = view.assignments(of: .font).filter { !file.isInPreview($0.propertyToken) && !$0.fonts.isEmpty }
            guard let last = assignments.last else { continue }
            let follows = adjustsFontForContentSizeCategory(view, in: file)
            let limit = view.lastAssignment(of: .maximumContentSizeCategory).flatMap { category(named: $0.value, in: file) }
            // The view controller's or, in an extension, the extended type's (as too-many-type-levels
            // counts them); views of other types (an NSView subclass, a cell) group under their own type.
            let owner = file.screenOwner(of: view)
            let screen = owner.flatMap { declared.contains($0) ? $0 : nil }
                ?? (owner == nil ? view.type.flatMap { file.tree[$0].name }.map { file.tree.text(of: $0) } : nil)
            var allScale = true
            for assignment in assignments {
                let line = file.tree.file.location(of: file.offset(of: assignment.propertyToken)).line
                let platform = file.platform(at: assignment.propertyToken)
                for index in assignment.fonts {
                    for (value, choice) in sides(of: file.fonts[index].value, occurrence: index, in: file) {
                        var font = inventoryFont(value, platform: platform, isDefault: false, limit: limit)
                        // A UIKit font that is not re-applied keeps the size it had when it was set.
                        if !follows, font.scales { font.scaling = .setOnce }
                        if assignment.propertyToken == last.propertyToken { allScale = allScale && font.scales }
                        uses.append(FontUse(font: font, path: file.path, line: line, screen: screen, view: viewName(view.kind),
                                            ownerType: screen == nil ? owner : nil, choice: choice))
                    }
                }
            }
            guard file.platform(at: last.propertyToken).supportsDynamicType else { continue }
            sites += 1
            if allScale { scaling += 1 }
        }
        return InventoryFile(path: file.path, uses: uses, textSites: sites, scalingTextSites: scaling,
                             screens: file.screens.map(\.name))
    }

    /// The fonts a font occurrence can show, each with its side of a choice as `too-many-type-levels`
    /// takes it (``TypographyAudit/FileAnalysis/choice(of:occurrence:)``): a choice of two sizes
    /// (`.system(size: compact ? 13 : 17)`) is two fonts, one per side.
    private static func sides(of value: FontValue, occurrence: Int?, in file: FileAnalysis) -> [(FontValue, FontUse.Choice?)] {
        switch occurrence.flatMap({ file.choice(of: value, occurrence: $0) }) {
        case .sizes(let condition, let other)?:
            var second = value
            second.size = other
            second.alternativeSize = nil
            return [(value, FontUse.Choice(condition: condition, side: 0)), (second, FontUse.Choice(condition: condition, side: 1))]
        case .side(let condition, let side)?:
            return [(value, FontUse.Choice(condition: condition, side: side))]
        case nil:
            return [(value, nil)]
        }
    }

    /// The inventory of one Interface Builder document: the fonts of its text views, except where the
    /// run's code assigns the font (that font shows, and is the code's use). A view is grouped under
    /// the nearest enclosing custom class (its view controller, cell or view), else the class owning
    /// its outlet, else the document's File's Owner.
    public static func extract(_ inspection: DocumentInspection) -> InventoryFile {
        let xml = inspection.document.xml
        let owner = filesOwnerClass(in: xml)
        var uses: [FontUse] = []
        var sites = 0, scaling = 0
        for site in inspection.sites where !site.codeSetsFont {
            guard let value = site.font else { continue }
            var font = inventoryFont(value, platform: site.platform, isDefault: false, limit: nil)
            if !site.adjustsFont, font.scales { font.scaling = .setOnce }
            if site.platform.supportsDynamicType {
                sites += 1
                if font.scales { scaling += 1 }
            }
            let element = site.view.element
            let screen = xml.ancestor(of: element) { xml.value("customClass", of: $0) != nil }
                .flatMap { xml.value("customClass", of: $0) } ?? site.outlet?.ownerClass ?? owner
            uses.append(FontUse(font: font, path: inspection.path, line: xml.location(of: xml.elements[element].range.lowerBound).line,
                                screen: screen, view: viewName(site.view.kind), isInDocument: true))
        }
        return InventoryFile(path: inspection.path, uses: uses, textSites: sites, scalingTextSites: scaling)
    }

    /// The class of a xib's File's Owner (`placeholderIdentifier="IBFilesOwner"` on iOS, the custom
    /// object with id `-2` on macOS).
    private static func filesOwnerClass(in xml: XMLTree) -> String? {
        for element in xml.children(of: xml.root) where xml.element(element, isNamed: "objects") {
            for object in xml.children(of: element)
            where xml.value("placeholderIdentifier", of: object, is: "IBFilesOwner") || xml.value("id", of: object, is: "-2") {
                return xml.value("customClass", of: object)
            }
        }
        return nil
    }

    /// The inventory's view of one interpreted font.
    static func inventoryFont(_ value: FontValue, platform: Platform, isDefault: Bool,
                              limit: ContentSizeCategory?) -> InventoryFont {
        let family: InventoryFont.Family
        switch value.source {
        case .textStyle(let style), .preferred(let style): family = .textStyle(style, isDefault: isDefault)
        case .systemSize: family = .system
        case .custom where value.isSystemFontByName: family = .system
        case .custom(let name): family = .custom(name)
        case .unknown: family = .unknown
        }
        let scaling: InventoryFont.Scaling
        if let curve = value.scaling.curve {
            scaling = .curve(curve)
        } else if value.sizeOrigin.isAlreadyScaled {
            scaling = .scaledSize
        } else if case .none = value.scaling {
            scaling = .fixed
        } else {
            scaling = .unknown
        }
        var font = InventoryFont(family: family, platform: platform, size: value.resolvedSize(on: platform),
                             weight: systemWeight(named: value) ?? value.resolvedWeight(on: platform), design: value.design, width: value.width,
                             isItalic: value.isItalic, leading: value.leading, scaling: scaling,
                             maximumPointSize: value.maximumPointSize,
                             categoryLimit: limit.flatMap { $0 < platform.largestCategory ? $0 : nil })
        font.isScaledTwice = value.doubleScaling != nil && value.scaling.curve != nil
        return font
    }

    /// The weight a system font's PostScript name ends in (`SFProDisplay-Semibold`: semibold).
    private static func systemWeight(named value: FontValue) -> FontWeight? {
        guard value.isSystemFontByName, case .custom(let name?) = value.source,
              let dash = name.lastIndex(of: "-") else { return nil }
        return FontWeight(name: String(name[name.index(after: dash)...]))
    }

    /// The words of a text written as a plain string literal (`Text("Order placed")`), nil for a
    /// value, an interpolation or what reads as a localization key (`"order.title"`, `"order_title"`).
    private static func literalText(of site: TextSite, in file: FileAnalysis) -> String? {
        guard site.content == .literal, let argument = site.contentArgument, let value = file.tree[argument].value,
              let chain = file.tree.singleChain(of: value), let text = file.tree.stringLiteralText(of: file.tree.base(of: chain)),
              text.contains(where: \.isLetter), text.contains(" ") || !text.contains(where: { $0 == "_" || $0 == "." })
        else { return nil }
        return text
    }

    /// The upper bound of the nearest `.dynamicTypeSize(…)` that applies to a SwiftUI text site.
    private static func categoryLimit(of site: TextSite, in file: FileAnalysis) -> ContentSizeCategory? {
        guard let component = site.modifier(.dynamicTypeSize), let argument = file.tree.argument(nil, of: component),
              let expression = file.tree[argument].value else { return nil }
        return DynamicTypeRange(expression, in: file.tree)?.upperBound
    }

    /// Whether a UIKit/AppKit view re-applies its font when the text size changes: what the code
    /// sets, else what its Interface Builder document sets on the outlet.
    private static func adjustsFontForContentSizeCategory(_ view: PlatformTextView, in file: FileAnalysis) -> Bool {
        guard let assignment = view.lastAssignment(of: .adjustsFontForContentSizeCategory) else {
            return file.documentAdjustsFont(of: view)
        }
        return file.tree.text(of: file.tree[assignment.value].tokens) == "true"
    }

    /// `.accessibilityMedium`, `UIContentSizeCategory.extraLarge` as a category.
    private static func category(named expression: ExpressionID, in file: FileAnalysis) -> ContentSizeCategory? {
        guard let chain = file.tree.singleChain(of: expression), let last = file.tree.components(of: chain).last,
              let name = file.tree[last].name else { return nil }
        return ContentSizeCategory(name: file.tree.text(of: name))
    }

    private static func viewName(_ kind: TextSite.Kind) -> String {
        switch kind {
        case .text: "Text"
        case .label: "Label"
        case .button: "Button"
        case .textField: "TextField"
        case .secureField: "SecureField"
        case .textEditor: "TextEditor"
        case .toggle: "Toggle"
        case .link: "Link"
        case .navigationLink: "NavigationLink"
        case .menu: "Menu"
        case .picker: "Picker"
        case .stepper: "Stepper"
        case .datePicker: "DatePicker"
        case .labeledContent: "LabeledContent"
        case .navigationTitle: "navigationTitle"
        }
    }

    private static func viewName(_ kind: InterfaceBuilderTextView.Kind) -> String {
        switch kind {
        case .label: "label"
        case .button: "button title"
        case .textField: "text field"
        case .textView: "text view"
        }
    }

    private static func viewName(_ kind: PlatformTextView.Kind) -> String {
        switch kind {
        case .label: "label"
        case .buttonTitle: "button title"
        case .textField: "text field"
        case .textView: "text view"
        case .unknown: "text view"
        }
    }
}
