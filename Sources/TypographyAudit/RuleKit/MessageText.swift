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

    mutating func append(_ piece: String) {
        bytes.append(contentsOf: piece.utf8)
    }

    mutating func append(bytes piece: ArraySlice<UInt8>) {
        bytes.append(contentsOf: piece)
    }

    /// The text built so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
