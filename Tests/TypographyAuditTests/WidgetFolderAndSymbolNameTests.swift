import Foundation
import Testing
@testable import TypographyAudit

/// Round 7 of issue 24: a widget's views in files that import only SwiftUI, and fonts handed on under
/// a name that says they size symbols.
@Suite struct WidgetFolderAndSymbolNameTests {
    static func findings(in directory: TemporaryDirectory, rule: String) -> [String] {
        AuditedFiles.places(in: directory, rule: rule)
    }

    static let bundle = """
        import SwiftUI
        import WidgetKit

        @main
        struct WeatherWidgets: WidgetBundle {
            var body: some Widget {
                ForecastWidget()
            }
        }
        """

    /// A row with a long modifier chain and an `#if`, the same in the app and in the widget extension.
    static func row(named name: String) -> String {
        """
        import SwiftUI

        struct \(name): View {
            let forecast: ForecastViewModel

            var body: some View {
                HStack(spacing: 6) {
                    Image(systemName: forecast.symbolName)
                    Text(forecast.placeName)
                        .font(.subheadline)
                        .fontWeight(.semibold)
                        .foregroundStyle(.primary)
                        #if os(iOS)
                        .lineLimit(1)
                        #endif
                        .frame(maxWidth: .infinity, alignment: .leading)
                }
            }
        }
        """
    }

    /// A widget extension keeps its sources in the folder of its `WidgetBundle`: a row there that imports
    /// only SwiftUI lays out on the widget's canvas, as the bundle's own views do. The app's row, and a
    /// file of the app that imports WidgetKit only to reload the timelines, are the app's.
    @Test func aWidgetExtensionsFolderIsTheWidgets() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Weather.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n")
        try directory.write("WeatherWidgets/WeatherWidgets.swift", Self.bundle)
        try directory.write("WeatherWidgets/Forecast/ForecastRow.swift", Self.row(named: "ForecastRow"))
        try directory.write("Weather/Places/PlaceRow.swift", Self.row(named: "PlaceRow"))
        try directory.write("Weather/Sync/TimelineReloader.swift", """
            import WidgetKit
            // Tells the WidgetBundle's widgets that the forecast changed.
            enum TimelineReloader {
                static func reload() { WidgetCenter.shared.reloadAllTimelines() }
            }
            """)
        try directory.write("Weather/Sync/SyncStatusRow.swift", Self.row(named: "SyncStatusRow"))
        #expect(Self.findings(in: directory, rule: "truncation-instead-of-wrapping") == [
            "Weather/Places/PlaceRow.swift:14", "Weather/Sync/SyncStatusRow.swift:14",
        ])
    }

    /// A bundle declared at the project's root (a one-folder app) does not make every view a widget's.
    @Test func aBundleAtTheProjectsRootLeavesTheAppAlone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n")
        try directory.write("WeatherWidgets.swift", Self.bundle)
        try directory.write("PlaceRow.swift", Self.row(named: "PlaceRow"))
        #expect(Self.findings(in: directory, rule: "truncation-instead-of-wrapping") == ["PlaceRow.swift:14"])
    }

    /// A font declared as a symbol's (`iconFont`, `glyphFont`, a parameter `symbolFont`'s default) is
    /// handed on under that name to size symbols, in other files: not text at a fixed size. A font of
    /// the same type named for its text still is.
    @Test func aFontNamedForSymbolsSizesSymbols() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Kit/ToolbarMetrics.swift", """
            import SwiftUI

            /// Shared sizes of the editor's toolbar.
            enum ToolbarMetrics {
                static let glyphFont = Font.system(size: 15, weight: .medium, design: .default)
                static let titleFont = Font.system(size: 15, weight: .semibold)
                static var iconFont: Font { .system(size: 13) }
            }
            """)
        try directory.write("Kit/StatusChip.swift", """
            import UIKit

            final class StatusChip: UIView {
                private let iconView = UIImageView()
                private let titleLabel = UILabel()

                init(title: String, symbolName: String, symbolFont: UIFont = .systemFont(ofSize: 14, weight: .bold)) {
                    super.init(frame: .zero)
                    iconView.image = UIImage(systemName: symbolName,
                                             withConfiguration: UIImage.SymbolConfiguration(font: symbolFont))
                    titleLabel.text = title
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        try directory.write("Editor/EditorToolbar.swift", """
            import SwiftUI

            struct EditorToolbar: View {
                let documentName: String

                var body: some View {
                    HStack {
                        Menu {
                            Button("Rename") {}
                        } label: {
                            Image(systemName: "ellipsis.circle")
                        }
                        .font(ToolbarMetrics.glyphFont)
                        Text(documentName).font(ToolbarMetrics.titleFont)
                        Image(systemName: "lock").font(ToolbarMetrics.iconFont)
                    }
                }
            }
            """)
        #expect(Self.findings(in: directory, rule: "fixed-font-size") == ["Kit/ToolbarMetrics.swift:6"])
    }
}
