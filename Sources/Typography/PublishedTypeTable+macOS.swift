extension PublishedTypeTable {
    /// macOS built-in text styles (HIG table 2). No Dynamic Type: the values hold in every category (R4).
    static let macOS = PublishedTypeTable(categories: [.large], appliesToEveryCategory: true, rows: [
        PublishedRow(.largeTitle, weight: .regular, emphasized: .bold, sizes: [26], lineHeights: [32]),
        PublishedRow(.title, weight: .regular, emphasized: .bold, sizes: [22], lineHeights: [26]),
        PublishedRow(.title2, weight: .regular, emphasized: .bold, sizes: [17], lineHeights: [22]),
        PublishedRow(.title3, weight: .regular, emphasized: .semibold, sizes: [15], lineHeights: [20]),
        PublishedRow(.headline, weight: .bold, emphasized: .heavy, sizes: [13], lineHeights: [16]),
        PublishedRow(.body, weight: .regular, emphasized: .semibold, sizes: [13], lineHeights: [16]),
        PublishedRow(.callout, weight: .regular, emphasized: .semibold, sizes: [12], lineHeights: [15]),
        PublishedRow(.subheadline, weight: .regular, emphasized: .semibold, sizes: [11], lineHeights: [14]),
        PublishedRow(.footnote, weight: .regular, emphasized: .semibold, sizes: [10], lineHeights: [13]),
        PublishedRow(.caption, weight: .regular, emphasized: .medium, sizes: [10], lineHeights: [13]),
        PublishedRow(.caption2, weight: .medium, emphasized: .semibold, sizes: [10], lineHeights: [13]),
    ])
}
