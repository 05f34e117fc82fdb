import UIKit

final class BrewSummaryViewController: UIViewController {
    @IBOutlet private var methodLabel: UILabel!
    @IBOutlet private var ratioLabel: UILabel!
    @IBOutlet private var notesLabel: UILabel!
    @IBOutlet private var startButton: UIButton!

    var recipe: Recipe?

    override func viewDidLoad() {
        super.viewDidLoad()
        ratioLabel.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        notesLabel.font = .preferredFont(forTextStyle: .body)
        guard let recipe else { return }
        methodLabel.text = recipe.method.rawValue
        ratioLabel.text = recipe.ratioText
        notesLabel.text = recipe.notes
    }
}

final class RecipeCell: UITableViewCell {
    @IBOutlet var nameLabel: UILabel!
    @IBOutlet var roasterLabel: UILabel!

    func configure(with recipe: Recipe) {
        nameLabel.text = recipe.name
        roasterLabel.text = recipe.roaster
    }
}
