import UIKit

final class RecipeCardViewController: UIViewController {
    private let recipe: Recipe

    private let titleLabel: UILabel = {
        let label = UILabel()
        label.font = UIFont(name: "Didot-Bold", size: 30)
        label.numberOfLines = 0
        return label
    }()

    private let methodLabel: UILabel = {
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .subheadline)
        label.textColor = .secondaryLabel
        return label
    }()

    private let ratioLabel = UILabel()
    private let notesLabel = UILabel()
    private let timeLabel = UILabel()
    private let roasterLabel = UILabel()
    private let brewButton = UIButton(type: .system)

    init(recipe: Recipe) {
        self.recipe = recipe
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        titleLabel.text = recipe.name
        methodLabel.text = recipe.method.rawValue

        ratioLabel.font = UIFont.systemFont(ofSize: 15, weight: .medium)
        ratioLabel.text = recipe.ratioText
        ratioLabel.minimumScaleFactor = 0.7
        ratioLabel.adjustsFontSizeToFitWidth = true

        notesLabel.font = .brewScaledBody
        notesLabel.adjustsFontForContentSizeCategory = true
        notesLabel.numberOfLines = 0
        notesLabel.text = recipe.notes

        timeLabel.font = UIFont.brewFont(ofSize: 20, weight: .semibold)
        timeLabel.text = recipe.brewTimeText

        roasterLabel.font = .brewScaled(.footnote, size: 13, weight: .medium)
        roasterLabel.adjustsFontForContentSizeCategory = true
        roasterLabel.textColor = .secondaryLabel
        roasterLabel.text = recipe.roaster

        brewButton.setTitle("Brew this", for: .normal)
        brewButton.titleLabel?.font = .boldSystemFont(ofSize: 17)
        brewButton.addTarget(self, action: #selector(startBrew), for: .primaryActionTriggered)

        let stack = UIStackView(arrangedSubviews: [
            titleLabel, methodLabel, ratioLabel, timeLabel, notesLabel, roasterLabel, brewButton,
        ])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
        ])
    }

    @objc private func startBrew() {
        let timer = UIHostingControllerFactory.timer(for: recipe)
        present(timer, animated: true)
    }
}

final class RecipeStampView: UIView {
    private let stampLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        stampLabel.font = .systemFont(ofSize: UIFont.preferredFont(forTextStyle: .caption1).pointSize)
        stampLabel.text = "Roasted to order"
        addSubview(stampLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
