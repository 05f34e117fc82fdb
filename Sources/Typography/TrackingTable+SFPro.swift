extension TrackingTable {
    /// SF Pro on iOS, iPadOS and visionOS (HIG table 6.1, sizes 6…96 pt).
    public static let sfPro = TrackingTable(.sfPro, [.ios, .ipados, .visionos], [
        (6, 41, 0.24), (7, 34, 0.23), (8, 26, 0.21), (9, 19, 0.17),
        (10, 12, 0.12), (11, 6, 0.06), (12, 0, 0), (13, -6, -0.08),
        (14, -11, -0.15), (15, -16, -0.23), (16, -20, -0.31), (17, -26, -0.43),
        (18, -25, -0.44), (19, -24, -0.45), (20, -23, -0.45), (21, -18, -0.36),
        (22, -12, -0.26), (23, -4, -0.1), (24, 3, 0.07), (25, 6, 0.15),
        (26, 8, 0.22), (27, 11, 0.29), (28, 14, 0.38), (29, 14, 0.4),
        (30, 14, 0.4), (31, 13, 0.39), (32, 13, 0.41), (33, 12, 0.4),
        (34, 12, 0.4), (35, 11, 0.38), (36, 10, 0.37), (37, 10, 0.36),
        (38, 10, 0.37), (39, 10, 0.38), (40, 10, 0.37), (41, 9, 0.36),
        (42, 9, 0.37), (43, 9, 0.38), (44, 8, 0.37), (45, 8, 0.35),
        (46, 8, 0.36), (47, 8, 0.37), (48, 8, 0.35), (49, 7, 0.33),
        (50, 7, 0.34), (51, 7, 0.35), (52, 6, 0.33), (53, 6, 0.31),
        (54, 6, 0.32), (56, 6, 0.3), (58, 5, 0.28), (60, 4, 0.26),
        (62, 4, 0.24), (64, 4, 0.22), (66, 3, 0.19), (68, 2, 0.17),
        (70, 2, 0.14), (72, 2, 0.14), (76, 1, 0.07), (80, 0, 0),
        (84, 0, 0), (88, 0, 0), (92, 0, 0), (96, 0, 0),
    ])

    /// SF Pro on macOS and tvOS: the HIG's macOS/tvOS tables equal the iOS table except for the point
    /// column at 52 pt (+0.31) and 53 pt (+0.33), which the iOS table prints the other way round (R9).
    public static let sfProMacOSTVOS = TrackingTable(.sfPro, [.macos, .tvos], rows: sfPro.rows.map { row in
        switch row.size {
        case 52: Row(size: 52, em: row.em, publishedPoints: 0.31)
        case 53: Row(size: 53, em: row.em, publishedPoints: 0.33)
        default: row
        }
    })
}
