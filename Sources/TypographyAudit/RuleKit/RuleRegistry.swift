/// Every rule the audit runs. Adding a rule: write its file in `Rules/` and add one line here.
public enum RuleRegistry {
    /// The rules, in the order they run (output is sorted afterwards, so the order does not show).
    public static let all: [any Rule] = [
        FixedFontSizeRule(),
        CustomFontNotScaledRule(),
        CustomFontWrongCurveRule(),
        DoubleScalingRule(),
        MissingAdjustsFontRule(),
        DynamicTypeCappedRule(),
        TextClipsAtLargeSizesRule(),
        BelowMinimumSizeRule(),
        ThinWeightRule(),
        ProportionalChangingDigitsRule(),
        KerningInsteadOfTrackingRule(),
        ManualTrackingRule(),
        TightLeadingMultilineRule(),
        NegativeLineSpacingRule(),
        TruncationInsteadOfWrappingRule(),
        MinimumScaleFactorRule(),
        Caption2UseRule(),
        SymbolFixedPointSizeRule(),
        MonospacedParagraphRule(),
        CustomFontInDenseUIRule(),
        LargeTypeInCompactContainerRule(),
        CaptionForEssentialContentRule(),
        TooManyTypefacesRule(),
        TooManyTypeLevelsRule(),
        ColorForHierarchyRule(),
        SymbolOverpowersTextRule(),
        FixedLayoutAtAccessibilitySizesRule(),
        NonUpdatingScaledFontRule(),
    ]

    /// The descriptions of every rule, sorted by id.
    public static var descriptions: [RuleDescription] {
        all.map { type(of: $0).description }.sorted { $0.id < $1.id }
    }

    /// The rule with this id.
    public static func rule(_ id: String) -> (any Rule)? {
        all.first { type(of: $0).description.id == id }
    }

    /// Every rule id of the catalog (`audit-rules.md`) with its options. Configuration may name a
    /// catalog rule that this version does not run yet (with a warning that it has no effect); any
    /// other id is an error.
    public static let catalog: [String: [String: ConfigurationOptionType]] = [
        "fixed-font-size": [:], "custom-font-not-scaled": [:], "custom-font-wrong-curve": [:],
        "double-scaling": [:], "missing-adjusts-font": [:], "dynamic-type-capped": [:],
        "text-clips-at-large-sizes": [:], "non-updating-scaled-font": [:],
        "too-many-type-levels": ["maxLevels": .integer], "caption-for-essential-content": [:], "caption2-use": [:],
        "below-minimum-size": [:], "color-for-hierarchy": [:], "large-type-in-compact-container": [:],
        "too-many-typefaces": ["maxFamilies": .integer], "custom-font-in-dense-ui": [:],
        "thin-weight": [:], "proportional-changing-digits": [:], "monospaced-paragraph": [:],
        "kerning-instead-of-tracking": [:], "manual-tracking": [:], "tight-leading-multiline": [:],
        "negative-line-spacing": [:], "truncation-instead-of-wrapping": [:], "minimum-scale-factor": [:],
        "symbol-overpowers-text": [:], "symbol-fixed-point-size": [:], "fixed-layout-at-accessibility-sizes": [:],
    ]

    /// What configuration may name: every catalog rule and every registered rule, with options.
    public static var configurationSchema: ConfigurationSchema {
        var rules = catalog
        for rule in all { rules[type(of: rule).description.id, default: [:]].merge(type(of: rule).options) { $1 } }
        let running = Set(all.map { type(of: $0).description.id })
        return ConfigurationSchema(rules: rules, plannedRuleIDs: Set(catalog.keys).subtracting(running))
    }
}
