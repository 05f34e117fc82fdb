/// A UIKit screen: a view controller with labels built in lazy closures, setup in `viewDidLoad`,
/// Auto Layout constraints, attributed strings with `.kern`, table data source extensions and cells.
enum UIKitControllerTemplate {
    /// Writes the file and returns the main type's name.
    static func write(_ b: SourceBuilder, feature: Feature, lines: Int) -> String {
        let name = feature.name + b.pick(["", "Detail", "List", "Settings", "Summary"]) + "ViewController"
        b.line("import UIKit")
        if b.chance(30) { b.line("import Combine") }
        b.blank()
        let labels = (0..<b.int(2...4)).map { index in
            ["title", "subtitle", "caption", "price", "status", "footnote"][index] + "Label"
        }
        DocComments.write(b, about: "Displays the \(feature.variable) and lets the user act on it.")
        b.block("final class \(name): UIViewController") {
            for label in labels {
                labelProperty(b, name: label)
                b.blank()
            }
            b.line("private let \(feature.variable): \(feature.name)")
            b.line("private var observers: [NSObjectProtocol] = []")
            b.blank()
            b.block("init(\(feature.variable): \(feature.name))") {
                b.line("self.\(feature.variable) = \(feature.variable)")
                b.line("super.init(nibName: nil, bundle: nil)")
            }
            b.blank()
            b.line("@available(*, unavailable)")
            b.block("required init?(coder: NSCoder)") {
                b.line("fatalError(\"init(coder:) has not been implemented\")")
            }
            b.blank()
            viewDidLoad(b, labels: labels)
            b.blank()
            configure(b, feature: feature, labels: labels)
            b.blank()
            b.line("@objc private func didTapPrimary(_ sender: UIButton) {")
            b.indented { b.line("navigationController?.popViewController(animated: true)") }
            b.line("}")
        }
        b.repeatUntil(lines: lines) { index in
            b.blank()
            switch index {
            case 0: dataSource(b, controller: name, feature: feature)
            case 1: traitChanges(b, controller: name, labels: labels)
            default: cell(b, feature: feature, index: index)
            }
        }
        return name
    }

    private static func labelProperty(_ b: SourceBuilder, name: String) {
        let lazy = b.chance(40)
        b.block("private \(lazy ? "lazy var" : "let") \(name): UILabel =", close: "}()") {
            b.line("let label = UILabel()")
            b.line("label.font = \(FontExpressions.uiKit(b))")
            if b.chance(60) { b.line("label.adjustsFontForContentSizeCategory = \(b.chance(80))") }
            b.line("label.numberOfLines = \(b.int(0...3))")
            if b.chance(30) { b.line("label.minimumScaleFactor = 0.\(b.int(5...9))") }
            if b.chance(30) { b.line("label.adjustsFontSizeToFitWidth = true") }
            if b.chance(40) { b.line("label.textColor = \(b.pick(Vocabulary.uiColors))") }
            b.line("label.translatesAutoresizingMaskIntoConstraints = false")
            b.line("return label")
        }
    }

    private static func viewDidLoad(_ b: SourceBuilder, labels: [String]) {
        b.block("override func viewDidLoad()") {
            b.line("super.viewDidLoad()")
            b.line("view.backgroundColor = .systemBackground")
            b.line("let stack = UIStackView(arrangedSubviews: [\(labels.joined(separator: ", "))])")
            b.line("stack.axis = .vertical")
            b.line("stack.spacing = \(b.int(4...16))")
            b.line("stack.translatesAutoresizingMaskIntoConstraints = false")
            b.line("view.addSubview(stack)")
            b.group("NSLayoutConstraint.activate([", close: "])") {
                b.line("stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: \(b.int(8...24))),")
                b.line("stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),")
                b.line("stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),")
                if b.chance(50) {
                    b.line("\(labels[0]).heightAnchor.constraint(greaterThanOrEqualToConstant: \(b.int(20...60))),")
                }
            }
            if b.chance(50) {
                b.line("let button = UIButton(type: .system)")
                b.line("button.setTitle(\"\(b.pick(Vocabulary.phrases))\", for: .normal)")
                b.line("button.titleLabel?.font = \(FontExpressions.uiKit(b))")
                b.line("button.addTarget(self, action: #selector(didTapPrimary(_:)), for: .touchUpInside)")
                b.line("stack.addArrangedSubview(button)")
            }
            b.line("configure()")
            if b.chance(50) {
                b.group("observers.append(NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { [weak self] _ in", close: "})") {
                    b.line("self?.configure()")
                }
            }
        }
    }

