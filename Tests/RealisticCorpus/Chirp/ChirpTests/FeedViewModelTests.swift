import SwiftUI
import XCTest
@testable import Chirp

final class FeedViewModelTests: XCTestCase {
    func testRendersBadge() {
        let label = Text("3").font(.system(size: 9))
        let title = UIFont.systemFont(ofSize: 8)
        XCTAssertNotNil(label)
        XCTAssertNotNil(title)
    }
}
