// WidgetKit declarations for type-checking the test apps on Linux (see README.md).
@_exported import SwiftUI

public typealias WidgetFamily = WidgetFamilyStub

public protocol TimelineEntry {
    var date: Date { get }
}

public struct TimelineReloadPolicy: Sendable {
    public static let atEnd = TimelineReloadPolicy(), never = TimelineReloadPolicy()
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy() }
}

public struct Timeline<EntryType: TimelineEntry> {
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {}
}

public struct TimelineProviderContext {
    public var family: WidgetFamily { .systemSmall }
    public var isPreview: Bool { false }
    public var displaySize: CGSize { .zero }
}

public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

public protocol WidgetConfiguration {}

public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {}
}

public struct AnyWidgetConfiguration: WidgetConfiguration {}

extension WidgetConfiguration {
    public func configurationDisplayName(_ displayName: String) -> AnyWidgetConfiguration { AnyWidgetConfiguration() }
    public func description(_ description: String) -> AnyWidgetConfiguration { AnyWidgetConfiguration() }
    public func supportedFamilies(_ families: [WidgetFamily]) -> AnyWidgetConfiguration { AnyWidgetConfiguration() }
    public func contentMarginsDisabled() -> AnyWidgetConfiguration { AnyWidgetConfiguration() }
}

@resultBuilder
public enum WidgetConfigurationBuilder {
    public static func buildBlock<C: WidgetConfiguration>(_ content: C) -> C { content }
}

public protocol Widget {
    associatedtype Body: WidgetConfiguration
    @WidgetConfigurationBuilder var body: Body { get }
    init()
}

extension Widget {
    public static func main() {}
}

public enum WidgetCenterStub {}
