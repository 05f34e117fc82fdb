// SwiftUI declarations for type-checking the test apps on Linux (see README.md). Like the SDK's,
// this module re-exports UIKit and AppKit (here both, since the apps mix iOS and macOS files).
@_exported import Foundation
@_exported import UIKit
@_exported import AppKit
@_exported import Observation
@_exported import Combine

// MARK: Views and builders

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError() }
}

/// A view the stubs return from modifiers and builders.
public struct AnyStubView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct AnyView: View {
    public init<V: View>(_ view: V) {}
    public var body: Never { fatalError() }
}

public struct EmptyView: View {
    public init() {}
    public var body: Never { fatalError() }
}

public struct TupleView<T>: View {
    public init(_ value: T) {}
    public var body: Never { fatalError() }
}

@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<Content: View>(first: Content) -> AnyStubView { AnyStubView() }
    public static func buildEither<Content: View>(second: Content) -> AnyStubView { AnyStubView() }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyStubView { AnyStubView() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}

@MainActor @preconcurrency public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
}

public struct AnyStubScene: Scene {
    public init() {}
    public var body: Never { fatalError() }
}

extension Never: Scene {}

@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> AnyStubScene { AnyStubScene() }
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildIf<Content: Scene>(_ content: Content?) -> AnyStubScene { AnyStubScene() }
    public static func buildOptional<Content: Scene>(_ content: Content?) -> AnyStubScene { AnyStubScene() }
    public static func buildEither<Content: Scene>(first: Content) -> AnyStubScene { AnyStubScene() }
    public static func buildEither<Content: Scene>(second: Content) -> AnyStubScene { AnyStubScene() }
}

@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Body { get }
    init()
}

extension App {
    public static func main() {}
}

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public init(_ title: String, @ViewBuilder content: () -> Content) {}
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct Settings<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct MenuBarExtra<Content: View>: Scene {
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {}
    public init(_ title: String, image: String, @ViewBuilder content: () -> Content) {}
    public init(_ title: String, systemImage: String, isInserted: Binding<Bool>, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct MenuBarExtraStyleStub: Sendable {
    public static let window = MenuBarExtraStyleStub(), menu = MenuBarExtraStyleStub(), automatic = MenuBarExtraStyleStub()
}

extension Scene {
    public func menuBarExtraStyle(_ style: MenuBarExtraStyleStub) -> AnyStubScene { AnyStubScene() }
    public func defaultSize(width: CGFloat, height: CGFloat) -> AnyStubScene { AnyStubScene() }
    public func windowResizability(_ resizability: WindowResizability) -> AnyStubScene { AnyStubScene() }
    public func commands<C>(@ViewBuilder content: () -> C) -> AnyStubScene where C: View { AnyStubScene() }
}

public struct WindowResizability: Sendable {
    public static let contentSize = WindowResizability(), automatic = WindowResizability(), contentMinSize = WindowResizability()
}

// MARK: Font

public struct Font: Hashable, Sendable {
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        case extraLargeTitle, extraLargeTitle2
    }
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight()
        public static let semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
    }
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }
    public struct Width: Hashable, Sendable {
        public init(_ value: CGFloat) {}
        public static let compressed = Width(0), condensed = Width(0), standard = Width(0), expanded = Width(0)
    }
    public enum Leading: Sendable { case standard, tight, loose }

    public init(_ font: UIFont) {}
    public init(_ font: NSFont) {}
    public init(_ font: CTFontStub) {}

    public static let largeTitle = Font(), title = Font(), title2 = Font(), title3 = Font(), headline = Font()
    public static let subheadline = Font(), body = Font(), callout = Font(), footnote = Font(), caption = Font()
    public static let caption2 = Font(), extraLargeTitle = Font(), extraLargeTitle2 = Font()

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font { Font() }
    public static func system(_ style: TextStyle, design: Design) -> Font { Font() }
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font() }
    public static func system(size: CGFloat, weight: Weight, width: Width) -> Font { Font() }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { Font() }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }

    public func weight(_ weight: Weight) -> Font { self }
    public func width(_ width: Width) -> Font { self }
    public func bold() -> Font { self }
    public func italic() -> Font { self }
    public func monospaced() -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func smallCaps() -> Font { self }
    public func lowercaseSmallCaps() -> Font { self }
    public func uppercaseSmallCaps() -> Font { self }
    public func leading(_ leading: Leading) -> Font { self }

    private init() {}
}

public struct CTFontStub: Sendable {}

// MARK: Text

