import Typography

/// The platform frameworks the files of a run import (`import AppKit`, `import UIKit`, `import
/// WatchKit`, found in the first pass's ``FileWords``) and the platform they agree on. A macOS app's
/// SwiftUI views import only SwiftUI, but its other files import AppKit and none UIKit: its views are
/// judged with the macOS sizes.
struct ImportedPlatforms: Sendable {
    private let imports: FileWords

    init(_ files: [FileWords]) {
        imports = files.reduce(into: FileWords()) { $0.formUnion($1.intersection([.importsAppKit, .importsUIKit, .importsWatchKit])) }
    }

    /// The one platform the imports name (macOS for AppKit, watchOS for WatchKit), nil when they name
    /// none, iOS, or more than one.
    var platform: Platform? {
        switch (imports.contains(.importsAppKit), imports.contains(.importsUIKit), imports.contains(.importsWatchKit)) {
        case (true, false, false): .macos
        case (false, false, true): .watchos
        default: nil
        }
    }
}
