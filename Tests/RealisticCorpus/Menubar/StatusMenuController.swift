import AppKit

final class StatusMenuController: NSObject {
    private let statusItem = NSStatusBar.system.statusItem(withLength: NSStatusItem.variableLength)
    private let menu = NSMenu()
    private let headerField = NSTextField(labelWithString: "")
    private let detailField = NSTextField(labelWithString: "")
    private let footnoteField = NSTextField(labelWithString: "")

    func build() {
        let item = NSMenuItem(title: "Sync now", action: #selector(sync), keyEquivalent: "s")
        item.attributedTitle = NSAttributedString(string: "Sync now", attributes: [.font: NSFont.menuFont(ofSize: 0)])
        menu.addItem(item)
        headerField.font = NSFont.systemFont(ofSize: 0)
        detailField.font = NSFont(name: "Menlo", size: 0) // expect: too-many-typefaces
        footnoteField.font = NSFont.systemFont(ofSize: 9) // expect: fixed-font-size, below-minimum-size
        statusItem.menu = menu
    }

    @objc private func sync() {}
}
