// CoreGraphics for type-checking the test apps on Linux (see README.md): Foundation has CGFloat,
// CGPoint, CGSize and CGRect there.
@_exported import Foundation
