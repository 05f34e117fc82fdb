// Compiles everywhere; the SwiftUI views are audited on every platform and built where SwiftUI exists.
#if canImport(SwiftUI)
import SwiftUI

public struct BrewTitle: View {
    let name: String

    public var body: some View {
        VStack(alignment: .leading) {
            Text(name)
                .font(.system(size: 22, weight: .semibold))
            Text("Light roast")
                .font(.system(.body, weight: .ultraLight))
            Text("Updated today")
                .font(.caption)
        }
    }
}
#endif

public enum BrewKitInfo {
    public static let name = "BrewKit"
}
