import Typography

/// The platform frameworks a file imports (`import AppKit`, `import UIKit`, `import WatchKit`), read
/// from its bytes in the first pass; over a run, the platform they agree on. A macOS app's SwiftUI
/// views import only SwiftUI, but its other files import AppKit and none UIKit: its views are judged
/// with the macOS sizes.
struct ImportedPlatforms: Sendable {
    private var appKit = false
    private var uiKit = false
    private var watchKit = false

    init() {}

    init(_ bytes: [UInt8]) {
        appKit = ByteSearch.contains(bytes, "import AppKit")
        uiKit = ByteSearch.contains(bytes, "import UIKit")
        watchKit = ByteSearch.contains(bytes, "import WatchKit")
    }

    /// The imports of several files together.
    init(_ files: [ImportedPlatforms]) {
        for file in files {
            appKit = appKit || file.appKit
            uiKit = uiKit || file.uiKit
            watchKit = watchKit || file.watchKit
        }
    }

    /// The one platform the imports name (macOS for AppKit, watchOS for WatchKit), nil when they name
    /// none, iOS, or more than one.
    var platform: Platform? {
        switch (appKit, uiKit, watchKit) {
        case (true, false, false): .macos
        case (false, false, true): .watchos
        default: nil
        }
    }
}