public struct Text: View, Equatable, Sendable {
    public enum DateStyle: Sendable { case time, date, relative, offset, timer }
    public enum Case: Sendable { case uppercase, lowercase }
    public enum TruncationMode: Sendable { case head, tail, middle }

    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {}
    public init(_ attributedContent: AttributedString) {}
    public init(_ date: Date, style: DateStyle) {}
    public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true) {}
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {}
    public init(_ image: Image) {}
    public var body: Never { fatalError() }

    public func font(_ font: Font?) -> Text { self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    public func bold() -> Text { self }
    public func bold(_ isActive: Bool) -> Text { self }
    public func italic() -> Text { self }
    public func italic(_ isActive: Bool) -> Text { self }
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    public func monospacedDigit() -> Text { self }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ offset: CGFloat) -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }
    public enum Scale: Sendable { case `default`, secondary }

    public static func + (lhs: Text, rhs: Text) -> Text { lhs }
}

public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<T>(_ value: T) {}
        public mutating func appendInterpolation<T>(_ value: T, specifier: String) {}
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {}
        public mutating func appendInterpolation(_ text: Text) {}
        public mutating func appendInterpolation(_ image: Image) {}
    }
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}
}

// MARK: Containers and controls

public enum HorizontalAlignment: Sendable { case leading, center, trailing, listRowSeparatorLeading, listRowSeparatorTrailing }
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }
public struct Alignment: Sendable {
    public static let leading = Alignment(), center = Alignment(), trailing = Alignment(), top = Alignment()
    public static let bottom = Alignment(), topLeading = Alignment(), topTrailing = Alignment()
    public static let bottomLeading = Alignment(), bottomTrailing = Alignment()
    public static let leadingFirstTextBaseline = Alignment(), centerFirstTextBaseline = Alignment()
}
public enum TextAlignment: Sendable { case leading, center, trailing }

