/// Builds a message or fix text from pieces as UTF-8 bytes and makes one `String` at the end.
///
/// `String.append` and string interpolation cost several hundred instructions per piece (each
/// goes through the generic append path and may regrow the string); findings build their texts
/// from a handful of pieces, thousands of times per run, so the pieces are copied as bytes instead.
struct MessageText {
    private var bytes: [UInt8] = []

    init(capacity: Int = 128) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends `piece`'s UTF-8 bytes, copied in one block (a native string's are contiguous; the
    /// byte-by-byte path is only for a bridged one).
    mutating func append(_ piece: String) {
        let copied: Void? = piece.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil { bytes.append(contentsOf: piece.utf8) }
    }

    /// Appends a signed amount as ``SignedPoints`` prints it (a typographic minus before a negative one).
    mutating func append(_ amount: SignedPoints) {
        if amount.value < 0 { append("\u{2212}") }
        append(PointSize(amount.value < 0 ? -amount.value : amount.value))
    }

    /// Appends a point size as ``PointSize`` prints it, without making a string of a whole size.
    mutating func append(_ size: PointSize) {
        guard let whole = size.wholeValue else { return append(size.description) }
        if whole < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = whole.magnitude
        var power: UInt = 1
        while power <= magnitude / 10 { power *= 10 }
        while power > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / power % 10))
            power /= 10
        }
    }

    mutating func append(bytes piece: ArraySlice<UInt8>) {
        bytes.append(contentsOf: piece)
    }

    /// The text built so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
