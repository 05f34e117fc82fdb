import Testing
import Typography

/// Every row of the six tracking tables (spec §6.1–6.5), both columns, and the R9 rules between rows.
@Suite struct TrackingTableTests {
    /// (size, em, published points) from a spec tracking table.
    func specRows(_ text: String) -> [(size: Double, em: Double, points: Double)] {
        MarkdownTable(text).rows.map { (Double($0[0])!, Double($0[1])!, Double($0[2])!) }
    }

    func check(_ table: TrackingTable, against expected: [(size: Double, em: Double, points: Double)]) {
        #expect(table.rows.count == expected.count)
        for (row, spec) in zip(table.rows, expected) {
            #expect(row.size == spec.size)
            #expect(row.em == spec.em, "\(table.family) \(spec.size)")
            #expect(row.publishedPoints == spec.points, "\(table.family) \(spec.size)")
            let tracking = table.tracking(atSize: spec.size)
            #expect(tracking.placement == .listed)
            #expect(tracking.em == spec.em && tracking.publishedPoints == spec.points)
            #expect(abs(tracking.points - spec.size * spec.em / 1000) < 1e-9)
        }
    }

    @Test func sfProIOS() {
        let rows = specRows(Spec.trackingSFPro)
        #expect(rows.count == 64)
        check(.sfPro, against: rows)
        #expect(TrackingTable.published(for: .sfPro, on: .ios) == .sfPro)
        #expect(TrackingTable.published(for: .sfPro, on: .visionos) == .sfPro)
    }

    /// The macOS/tvOS tables equal the iOS one except the point column at 52 (+0.31) and 53 (+0.33).
    @Test func sfProMacOSAndTVOS() {
        let rows = specRows(Spec.trackingSFPro).map { row in
            row.size == 52 ? (row.size, row.em, 0.31) : row.size == 53 ? (row.size, row.em, 0.33) : row
        }
        check(.sfProMacOSTVOS, against: rows)
        #expect(TrackingTable.published(for: .sfPro, on: .macos) == .sfProMacOSTVOS)
        #expect(TrackingTable.published(for: .sfPro, on: .tvos) == .sfProMacOSTVOS)
    }

    @Test func sfProRounded() {
        check(.sfProRounded, against: specRows(Spec.trackingSFProRounded))
        #expect(TrackingTable.published(for: .sfProRounded, on: .ipados) == .sfProRounded)
    }

    @Test func newYork() {
        let rows = specRows(Spec.trackingNewYork)
        #expect(rows.count == 57 && rows.last?.size == 260)
        check(.newYork, against: rows)
    }

    @Test func sfCompact() {
        check(.sfCompact, against: specRows(Spec.trackingSFCompact))
        #expect(TrackingTable.published(for: .sfCompact, on: .watchos) == .sfCompact)
    }

    /// §6.5: own rows for 6…19 pt, SF Compact's rows from 20 pt.
    @Test func sfCompactRounded() {
        let own = specRows(Spec.trackingSFCompactRounded)
        #expect(own.count == 14)
        check(.sfCompactRounded, against: own + specRows(Spec.trackingSFCompact).filter { $0.size >= 20 })
    }

    @Test func unpublishedCombinations() {
        #expect(TrackingTable.published(for: .sfMono, on: .ios) == nil)
        #expect(TrackingTable.published(for: .newYork, on: .macos) == nil)
        #expect(TrackingTable.published(for: .sfPro, on: .watchos) == nil)
        #expect(TrackingTable.published(for: .sfCompact, on: .ios) == nil)
    }

    /// R9: linear interpolation of the em value between rows; clamped outside the table.
    @Test func betweenAndBeyondRows() {
        let between = TrackingTable.sfPro.tracking(atSize: 17.5)  // 17: −26, 18: −25
        #expect(between.placement == .interpolated && between.em == -25.5 && between.publishedPoints == nil)
        #expect(abs(between.points - 17.5 * -25.5 / 1000) < 1e-12)
        let gap = TrackingTable.sfPro.tracking(atSize: 74)  // 72: +2, 76: +1
        #expect(gap.em == 1.5)
        let below = TrackingTable.sfPro.tracking(atSize: 4)
        #expect(below.placement == .belowTable && below.em == 41 && below.publishedPoints == nil)
        let above = TrackingTable.newYork.tracking(atSize: 300)
        #expect(above.placement == .aboveTable && above.em == -18)
        let nyGap = TrackingTable.newYork.tracking(atSize: 110)  // 100: −16, 120: −16
        #expect(nyGap.em == -16)
        let compactJump = TrackingTable.sfCompact.tracking(atSize: 19.5)  // 19: −12, 20: 0
        #expect(compactJump.em == -6)
    }
}