public struct VStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct HStack<Content: View>: View {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct LazyVStack<Content: View>: View {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct ViewThatFits<Content: View>: View {
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct Group<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct ScrollView<Content: View>: View {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct List<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public init<Data: RandomAccessCollection, Row: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row)
        where Content == AnyStubView, Data.Element: Identifiable {}
    public init<Data: RandomAccessCollection, Row: View, Selection>(_ data: Data, selection: Binding<Selection>,
                                                                   @ViewBuilder rowContent: @escaping (Data.Element) -> Row)
        where Content == AnyStubView, Data.Element: Identifiable {}
    public init<Selection>(selection: Binding<Selection>, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct Form<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct Section<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public init(_ title: String, @ViewBuilder content: () -> Content) {}
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public init<Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {}
    public init<Header: View, Footer: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header,
                                           @ViewBuilder footer: () -> Footer) {}
    public init<Header: View>(header: Header, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) where Data.Element: Identifiable, ID == Data.Element.ID {}
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) where Data == Range<Int>, ID == Int {}
    public var body: Never { fatalError() }
}
extension ForEach {
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> AnyStubView { AnyStubView() }
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> AnyStubView { AnyStubView() }
}
public struct NavigationStack<Content: View>: View {
    public init(@ViewBuilder root: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct NavigationView<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct NavigationSplitView<Content: View>: View {
    public init<Sidebar: View, Detail: View>(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) where Content == AnyStubView {}
    public init<Sidebar: View, Middle: View, Detail: View>(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Middle,
                                                          @ViewBuilder detail: () -> Detail) where Content == AnyStubView {}
    public var body: Never { fatalError() }
}
public struct NavigationLink<Label: View>: View {
    public init<Destination: View>(destination: Destination, @ViewBuilder label: () -> Label) {}
    public init<Destination: View>(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}
    public init<Value: Hashable>(value: Value?, @ViewBuilder label: () -> Label) {}
    public init<Destination: View>(_ title: String, destination: Destination) where Label == Text {}
    public var body: Never { fatalError() }
}
public struct Button<Label: View>: View {
    public enum Role: Sendable { case destructive, cancel }
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {}
    public init(_ title: String, action: @escaping () -> Void) where Label == Text {}
    public init(_ title: LocalizedStringKey, action: @escaping () -> Void) where Label == Text {}
    public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) where Label == Text {}
    public init(_ title: String, systemImage: String, action: @escaping () -> Void) where Label == AnyStubView {}
    public var body: Never { fatalError() }
}
public struct ButtonRole: Sendable {
    public static let destructive = ButtonRole(), cancel = ButtonRole()
}
public struct Link<Label: View>: View {
    public init(destination: URL, @ViewBuilder label: () -> Label) {}
    public init(_ title: String, destination: URL) where Label == Text {}
    public var body: Never { fatalError() }
}
public struct Menu<Label: View>: View {
    public init<Content: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) where Label == Text {}
    public var body: Never { fatalError() }
}
public struct Toggle<Label: View>: View {
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    public init(_ title: String, isOn: Binding<Bool>) where Label == Text {}
    public init(_ title: LocalizedStringKey, isOn: Binding<Bool>) where Label == Text {}
    public var body: Never { fatalError() }
}
public struct Stepper<Label: View>: View {
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label) {}
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) where Label == Text {}
    public var body: Never { fatalError() }
}
public struct Slider<Label: View>: View {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1) where Label == EmptyView, V.Stride: BinaryFloatingPoint {}
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {}
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {}
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void) where Label == EmptyView, V.Stride: BinaryFloatingPoint {}
    public var body: Never { fatalError() }
}
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where Label == Text {}
    public init(_ title: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) where Label == Text {}
    public var body: Never { fatalError() }
}
public struct TextField<Label: View>: View {
    public init(_ title: String, text: Binding<String>) where Label == Text {}
    public init(_ title: LocalizedStringKey, text: Binding<String>) where Label == Text {}
    public init(_ title: String, text: Binding<String>, axis: Axis) where Label == Text {}
    public init(_ title: String, text: Binding<String>, prompt: Text?) where Label == Text {}
    public var body: Never { fatalError() }
}
public struct SecureField<Label: View>: View {
    public init(_ title: String, text: Binding<String>) where Label == Text {}
    public var body: Never { fatalError() }
}
public struct TextEditor: View {
    public init(text: Binding<String>) {}
    public var body: Never { fatalError() }
}
public struct Label<Title: View, Icon: View>: View {
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    public init(_ title: String, systemImage name: String) where Title == Text, Icon == Image {}
    public init(_ title: LocalizedStringKey, systemImage name: String) where Title == Text, Icon == Image {}
    public init(_ title: String, image name: String) where Title == Text, Icon == Image {}
    public var body: Never { fatalError() }
}
public struct LabeledContent<Label: View, Content: View>: View {
    public init(_ title: String, value: String) where Label == Text, Content == Text {}
    public init<F: FormatStyle>(_ title: String, value: F.FormatInput, format: F) where Label == Text, Content == Text, F.FormatOutput == String {}
    public init(_ title: String, @ViewBuilder content: () -> Content) where Label == Text {}
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}
public struct ProgressView<Label: View>: View {
    public init() where Label == EmptyView {}
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {}
    public init(_ title: String) where Label == Text {}
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) where Label == Text {}
    public var body: Never { fatalError() }
}
public struct Gauge<Label: View>: View {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {}
    public var body: Never { fatalError() }
}
public struct Spacer: View {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { fatalError() }
}
public struct Divider: View {
    public init() {}
    public var body: Never { fatalError() }
}
public struct Image: View, Sendable {
    public enum Scale: Sendable { case small, medium, large }
    public enum ResizingMode: Sendable { case stretch, tile }
    public init(systemName: String) {}
    public init(systemName: String, variableValue: Double?) {}
    public init(_ name: String) {}
    public init(_ name: String, bundle: Bundle?) {}
    public init(decorative name: String) {}
    public init(uiImage: UIImage) {}
    public init(nsImage: NSImage) {}
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { self }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
    public var body: Never { fatalError() }
}
public enum TemplateRenderingMode: Sendable { case template, original }
public struct SymbolRenderingMode: Sendable {
    public static let monochrome = SymbolRenderingMode(), hierarchical = SymbolRenderingMode()
    public static let palette = SymbolRenderingMode(), multicolor = SymbolRenderingMode()
}
public struct AsyncImage<Content: View>: View {
    public init(url: URL?, scale: CGFloat = 1) where Content == AnyStubView {}
    public init<I: View, P: View>(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
                                  @ViewBuilder placeholder: @escaping () -> P) where Content == AnyStubView {}
    public var body: Never { fatalError() }
}
public struct GeometryReader<Content: View>: View {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
    public var body: Never { fatalError() }
}
public struct GeometryProxy {
    public var size: CGSize { .zero }
}
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    public typealias Context = TimelineViewDefaultContext
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
    public var body: Never { fatalError() }
}
public struct TimelineViewDefaultContext { public let date: Date }
public protocol TimelineSchedule {}
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {}
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {}
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {}
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule { PeriodicTimelineSchedule() }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    public mutating func remove(atOffsets offsets: IndexSet) {}
}
extension MutableCollection {
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {}
}