    private static func configure(_ b: SourceBuilder, feature: Feature, labels: [String]) {
        b.block("private func configure()") {
            let field = feature.stringField(b).name
            b.line("\(labels[0]).text = \(feature.variable).\(field)")
            b.line("\(labels[1]).text = \"\\(\(feature.variable).\(field)) — \(b.pick(Vocabulary.phrases))\"")
            if b.chance(70) {
                b.line("let paragraph = NSMutableParagraphStyle()")
                b.line("paragraph.lineSpacing = \(b.int(-2...8))")
                if b.chance(40) { b.line("paragraph.lineHeightMultiple = \(b.pick(["0.9", "1.1", "1.2", "1.4"]))") }
                b.group("let attributes: [NSAttributedString.Key: Any] = [", close: "]") {
                    b.line(".font: \(FontExpressions.uiKit(b)),")
                    b.line(".kern: \(b.decimal(0...2, negative: b.chance(30))),")
                    b.line(".paragraphStyle: paragraph,")
                    b.line(".foregroundColor: UIColor.secondaryLabel,")
                }
                b.line("\(labels.last!).attributedText = NSAttributedString(string: \"\(b.pick(Vocabulary.phrases))\", attributes: attributes)")
            }
            if b.chance(40) {
                b.line("title = \(feature.variable).\(field)")
                b.line("navigationItem.largeTitleDisplayMode = .always")
            }
        }
    }

    private static func dataSource(_ b: SourceBuilder, controller: String, feature: Feature) {
        b.line("// MARK: - UITableViewDataSource")
        b.blank()
        b.block("extension \(controller): UITableViewDataSource") {
            b.block("func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int") {
                b.line("section == 0 ? \(b.int(1...5)) : \(feature.variable).\(feature.stringField(b).name).count")
            }
            b.blank()
            b.block("func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell") {
                b.line("let cell = tableView.dequeueReusableCell(withIdentifier: \"cell\", for: indexPath)")
                b.line("var content = cell.defaultContentConfiguration()")
                b.line("content.text = \"Row \\(indexPath.row + 1)\"")
                b.line("content.textProperties.font = \(FontExpressions.uiKit(b))")
                b.line("content.secondaryTextProperties.adjustsFontForContentSizeCategory = true")
                b.line("cell.contentConfiguration = content")
                b.line("return cell")
            }
        }
    }

    private static func cell(_ b: SourceBuilder, feature: Feature, index: Int) {
        let name = "\(feature.name)Cell\(index)"
        b.block("final class \(name): UITableViewCell") {
            b.line("static let reuseIdentifier = \"\(name)\"")
            b.line("private let valueLabel = UILabel()")
            b.blank()
            b.block("override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)") {
                b.line("super.init(style: style, reuseIdentifier: reuseIdentifier)")
                b.line("valueLabel.font = \(FontExpressions.uiKit(b))")
                b.line("valueLabel.adjustsFontForContentSizeCategory = true")
                b.line("contentView.addSubview(valueLabel)")
            }
            b.blank()
            b.line("required init?(coder: NSCoder) { fatalError() }")
            b.blank()
            b.block("func configure(with \(feature.variable): \(feature.name))") {
                b.line("valueLabel.text = \(feature.variable).\(feature.stringField(b).name)")
                b.line("accessibilityLabel = valueLabel.text")
            }
        }
    }

    private static func traitChanges(_ b: SourceBuilder, controller: String, labels: [String]) {
        b.block("extension \(controller)") {
            b.block("override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)") {
                b.line("super.traitCollectionDidChange(previousTraitCollection)")
                b.block("guard traitCollection.preferredContentSizeCategory != previousTraitCollection?.preferredContentSizeCategory else", close: "}") {
                    b.line("return")
                }
                b.line("let isAccessibility = traitCollection.preferredContentSizeCategory.isAccessibilityCategory")
                b.line("\(labels[0]).numberOfLines = isAccessibility ? 0 : \(b.int(1...2))")
                b.line("\(labels[1]).font = isAccessibility ? .preferredFont(forTextStyle: .body) : \(FontExpressions.uiKit(b))")
            }
        }
    }
}
