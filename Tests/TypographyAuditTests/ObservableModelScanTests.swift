import Testing
import SwiftSource
@testable import TypographyAudit

/// The models a file declares, read from its tokens (the first pass reads view models this way).
@Suite struct ObservableModelScanTests {
    private func models(_ source: String) -> [String] {
        let tree = SyntaxTree.parse(SourceFile(path: "Model.swift", bytes: Array(source.utf8)))
        return ObservableModel.models(in: tree).map { "\($0.name) \($0.wrapper) \($0.numbers.sorted().joined(separator: ","))" }
    }

    @Test func observableObjectsCountTheirPublishedAndComputedNumbers() {
        #expect(models("""
            import Combine

            // class Fake: ObservableObject { @Published var hidden = 0 }
            @MainActor
            final class InboxViewModel: NSObject, ObservableObject {
                @Published private(set) var unreadCount = 0
                @Published var title: String = "Inbox"
                @Published var progress: Double? = nil {
                    didSet { print(progress ?? 0) }
                }
                var pageSize = 20
                @Published var totals: [String: Int] = [:]
                #if DEBUG
                @Published var debugTicks: Int = 0
                #endif
                var remaining: Int { pageSize - unreadCount }
                class func make() -> InboxViewModel { InboxViewModel() }
                func reload() { var local = 0; local += 1 }

                final class Page: ObservableObject {
                    @Published var index = -1
                    @Published var offset: CGFloat = 0
                }
            }
            """) == ["InboxViewModel @Published debugTicks,progress,remaining,unreadCount",
                     "Page @Published index,offset"])
    }

    @Test func observableClassesCountStoredNumbersNotIgnored() {
        #expect(models("""
            @available(iOS 17, *)
            @Observable final class TimerModel {
                var elapsed: TimeInterval = 0
                @ObservationIgnored var ticks = 0
                var laps: [Lap] = []
                var distance: Measurement<UnitLength> = .init(value: 0, unit: .meters)
                var label = "Run"
                var onTick: ((Int) -> Void)?
                var average: Double {
                    laps.isEmpty ? 0 : elapsed / Double(laps.count)
                }
            }

            struct Lap { var seconds: Double }
            class Plain { @Published var count = 0 }
            """) == ["TimerModel @Observable average,distance,elapsed"])
    }
}