public struct ToolbarItem<Content: View>: View {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct ToolbarItemGroup<Content: View>: View {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement(), principal = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement(), confirmationAction = ToolbarItemPlacement()
    public static let cancellationAction = ToolbarItemPlacement(), navigationBarTrailing = ToolbarItemPlacement()
    public static let navigationBarLeading = ToolbarItemPlacement(), topBarTrailing = ToolbarItemPlacement()
    public static let bottomBar = ToolbarItemPlacement(), status = ToolbarItemPlacement()
}

// MARK: Shapes, colours and styles

public protocol ShapeStyle: Sendable {}
public protocol Shape: View, Sendable {}
extension Shape {
    public var body: Never { fatalError() }
    public func fill<S: ShapeStyle>(_ content: S) -> AnyStubView { AnyStubView() }
    public func fill() -> AnyStubView { AnyStubView() }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> AnyStubView { AnyStubView() }
    public func stroke(lineWidth: CGFloat = 1) -> AnyStubView { AnyStubView() }
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> AnyStubView { AnyStubView() }
}
public enum RoundedCornerStyle: Sendable { case circular, continuous }
public struct Capsule: Shape { public init(style: RoundedCornerStyle = .circular) {} }
public struct Circle: Shape { public init() {} }
public struct Rectangle: Shape { public init() {} }
public struct RoundedRectangle: Shape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {}
}
public struct UnevenRoundedRectangle: Shape {
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {}
}
extension Shape where Self == Capsule { public static var capsule: Capsule { Capsule() } }
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}

public struct Color: ShapeStyle, View, Hashable {
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(white: Double, opacity: Double = 1) {}
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {}
    public init(_ name: String, bundle: Bundle? = nil) {}
    public init(uiColor: UIColor) {}
    public init(nsColor: NSColor) {}
    public init(_ color: UIColor) {}
    public init(_ color: NSColor) {}
    public func opacity(_ opacity: Double) -> Color { self }
    public var body: Never { fatalError() }
    public static let black = Color(white: 0), white = Color(white: 1), gray = Color(white: 0.5), red = Color(white: 0)
    public static let green = Color(white: 0), blue = Color(white: 0), orange = Color(white: 0), yellow = Color(white: 0)
    public static let pink = Color(white: 0), purple = Color(white: 0), indigo = Color(white: 0), teal = Color(white: 0)
    public static let mint = Color(white: 0), cyan = Color(white: 0), brown = Color(white: 0), clear = Color(white: 0)
    public static let primary = Color(white: 0), secondary = Color(white: 0), accentColor = Color(white: 0)
}
extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var green: Color { .green }
    public static var blue: Color { .blue }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var pink: Color { .pink }
    public static var purple: Color { .purple }
    public static var indigo: Color { .indigo }
    public static var teal: Color { .teal }
    public static var mint: Color { .mint }
    public static var cyan: Color { .cyan }
    public static var brown: Color { .brown }
    public static var clear: Color { .clear }
    public static var accentColor: Color { .accentColor }
}
public struct HierarchicalShapeStyle: ShapeStyle {
    public static let primary = HierarchicalShapeStyle(), secondary = HierarchicalShapeStyle()
    public static let tertiary = HierarchicalShapeStyle(), quaternary = HierarchicalShapeStyle()
    public static let quinary = HierarchicalShapeStyle()
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}
extension ShapeStyle {
    public var secondary: AnyShapeStyle { AnyShapeStyle(self) }
    public var tertiary: AnyShapeStyle { AnyShapeStyle(self) }
    public var quaternary: AnyShapeStyle { AnyShapeStyle(self) }
    public func opacity(_ opacity: Double) -> AnyShapeStyle { AnyShapeStyle(self) }
}
public struct AnyShapeStyle: ShapeStyle { public init<S: ShapeStyle>(_ style: S) {} }
public struct TintShapeStyle: ShapeStyle {}
extension ShapeStyle where Self == TintShapeStyle { public static var tint: TintShapeStyle { TintShapeStyle() } }
public struct ForegroundStyle: ShapeStyle {}
extension ShapeStyle where Self == ForegroundStyle { public static var foreground: ForegroundStyle { ForegroundStyle() } }
public struct BackgroundStyle: ShapeStyle {}
extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { BackgroundStyle() } }
public struct FillShapeStyle: ShapeStyle {}
extension ShapeStyle where Self == FillShapeStyle { public static var fill: FillShapeStyle { FillShapeStyle() } }
public struct SeparatorShapeStyle: ShapeStyle {}
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() } }
public struct Material: ShapeStyle {
    public static let regular = Material(), thin = Material(), thick = Material(), ultraThin = Material(), bar = Material()
    public static let ultraThick = Material()
}
extension ShapeStyle where Self == Material {
    public static var regularMaterial: Material { .regular }
    public static var thinMaterial: Material { .thin }
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thickMaterial: Material { .thick }
    public static var bar: Material { .bar }
}
public struct LinearGradient: ShapeStyle, View {
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {}
    public var body: Never { fatalError() }
}
public struct UnitPoint: Sendable {
    public static let top = UnitPoint(), bottom = UnitPoint(), leading = UnitPoint(), trailing = UnitPoint(), center = UnitPoint()
    public static let topLeading = UnitPoint(), bottomTrailing = UnitPoint()
}
public struct EdgeInsets: Sendable {
    public init() {}
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
}
public enum Edge: Sendable {
    case top, leading, bottom, trailing
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1), leading = Set(rawValue: 2), bottom = Set(rawValue: 4), trailing = Set(rawValue: 8)
        public static let all = Set(rawValue: 15), horizontal = Set(rawValue: 10), vertical = Set(rawValue: 5)
    }
}
public enum Axis: Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}

