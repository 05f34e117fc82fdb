#if canImport(SwiftUI)
import SwiftUI

struct LegacyBadge: View {
    var body: some View {
        Text("Legacy").font(.system(size: 14))
    }
}
#endif

public enum Legacy {}
