import SwiftUI

enum LedgerType {
    static let amountSize: CGFloat = 44
    static let captionSize: CGFloat = 0
}

extension Font {
    static let ledgerAmount = Font.system(size: LedgerType.amountSize, weight: .semibold, design: .rounded) // expect: fixed-font-size
    static let ledgerLabel = Font.custom("SourceSerif4-Regular", size: 13, relativeTo: .footnote)
    static let ledgerNumber = Font.custom("SourceSerif4-Semibold", size: 28, relativeTo: .title)
}