// MARK: Dynamic Type

public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}
public enum ContentSizeCategory: Hashable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
    public var isAccessibilityCategory: Bool { false }
}

@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
    public var wrappedValue: Value
}

// MARK: State and environment

public protocol DynamicProperty {}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { self.wrappedValue = value }
    public init(initialValue value: Value) { self.wrappedValue = value }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public init(projectedValue: Binding<Value>) {}
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}
extension Binding: Sequence, Collection, BidirectionalCollection, RandomAccessCollection
    where Value: MutableCollection & RandomAccessCollection {
    public typealias Index = Value.Index
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
    public typealias Indices = DefaultIndices<Binding<Value>>
    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    public subscript(position: Index) -> Binding<Value.Element> { fatalError() }
}
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    public init() where Value == Bool {}
    public init<T: Hashable>() where Value == T? {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: FocusState<Value>.Binding { fatalError() }
}
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {}
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public init(_ type: Value.Type) where Value: AnyObject {}
    public var wrappedValue: Value { fatalError() }
}
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> { fatalError() }
    }
    public init(wrappedValue: ObjectType) {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: Wrapper { fatalError() }
}
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}
    public var wrappedValue: ObjectType { fatalError() }
    public var projectedValue: ObservedObject<ObjectType>.Wrapper { fatalError() }
}
@propertyWrapper
public struct Bindable<Value>: DynamicProperty {
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value { fatalError() }
}

public struct EnvironmentValues {
    public var dynamicTypeSize: DynamicTypeSize = .large
    public var sizeCategory: ContentSizeCategory = .large
    public var legibilityWeight: LegibilityWeight? = nil
    public var horizontalSizeClass: UserInterfaceSizeClass? = nil
    public var verticalSizeClass: UserInterfaceSizeClass? = nil
    public var colorScheme: ColorScheme = .light
    public var font: Font? = nil
    public var locale = Locale.current
    public var calendar = Calendar.current
    public var widgetFamily: WidgetFamilyStub = .systemSmall
    public var isEnabled = true
    public var openURL = OpenURLAction()
    public var dismiss = DismissAction()
    public var openWindow = OpenWindowAction()
    public var accessibilityReduceMotion = false
}
public enum LegibilityWeight: Sendable { case regular, bold }
public enum UserInterfaceSizeClass: Sendable { case compact, regular }
public enum ColorScheme: Sendable { case light, dark }
public struct OpenURLAction { public func callAsFunction(_ url: URL) {} }
public struct DismissAction { public func callAsFunction() {} }
public struct OpenWindowAction {
    public func callAsFunction(id: String) {}
}
/// WidgetKit's family, declared here so that `\.widgetFamily` reads in SwiftUI (WidgetKit re-exports it).
public enum WidgetFamilyStub: Hashable, Sendable, CaseIterable {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner
}

// MARK: Modifiers

public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor func body(content: Content) -> Body
}
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { fatalError() }
}

public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}
public struct ButtonStyleConfiguration {
    public struct Label: View { public var body: Never { fatalError() } }
    public let label: Label
    public let isPressed: Bool
    public let role: ButtonRole?
}
public struct PlainButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> AnyStubView { AnyStubView() }
}
public struct BorderedButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> AnyStubView { AnyStubView() }
}
public struct BorderedProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> AnyStubView { AnyStubView() }
}
public struct BorderlessButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> AnyStubView { AnyStubView() }
}
extension ButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { PlainButtonStyle() } }
extension ButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { BorderedButtonStyle() } }
extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension ButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() } }

