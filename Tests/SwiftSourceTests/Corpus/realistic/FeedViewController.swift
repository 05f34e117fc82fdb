import UIKit
import Combine

final class FeedViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case featured
        case latest
    }

    private typealias DataSource = UICollectionViewDiffableDataSource<Section, Article.ID>
    private typealias Snapshot = NSDiffableDataSourceSnapshot<Section, Article.ID>

    private let viewModel: FeedViewModel
    private var cancellables = Set<AnyCancellable>()
    private var dataSource: DataSource!

    private lazy var collectionView: UICollectionView = {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: makeLayout())
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.register(ArticleCell.self, forCellWithReuseIdentifier: ArticleCell.reuseIdentifier)
        collectionView.delegate = self
        return collectionView
    }()

    private let emptyLabel: UILabel = {
        let label = UILabel()
        label.text = NSLocalizedString("No stories yet. Pull to refresh.", comment: "Empty feed")
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.textAlignment = .center
        label.numberOfLines = 0
        label.isHidden = true
        return label
    }()

    init(viewModel: FeedViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationController?.navigationBar.largeTitleTextAttributes = [
            .font: UIFont.brand("Merriweather-Black", size: 34, relativeTo: .largeTitle),
            .kern: -0.5,
        ]

        view.addSubview(collectionView)
        view.addSubview(emptyLabel)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        emptyLabel.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            emptyLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            emptyLabel.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            emptyLabel.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
        ])

        let refresh = UIRefreshControl()
        refresh.addTarget(self, action: #selector(refreshPulled(_:)), for: .valueChanged)
        collectionView.refreshControl = refresh

        configureDataSource()
        bind()
    }

    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
            guard let section = Section(rawValue: sectionIndex) else { return nil }
            let isAccessibility = self?.traitCollection.preferredContentSizeCategory.isAccessibilityCategory ?? false
            switch section {
            case .featured where !isAccessibility:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(0.85), heightDimension: .estimated(280)),
                    subitems: [item]
                )
                let layoutSection = NSCollectionLayoutSection(group: group)
                layoutSection.orthogonalScrollingBehavior = .groupPagingCentered
                layoutSection.interGroupSpacing = 12
                return layoutSection
            default:
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.showsSeparators = true
                return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            }
        }
    }

    private func configureDataSource() {
        dataSource = DataSource(collectionView: collectionView) { [viewModel] collectionView, indexPath, id in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ArticleCell.reuseIdentifier, for: indexPath) as! ArticleCell
            if let article = viewModel.article(with: id) {
                cell.configure(with: article, style: indexPath.section == 0 ? .featured : .compact)
            }
            return cell
        }
    }

    private func bind() {
        viewModel.$articles
            .receive(on: DispatchQueue.main)
            .sink { [weak self] articles in
                guard let self else { return }
                var snapshot = Snapshot()
                snapshot.appendSections(Section.allCases)
                snapshot.appendItems(articles.prefix(5).map(\.id), toSection: .featured)
                snapshot.appendItems(articles.dropFirst(5).map(\.id), toSection: .latest)
                self.dataSource.apply(snapshot, animatingDifferences: self.view.window != nil)
                self.emptyLabel.isHidden = !articles.isEmpty
                self.collectionView.refreshControl?.endRefreshing()
            }
            .store(in: &cancellables)
    }

    @objc private func refreshPulled(_ sender: UIRefreshControl) {
        Task { await viewModel.reload() }
    }
}

extension FeedViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let id = dataSource.itemIdentifier(for: indexPath), let article = viewModel.article(with: id) else { return }
        let detail = UIHostingController(rootView: ArticleDetailView(article: article))
        navigationController?.pushViewController(detail, animated: true)
    }
}
