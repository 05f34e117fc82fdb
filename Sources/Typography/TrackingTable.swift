/// A published HIG tracking table for one font family on some platforms.
///
/// Each row gives a point size, the tracking in 1/1000 em and the tracking in points as the HIG
/// prints them. The two columns are not consistent with each other; the em column is the model
/// (R9) and the point column is kept as data beside it.
public struct TrackingTable: Sendable, Hashable {
    /// One published row.
    public struct Row: Sendable, Hashable {
        /// Point size.
        public let size: Double
        /// Tracking in 1/1000 em (the model, R9).
        public let em: Double
        /// Tracking in points as the HIG prints it (not always size × em / 1000).
        public let publishedPoints: Double
    }

    public let family: FontFamily
    /// The platforms the table is published for.
    public let platforms: Set<Platform>
    /// Rows by ascending size.
    public let rows: [Row]

    init(_ family: FontFamily, _ platforms: Set<Platform>, _ rows: [(Int, Int, Double)]) {
        self.family = family
        self.platforms = platforms
        self.rows = rows.map { Row(size: Double($0.0), em: Double($0.1), publishedPoints: $0.2) }
    }

    init(_ family: FontFamily, _ platforms: Set<Platform>, rows: [Row]) {
        self.family = family
        self.platforms = platforms
        self.rows = rows
    }

    /// Every published table: SF Pro (iOS/iPadOS/visionOS and macOS/tvOS variants), SF Pro Rounded,
    /// New York, SF Compact, SF Compact Rounded.
    public static let all: [TrackingTable] = [sfPro, sfProMacOSTVOS, sfProRounded, newYork, sfCompact, sfCompactRounded]

    /// The table published for a family on a platform, or nil when none is (SF Mono anywhere; SF Pro
    /// Rounded and New York on macOS, tvOS and watchOS; SF Pro on watchOS; SF Compact off watchOS).
    public static func published(for family: FontFamily, on platform: Platform) -> TrackingTable? {
        all.first { $0.family == family && $0.platforms.contains(platform) }
    }

    /// Tracking at any point size (R9): the em value of a listed size; between listed sizes the em
    /// value interpolated linearly between the neighbouring rows; below the first row the first
    /// row's value, above the last row the last row's value. Points = size × em / 1000.
    public func tracking(atSize size: Double) -> Tracking {
        let first = rows[0], last = rows[rows.count - 1]
        if size <= first.size {
            return Tracking(size: size, em: first.em, publishedPoints: size == first.size ? first.publishedPoints : nil,
                            placement: size == first.size ? .listed : .belowTable)
        }
        if size >= last.size {
            return Tracking(size: size, em: last.em, publishedPoints: size == last.size ? last.publishedPoints : nil,
                            placement: size == last.size ? .listed : .aboveTable)
        }
        let upper = rows.firstIndex { $0.size >= size }!
        let high = rows[upper]
        if high.size == size {
            return Tracking(size: size, em: high.em, publishedPoints: high.publishedPoints, placement: .listed)
        }
        let low = rows[upper - 1]
        let em = low.em + (high.em - low.em) * (size - low.size) / (high.size - low.size)
        return Tracking(size: size, em: em, publishedPoints: nil, placement: .interpolated)
    }
}

/// Tracking for a point size, from a ``TrackingTable``.
public struct Tracking: Sendable, Hashable {
    /// Where the size falls in the table.
    public enum Placement: String, Sendable, Hashable, Codable {
        /// The size is a row of the table.
        case listed
        /// Between two rows: the em value is interpolated.
        case interpolated
        /// Below the first row: the first row's value.
        case belowTable
        /// Above the last row: the last row's value.
        case aboveTable
    }

    /// Point size.
    public let size: Double
    /// Tracking in 1/1000 em.
    public let em: Double
    /// The HIG's point column when `size` is a listed row, else nil.
    public let publishedPoints: Double?
    public let placement: Placement

    /// Tracking in points, computed from the em value: size × em / 1000 (R9).
    public var points: Double { size * em / 1000 }

    /// The tracking in points every report shows (one value for a size everywhere): the HIG's point
    /// column where the size is a row of the table (what designers type into their tools), else the
    /// computed value rounded to 0.01 pt, which the HIG does not publish (``isPointsPublished``).
    public var shownPoints: Double { publishedPoints ?? (points * 100).rounded() / 100 }

    /// Whether ``shownPoints`` is the HIG's point column.
    public var isPointsPublished: Bool { publishedPoints != nil }
}