public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}
public struct LabelStyleConfiguration {
    public struct Title: View { public var body: Never { fatalError() } }
    public struct Icon: View { public var body: Never { fatalError() } }
    public let title: Title
    public let icon: Icon
}
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> AnyStubView { AnyStubView() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
    public static var iconOnly: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
    public static var titleOnly: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

public struct StubStyle: Sendable {
    public static let automatic = StubStyle(), grouped = StubStyle(), insetGrouped = StubStyle(), plain = StubStyle()
    public static let inset = StubStyle(), sidebar = StubStyle(), columns = StubStyle(), segmented = StubStyle()
    public static let menu = StubStyle(), wheel = StubStyle(), inline = StubStyle(), navigationLink = StubStyle()
    public static let page = StubStyle(), roundedBorder = StubStyle(), bordered = StubStyle(), circular = StubStyle()
    public static let linear = StubStyle(), palette = StubStyle(), switchStyle = StubStyle(), radioGroup = StubStyle()
    public static let accessoryCircular = StubStyle(), accessoryCircularCapacity = StubStyle(), accessoryLinear = StubStyle()
}

public enum TextInputAutocapitalization: Sendable { case never, words, sentences, characters }
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition(), opacity = ContentTransition(), interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}
public struct Animation: Sendable {
    public static let `default` = Animation(), easeInOut = Animation(), spring = Animation(), linear = Animation()
    public static func easeInOut(duration: Double) -> Animation { Animation() }
}
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

public enum ContainerBackgroundPlacement: Sendable { case widget, navigation }
public enum Visibility: Sendable { case automatic, visible, hidden }
public enum PresentationDetent: Hashable, Sendable { case medium, large }
public struct SearchFieldPlacement: Sendable { public static let automatic = SearchFieldPlacement() }
public enum Prominence: Sendable { case standard, increased }

