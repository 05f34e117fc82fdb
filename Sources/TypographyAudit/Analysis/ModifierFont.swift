import SwiftSource

/// What a View modifier of the project does to the font of the texts it is applied to, read from
/// its declaration in an `extension View` / `extension Text` (`func eyebrow() -> some View {
/// font(.caption.weight(.semibold)) … }`): the font it sets, or none.
public struct ModifierFont: Sendable {
    /// The modifier's name.
    public var name: String
    /// The font it sets; nil when its body sets none.
    public var value: FontValue?
}

/// SwiftUI modifiers that leave a text's font alone (`padding`, `background`, `onTapGesture` …):
/// any other modifier the audit cannot read (a design system's `.appButton()` from a package) may
/// set one, so the text's font is unknown, not body.
enum FontNeutralModifiers {
    static func contains(_ token: TokenID, in tree: SyntaxTree) -> Bool {
        names.value(named: token, in: tree) != nil
    }

    private static let names = NameIndex(spellings.split(separator: " ").map { (String($0), true) })

    private static let spellings = """
        padding background overlay opacity cornerRadius clipShape clipped shadow border offset position \
        rotationEffect rotation3DEffect scaleEffect blur brightness saturation grayscale colorMultiply blendMode \
        mask compositingGroup drawingGroup onTapGesture onLongPressGesture onAppear onDisappear onChange \
        onReceive onSubmit onHover onDrag onDrop onDelete onMove onOpenURL task gesture simultaneousGesture \
        highPriorityGesture tag id tint accentColor disabled hidden layoutPriority zIndex listRowBackground \
        listRowInsets listRowSeparator listRowSpacing listSectionSeparator listStyle listItemTint \
        navigationBarTitleDisplayMode navigationDestination navigationBarBackButtonHidden toolbar \
        toolbarBackground toolbarRole sheet fullScreenCover alert confirmationDialog popover contextMenu \
        swipeActions refreshable searchable animation transition matchedGeometryEffect accessibilityLabel \
        accessibilityHint accessibilityValue accessibilityHidden accessibilityElement accessibilityAddTraits \
        accessibilityRemoveTraits accessibilityIdentifier accessibilitySortPriority accessibilityAction \
        accessibilityHeading accessibilityInputLabels accessibilityRepresentation contentShape symbolRenderingMode \
        symbolVariant symbolEffect imageScale aspectRatio resizable renderingMode interpolation \
        ignoresSafeArea edgesIgnoringSafeArea safeAreaInset safeAreaPadding contentMargins redacted unredacted \
        privacySensitive textSelection keyboardType textContentType autocorrectionDisabled disableAutocorrection \
        textInputAutocapitalization autocapitalization submitLabel focused focusable labelsHidden pickerStyle \
        datePickerStyle formStyle tabViewStyle menuStyle progressViewStyle gaugeStyle indexViewStyle \
        controlSize badge help underline strikethrough baselineOffset containerBackground widgetURL \
        widgetAccentable sensoryFeedback draggable dropDestination presentationDetents presentationDragIndicator \
        interactiveDismissDisabled scrollContentBackground scrollDisabled scrollIndicators scrollPosition \
        scrollTargetBehavior scrollTargetLayout defaultScrollAnchor headerProminence allowsHitTesting \
        hoverEffect keyboardShortcut environmentObject preferredColorScheme statusBarHidden tabItem \
        containerRelativeFrame visualEffect geometryGroup alignmentGuide coordinateSpace preference \
        onPreferenceChange anchorPreference backgroundStyle listRowSeparatorTint deleteDisabled moveDisabled \
        selectionDisabled navigationSplitViewColumnWidth inspector searchSuggestions userActivity \
        onContinueUserActivity fileImporter fileExporter chartXSelection chartYSelection chartXAxis chartYAxis \
        chartLegend chartForegroundStyleScale popoverTip persistentSystemOverlays lineLimit foregroundStyle \
        foregroundColor textCase truncationMode multilineTextAlignment minimumScaleFactor allowsTightening \
        kerning tracking lineSpacing dynamicTypeSize frame fixedSize monospacedDigit monospaced bold italic \
        fontWeight fontDesign fontWidth contentTransition navigationTitle accessibilityShowsLargeContentViewer \
        buttonBorderShape listRowHoverEffect tableStyle transaction
        """
}

extension FileAnalysisBuilder {
    /// The font a View or Text extension function sets on what it is applied to, when the body says:
    /// a `.font(…)` the interpreter reads, or no font at all (nil when it cannot tell: another
    /// custom modifier, `.modifier(…)`).
    func modifierFont(of id: DeclarationID) -> ModifierFont? {
        let declaration = tree[id]
        guard declaration.kind == .function, let name = declaration.name, let parent = declaration.parent,
              tree[parent].kind == .extension, let extended = tree[parent].nameTokens.last,
              tree.token(extended, is: "View") || tree.token(extended, is: "Text"), let body = declaration.body
        else { return nil }
        let tokens = tree[body].tokens
        let interpreter = self.interpreter
        for component in names.components(named: .font) where tokens.contains(tree[component].token) {
            guard tree[component].isCalled, let argument = tree.argument(nil, of: component),
                  let expression = tree[argument].value, let chain = tree.valueChains(of: expression).first,
                  let font = interpreter.interpret(chain, context: .swiftUI) else { return nil }
            return ModifierFont(name: tree.text(of: name), value: font.value)
        }
        for chain in tree.chains(in: tokens) {
            for component in tree.components(of: chain) where tree[component].isCalled && names[component] == nil {
                // Another modifier of unknown effect: the font cannot be told.
                guard FontNeutralModifiers.contains(tree[component].token, in: tree)
                    || tree[component].kind == .identifier && tree.startsUppercase(tree[component].token) else { return nil }
            }
        }
        return ModifierFont(name: tree.text(of: name), value: nil)
    }
}
