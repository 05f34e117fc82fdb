#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit

final class PreferencesWindowController: NSWindowController {
    private let sizeSlider = NSSlider(value: 13, minValue: 10, maxValue: 24, target: nil, action: nil)
    private let previewField = NSTextField(wrappingLabelWithString: "The quick brown fox jumps over the lazy dog.")
    private let sizeLabel = NSTextField(labelWithString: "")

    convenience init() {
        let window = NSWindow(
            contentRect: NSRect(x: 0, y: 0, width: 420, height: 220),
            styleMask: [.titled, .closable],
            backing: .buffered,
            defer: false
        )
        window.title = "Preferences"
        self.init(window: window)
        buildContent()
    }

    private func buildContent() {
        sizeSlider.target = self
        sizeSlider.action = #selector(sizeChanged(_:))
        sizeSlider.numberOfTickMarks = 8
        sizeSlider.allowsTickMarkValuesOnly = true

        sizeLabel.font = NSFont.monospacedDigitSystemFont(ofSize: 12, weight: .regular)
        sizeLabel.alignment = .right

        previewField.font = NSFont(name: "Georgia", size: 13) ?? .systemFont(ofSize: 13)
        previewField.maximumNumberOfLines = 3
        previewField.preferredMaxLayoutWidth = 380

        let caption = NSTextField(labelWithString: "Article text size")
        caption.font = .systemFont(ofSize: NSFont.smallSystemFontSize)
        caption.textColor = .secondaryLabelColor

        let row = NSStackView(views: [sizeSlider, sizeLabel])
        row.orientation = .horizontal
        let stack = NSStackView(views: [caption, row, previewField])
        stack.orientation = .vertical
        stack.alignment = .leading
        stack.spacing = 12
        stack.edgeInsets = NSEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        window?.contentView = stack
        sizeChanged(sizeSlider)
    }

    @objc private func sizeChanged(_ sender: NSSlider) {
        let size = CGFloat(sender.doubleValue.rounded())
        sizeLabel.stringValue = String(format: "%.0f pt", size)
        previewField.font = NSFontManager.shared.convert(previewField.font ?? .systemFont(ofSize: size), toSize: size)
        UserDefaults.standard.set(Double(size), forKey: "preferredReadingSize")
    }
}
#endif
