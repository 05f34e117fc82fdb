// Swift Charts declarations for type-checking the test apps on Linux (see README.md).
@_exported import SwiftUI

public protocol ChartContent {}

public struct PlottableValue<Value: Plottable> {
    public static func value(_ label: String, _ value: Value) -> PlottableValue<Value> { PlottableValue() }
    public static func value(_ label: String, _ value: Value, unit: Calendar.Component) -> PlottableValue<Value> where Value == Date {
        PlottableValue()
    }
}

public struct BarMark: ChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
}
public struct LineMark: ChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
}
public struct PointMark: ChartContent {
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {}
}
public struct RuleMark: ChartContent {
    public init<X: Plottable>(x: PlottableValue<X>) {}
}

public struct AnyChartContent: ChartContent {}

extension ChartContent {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AnyChartContent { AnyChartContent() }
    public func annotation<C: View>(position: AnnotationPosition = .automatic, @ViewBuilder content: () -> C) -> AnyChartContent {
        AnyChartContent()
    }
    public func opacity(_ value: Double) -> AnyChartContent { AnyChartContent() }
}

public enum AnnotationPosition: Sendable { case automatic, top, bottom, leading, trailing, overlay }

@resultBuilder
public enum ChartContentBuilder {
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> AnyChartContent { AnyChartContent() }
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    public static func buildIf<C: ChartContent>(_ content: C?) -> AnyChartContent { AnyChartContent() }
    public static func buildEither<C: ChartContent>(first: C) -> AnyChartContent { AnyChartContent() }
    public static func buildEither<C: ChartContent>(second: C) -> AnyChartContent { AnyChartContent() }
}

public struct Chart<Content: ChartContent>: View {
    public init(@ChartContentBuilder content: () -> Content) {}
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
        where Content == AnyChartContent, Data.Element: Identifiable {}
    public var body: Never { fatalError() }
}

extension View {
    public func chartXAxis<C: View>(@ViewBuilder content: () -> C) -> AnyStubView { AnyStubView() }
    public func chartYAxis(_ visibility: Visibility) -> AnyStubView { AnyStubView() }
}
