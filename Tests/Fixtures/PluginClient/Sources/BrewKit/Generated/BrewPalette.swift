// Written by a design-token tool, not by hand: the package's .typecase.json leaves Generated/ out.
#if canImport(SwiftUI)
import SwiftUI

public enum BrewPalette {
    public static let badge = Font.system(size: 9)
}
#endif
