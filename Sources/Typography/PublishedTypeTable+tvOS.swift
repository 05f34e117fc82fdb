extension PublishedTypeTable {
    /// tvOS built-in text styles (HIG table 4.1, R6: Caption 1 Medium → Bold, the Dec 2025 table).
    /// Only this one table is published; sizes at other categories are not.
    static let tvOS = PublishedTypeTable(categories: [.large], appliesToEveryCategory: false, rows: [
        PublishedRow(.title, weight: .medium, emphasized: .bold, sizes: [76], lineHeights: [96]),
        PublishedRow(.title2, weight: .medium, emphasized: .bold, sizes: [57], lineHeights: [66]),
        PublishedRow(.title3, weight: .medium, emphasized: .bold, sizes: [48], lineHeights: [56]),
        PublishedRow(.headline, weight: .medium, emphasized: .bold, sizes: [38], lineHeights: [46]),
        PublishedRow(.subtitle1, weight: .regular, emphasized: .medium, sizes: [38], lineHeights: [46]),
        PublishedRow(.callout, weight: .medium, emphasized: .bold, sizes: [31], lineHeights: [38]),
        PublishedRow(.body, weight: .medium, emphasized: .bold, sizes: [29], lineHeights: [36]),
        PublishedRow(.caption, weight: .medium, emphasized: .bold, sizes: [25], lineHeights: [32]),
        PublishedRow(.caption2, weight: .medium, emphasized: .bold, sizes: [23], lineHeights: [30]),
    ])
}
