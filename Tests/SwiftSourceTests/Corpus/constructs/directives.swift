// #if regions, pound keywords, macros and attributes.
import SwiftUI
#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#else
#error("Unsupported platform")
#endif

#if os(iOS) || os(tvOS)
typealias PlatformFont = UIFont
#elseif os(macOS) && !targetEnvironment(macCatalyst)
typealias PlatformFont = NSFont
#endif

#if compiler(>=5.9) && swift(<7)
let modern = true
#endif

#warning("Remember to tune the type ramp")
#sourceLocation(file: "Generated.swift", line: 100)
let generated = 1
#sourceLocation()

@available(iOS 17.0, macOS 14.0, *)
@MainActor
final class Model: ObservableObject {
    @Published var title = "Title"
    @Published private(set) var count = 0
    nonisolated let identifier = UUID()

    @discardableResult
    func increment() -> Int {
        count += 1
        return count
    }

    @objc dynamic func legacy() {}
}

struct Sample: View {
    @ScaledMetric(relativeTo: .title) private var iconSize: CGFloat = 24
    @Environment(\.dynamicTypeSize) private var typeSize
    @State private var isOn = false

    var body: some View {
        VStack {
            Text("Hello")
            #if os(iOS)
                .font(.largeTitle)
            #else
                .font(.title)
            #endif
            if #available(iOS 17, *) {
                Text("New").fontWeight(.semibold)
            }
            if #unavailable(iOS 16) {
                Text("Old")
            }
        }
    }
}

func locations() -> String {
    let file = #file
    let line = #line
    let function = #function
    let fileID = #fileID
    let selector = #selector(Model.legacy)
    let keyPathString = #keyPath(Model.title)
    _ = (selector, keyPathString)
    return "\(file):\(line) \(function) \(fileID) \(#column)"
}

#Preview {
    Sample()
}

#Preview("Dark", traits: .sizeThatFitsLayout) {
    Sample().preferredColorScheme(.dark)
}

@propertyWrapper
struct Clamped<Value: Comparable> {
    var wrappedValue: Value
    init(wrappedValue: Value, _ range: ClosedRange<Value>) { self.wrappedValue = min(max(wrappedValue, range.lowerBound), range.upperBound) }
}

@resultBuilder enum Builder {
    static func buildBlock(_ parts: Int...) -> Int { parts.reduce(0, +) }
}