extension View {
    public func font(_ font: Font?) -> AnyStubView { AnyStubView() }
    public func fontWeight(_ weight: Font.Weight?) -> AnyStubView { AnyStubView() }
    public func fontDesign(_ design: Font.Design?) -> AnyStubView { AnyStubView() }
    public func fontWidth(_ width: Font.Width?) -> AnyStubView { AnyStubView() }
    public func bold(_ isActive: Bool = true) -> AnyStubView { AnyStubView() }
    public func italic(_ isActive: Bool = true) -> AnyStubView { AnyStubView() }
    public func monospaced(_ isActive: Bool = true) -> AnyStubView { AnyStubView() }
    public func monospacedDigit() -> AnyStubView { AnyStubView() }
    public func kerning(_ kerning: CGFloat) -> AnyStubView { AnyStubView() }
    public func tracking(_ tracking: CGFloat) -> AnyStubView { AnyStubView() }
    public func baselineOffset(_ offset: CGFloat) -> AnyStubView { AnyStubView() }
    public func textCase(_ textCase: Text.Case?) -> AnyStubView { AnyStubView() }
    public func lineLimit(_ number: Int?) -> AnyStubView { AnyStubView() }
    public func lineLimit(_ limit: ClosedRange<Int>) -> AnyStubView { AnyStubView() }
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> AnyStubView { AnyStubView() }
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> AnyStubView { AnyStubView() }
    public func lineSpacing(_ lineSpacing: CGFloat) -> AnyStubView { AnyStubView() }
    public func minimumScaleFactor(_ factor: CGFloat) -> AnyStubView { AnyStubView() }
    public func truncationMode(_ mode: Text.TruncationMode) -> AnyStubView { AnyStubView() }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> AnyStubView { AnyStubView() }
    public func allowsTightening(_ flag: Bool) -> AnyStubView { AnyStubView() }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> AnyStubView { AnyStubView() }
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> AnyStubView where T.Bound == DynamicTypeSize { AnyStubView() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AnyStubView { AnyStubView() }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> AnyStubView { AnyStubView() }
    public func foregroundColor(_ color: Color?) -> AnyStubView { AnyStubView() }
    public func tint(_ tint: Color?) -> AnyStubView { AnyStubView() }
    public func tint<S: ShapeStyle>(_ tint: S?) -> AnyStubView { AnyStubView() }
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> AnyStubView { AnyStubView() }
    public func background<V: View>(_ view: V, alignment: Alignment = .center) -> AnyStubView { AnyStubView() }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> AnyStubView { AnyStubView() }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> AnyStubView { AnyStubView() }
    public func background<T: Shape>(in shape: T) -> AnyStubView { AnyStubView() }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> AnyStubView { AnyStubView() }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> AnyStubView { AnyStubView() }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> AnyStubView { AnyStubView() }
    public func padding(_ insets: EdgeInsets) -> AnyStubView { AnyStubView() }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> AnyStubView { AnyStubView() }
    public func padding(_ length: CGFloat) -> AnyStubView { AnyStubView() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> AnyStubView { AnyStubView() }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
                      idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> AnyStubView { AnyStubView() }
    public func fixedSize() -> AnyStubView { AnyStubView() }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> AnyStubView { AnyStubView() }
    public func layoutPriority(_ value: Double) -> AnyStubView { AnyStubView() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyStubView { AnyStubView() }
    public func opacity(_ opacity: Double) -> AnyStubView { AnyStubView() }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> AnyStubView { AnyStubView() }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> AnyStubView { AnyStubView() }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> AnyStubView { AnyStubView() }
    public func imageScale(_ scale: Image.Scale) -> AnyStubView { AnyStubView() }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> AnyStubView { AnyStubView() }
    public func scaledToFit() -> AnyStubView { AnyStubView() }
    public func scaledToFill() -> AnyStubView { AnyStubView() }
    public func aspectRatio(_ ratio: CGFloat? = nil, contentMode: ContentMode) -> AnyStubView { AnyStubView() }
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> AnyStubView { AnyStubView() }
    public func labelStyle<S: LabelStyle>(_ style: S) -> AnyStubView { AnyStubView() }
    public func listStyle(_ style: StubStyle) -> AnyStubView { AnyStubView() }
    public func formStyle(_ style: StubStyle) -> AnyStubView { AnyStubView() }
    public func pickerStyle(_ style: StubStyle) -> AnyStubView { AnyStubView() }
    public func toggleStyle(_ style: StubStyle) -> AnyStubView { AnyStubView() }
    public func gaugeStyle(_ style: StubStyle) -> AnyStubView { AnyStubView() }
    public func progressViewStyle(_ style: StubStyle) -> AnyStubView { AnyStubView() }
    public func textFieldStyle(_ style: StubStyle) -> AnyStubView { AnyStubView() }
    public func tabViewStyle(_ style: StubStyle) -> AnyStubView { AnyStubView() }
    public func controlSize(_ size: ControlSize) -> AnyStubView { AnyStubView() }
    public func modifier<M: ViewModifier>(_ modifier: M) -> AnyStubView { AnyStubView() }
    public func navigationTitle(_ title: String) -> AnyStubView { AnyStubView() }
    public func navigationTitle(_ title: LocalizedStringKey) -> AnyStubView { AnyStubView() }
    public func navigationTitle(_ title: Text) -> AnyStubView { AnyStubView() }
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItemStub.TitleDisplayMode) -> AnyStubView { AnyStubView() }
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> AnyStubView { AnyStubView() }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> AnyStubView { AnyStubView() }
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> AnyStubView { AnyStubView() }
    public func toolbar<C: View>(@ViewBuilder content: () -> C) -> AnyStubView { AnyStubView() }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: String? = nil) -> AnyStubView { AnyStubView() }
    public func searchable(text: Binding<String>, prompt: Text?) -> AnyStubView { AnyStubView() }
    public func sheet<C: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> C) -> AnyStubView { AnyStubView() }
    public func sheet<Item: Identifiable, C: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                   @ViewBuilder content: @escaping (Item) -> C) -> AnyStubView { AnyStubView() }
    public func popover<C: View>(isPresented: Binding<Bool>, arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> C) -> AnyStubView { AnyStubView() }
    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> AnyStubView { AnyStubView() }
    public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> AnyStubView { AnyStubView() }
    public func help(_ text: String) -> AnyStubView { AnyStubView() }
    public func tag<V: Hashable>(_ tag: V) -> AnyStubView { AnyStubView() }
    public func id<ID: Hashable>(_ id: ID) -> AnyStubView { AnyStubView() }
    public func onAppear(perform action: (() -> Void)? = nil) -> AnyStubView { AnyStubView() }
    public func onDisappear(perform action: (() -> Void)? = nil) -> AnyStubView { AnyStubView() }
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> AnyStubView { AnyStubView() }
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> AnyStubView { AnyStubView() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> AnyStubView { AnyStubView() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> AnyStubView { AnyStubView() }
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> AnyStubView { AnyStubView() }
    public func onSubmit(_ action: @escaping () -> Void) -> AnyStubView { AnyStubView() }
    public func task(_ action: @escaping @Sendable () async -> Void) -> AnyStubView { AnyStubView() }
    public func refreshable(action: @escaping @Sendable () async -> Void) -> AnyStubView { AnyStubView() }
    public func swipeActions<C: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> C) -> AnyStubView { AnyStubView() }
    public func contextMenu<C: View>(@ViewBuilder menuItems: () -> C) -> AnyStubView { AnyStubView() }
    public func disabled(_ disabled: Bool) -> AnyStubView { AnyStubView() }
    public func focused(_ condition: FocusState<Bool>.Binding) -> AnyStubView { AnyStubView() }
    public func focused<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) -> AnyStubView { AnyStubView() }
    public func focused(_ binding: Binding<Bool>) -> AnyStubView { AnyStubView() }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> AnyStubView { AnyStubView() }
    public func autocorrectionDisabled(_ disable: Bool = true) -> AnyStubView { AnyStubView() }
    public func keyboardType(_ type: UIKeyboardTypeStub) -> AnyStubView { AnyStubView() }
    public func contentTransition(_ transition: ContentTransition) -> AnyStubView { AnyStubView() }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> AnyStubView { AnyStubView() }
    public func transition(_ t: AnyTransition) -> AnyStubView { AnyStubView() }
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> AnyStubView { AnyStubView() }
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> AnyStubView { AnyStubView() }
    public func widgetAccentable(_ accentable: Bool = true) -> AnyStubView { AnyStubView() }
    public func privacySensitive(_ sensitive: Bool = true) -> AnyStubView { AnyStubView() }
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> AnyStubView { AnyStubView() }
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> AnyStubView { AnyStubView() }
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> AnyStubView { AnyStubView() }
    public func environment<T: AnyObject>(_ object: T?) -> AnyStubView { AnyStubView() }
    public func environmentObject<T: ObservableObject>(_ object: T) -> AnyStubView { AnyStubView() }
    public func accessibilityLabel(_ label: String) -> AnyStubView { AnyStubView() }
    public func accessibilityLabel(_ label: Text) -> AnyStubView { AnyStubView() }
    public func accessibilityValue(_ value: String) -> AnyStubView { AnyStubView() }
    public func accessibilityHint(_ hint: String) -> AnyStubView { AnyStubView() }
    public func accessibilityHidden(_ hidden: Bool) -> AnyStubView { AnyStubView() }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> AnyStubView { AnyStubView() }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> AnyStubView { AnyStubView() }
    public func accessibilityShowsLargeContentViewer() -> AnyStubView { AnyStubView() }
    public func accessibilityShowsLargeContentViewer<V: View>(@ViewBuilder _ largeContent: () -> V) -> AnyStubView { AnyStubView() }
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> AnyStubView { AnyStubView() }
    public func listRowBackground<V: View>(_ view: V?) -> AnyStubView { AnyStubView() }
    public func listRowSeparator(_ visibility: Visibility) -> AnyStubView { AnyStubView() }
    public func badge(_ count: Int) -> AnyStubView { AnyStubView() }
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> AnyStubView { AnyStubView() }
    public func headerProminence(_ prominence: Prominence) -> AnyStubView { AnyStubView() }
    public func redacted(reason: RedactionReasons) -> AnyStubView { AnyStubView() }
}

