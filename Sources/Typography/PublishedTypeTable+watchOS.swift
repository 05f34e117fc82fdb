extension PublishedTypeTable {
    /// watchOS Dynamic Type: HIG sizes (table 3.2) and leading (table 3.3) of the latest HIG (R5:
    /// Title 2 at Large = 28, Caption 2 at xxLarge = 16), nine categories. The four leading cells that
    /// are not size + 2.5 (AX1 Title 2 41, AX2 Title 1 46, AX2 Footnote 2 17.5, AX3 Title 1 47) are kept
    /// as published. `footnote` is HIG "Footnote 1".
    static let watchOS = PublishedTypeTable(
        categories: ContentSizeCategory.watchOSCategories, appliesToEveryCategory: false, rows: [
        PublishedRow(.largeTitle, weight: .regular, emphasized: .bold,
                     sizes: [30, 32, 36, 40, 41, 42, 44, 45, 46],
                     lineHeights: [32.5, 34.5, 38.5, 42.5, 43.5, 44.5, 46.5, 47.5, 48.5]),
        PublishedRow(.title, weight: .regular, emphasized: .semibold,
                     sizes: [28, 30, 34, 38, 39, 40, 42, 43, 44],
                     lineHeights: [30.5, 32.5, 36.5, 40.5, 41.5, 42.5, 44.5, 46, 47]),
        PublishedRow(.title2, weight: .regular, emphasized: .semibold,
                     sizes: [24, 26, 28, 30, 31, 32, 34, 35, 36],
                     lineHeights: [26.5, 28.5, 30.5, 32.5, 33.5, 34.5, 41, 37.5, 38.5]),
        PublishedRow(.title3, weight: .regular, emphasized: .semibold,
                     sizes: [17, 18, 19, 20, 21, 22, 24, 25, 26],
                     lineHeights: [19.5, 20.5, 21.5, 22.5, 23.5, 24.5, 26.5, 27.5, 28.5]),
        PublishedRow(.headline, weight: .semibold, emphasized: .semibold,
                     sizes: [14, 15, 16, 17, 18, 19, 21, 22, 23],
                     lineHeights: [16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 23.5, 24.5, 25.5]),
        PublishedRow(.body, weight: .regular, emphasized: .semibold,
                     sizes: [14, 15, 16, 17, 18, 19, 21, 22, 23],
                     lineHeights: [16.5, 17.5, 18.5, 19.5, 20.5, 21.5, 23.5, 24.5, 25.5]),
        PublishedRow(.caption, weight: .regular, emphasized: .semibold,
                     sizes: [13, 14, 15, 16, 17, 18, 18, 19, 20],
                     lineHeights: [15.5, 16.5, 17.5, 18.5, 19.5, 20.5, 20.5, 21.5, 22.5]),
        PublishedRow(.caption2, weight: .regular, emphasized: .semibold,
                     sizes: [12, 13, 14, 15, 16, 17, 17, 18, 19],
                     lineHeights: [14.5, 15.5, 16.5, 17.5, 18.5, 19.5, 19.5, 20.5, 21.5]),
        PublishedRow(.footnote, weight: .regular, emphasized: .semibold,
                     sizes: [11, 12, 13, 14, 15, 16, 16, 17, 18],
                     lineHeights: [13.5, 14.5, 15.5, 16.5, 17.5, 18.5, 18.5, 19.5, 20.5]),
        PublishedRow(.footnote2, weight: .regular, emphasized: .semibold,
                     sizes: [10, 11, 12, 13, 14, 15, 15, 16, 17],
                     lineHeights: [12.5, 13.5, 14.5, 15.5, 16.5, 17.5, 17.5, 17.5, 19.5]),
    ])
}
