import AppKit

final class BrewInspectorView: NSView {
    private let titleField = NSTextField(labelWithString: "")
    private let detailField = NSTextField(wrappingLabelWithString: "")
    private let roasterField = NSTextField(labelWithString: "")
    private let footnoteField = NSTextField(labelWithString: "")

    init(recipe: Recipe) {
        super.init(frame: .zero)

        titleField.font = NSFont.systemFont(ofSize: 18, weight: .semibold)
        titleField.stringValue = recipe.name
        titleField.lineBreakMode = .byTruncatingTail

        detailField.font = .preferredFont(forTextStyle: .body)
        detailField.stringValue = recipe.notes

        roasterField.font = NSFont.systemFont(ofSize: NSFont.smallSystemFontSize)
        roasterField.stringValue = recipe.roaster

        footnoteField.font = NSFont.systemFont(ofSize: 9)
        footnoteField.textColor = .secondaryLabelColor
        footnoteField.stringValue = "Ratio \(recipe.ratioText)"

        let stack = NSStackView(views: [titleField, detailField, roasterField, footnoteField])
        stack.orientation = .vertical
        stack.alignment = .leading
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 16),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }
}