public protocol Plottable {}
extension Date: Plottable {}
extension String: Plottable {}
extension Double: Plottable {}
extension Int: Plottable {}
extension Decimal: Plottable {}

public enum ControlSize: Sendable { case mini, small, regular, large, extraLarge }
public enum ContentMode: Sendable { case fit, fill }
public struct FillStyle: Sendable { public init(eoFill: Bool = false, antialiased: Bool = true) {} }
public enum HorizontalEdge: Sendable { case leading, trailing }
public enum VerticalEdge: Sendable { case top, bottom }
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let all = SafeAreaRegions(rawValue: 3), container = SafeAreaRegions(rawValue: 1), keyboard = SafeAreaRegions(rawValue: 2)
}
public struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior(), combine = AccessibilityChildBehavior(), contain = AccessibilityChildBehavior()
}
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isHeader = AccessibilityTraits(rawValue: 1), isButton = AccessibilityTraits(rawValue: 2)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 4), isStaticText = AccessibilityTraits(rawValue: 8)
}
public struct RedactionReasons: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1), privacy = RedactionReasons(rawValue: 2)
}
public struct AnyTransition: Sendable {
    public static let opacity = AnyTransition(), scale = AnyTransition(), slide = AnyTransition()
}
public enum UIKeyboardTypeStub: Sendable { case `default`, numberPad, decimalPad, emailAddress, URL, phonePad }
public enum NavigationBarItemStub {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}
extension FocusState {
    @propertyWrapper
    public struct Binding {
        public init() {}
        public var wrappedValue: Value { fatalError() }
        public var projectedValue: Binding { self }
    }
}

// MARK: Hosting

open class UIHostingController<Content: View>: UIViewController, @unchecked Sendable {
    public init(rootView: Content) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open var rootView: Content { fatalError() }
    public var sizingOptions: UIHostingControllerSizingOptions = []
}
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1)
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 2)
}
open class NSHostingView<Content: View>: NSView, @unchecked Sendable {
    public init(rootView: Content) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

// MARK: Previews

public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor static var previews: Previews { get }
}
extension View {
    public func previewLayout(_ value: PreviewLayout) -> AnyStubView { AnyStubView() }
    public func previewDisplayName(_ value: String?) -> AnyStubView { AnyStubView() }
}
public enum PreviewLayout: Sendable { case device, sizeThatFits }
