import Foundation

/// Substring tests on a file's bytes (comments and strings included), for the cheap checks that
/// decide which files are worth reading further.
enum ByteSearch {
    /// Whether `bytes` contain `needle` anywhere.
    ///
    /// `memchr` looks for the needle's rarest byte in Swift source (the `y` of `typecase:`, the `@`
    /// of `@Published`), so few positions are compared in full.
    static func contains(_ bytes: [UInt8], _ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { pattern in
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress, let first = pattern.baseAddress, !pattern.isEmpty,
                      pattern.count <= buffer.count else { return false }
                let anchor = rarestByteOffset(in: pattern)
                let byte = Int32(pattern[anchor])
                // The anchor byte is looked for where a whole needle still fits around it.
                var index = anchor
                let end = buffer.count - pattern.count + anchor + 1
                while index < end {
                    guard let found = memchr(base + index, byte, end - index) else { return false }
                    let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + position - anchor, first, pattern.count) == 0 { return true }
                    index = position + 1
                }
                return false
            }
        }
    }

    /// Bytes of Swift source from the most frequent on (measured on the benchmark's generated app);
    /// any other byte is rarer than all of them.
    private static let frequentBytes = Array(" etianrosl\n.dc()u:gpmfyvhbw".utf8)

    /// The offset in `pattern` of its byte that is least frequent in Swift source (the first of equals).
    private static func rarestByteOffset(in pattern: UnsafeBufferPointer<UInt8>) -> Int {
        var best = 0
        var bestRank = -1
        for (offset, byte) in pattern.enumerated() {
            let rank = frequentBytes.firstIndex(of: byte) ?? frequentBytes.count
            if rank > bestRank { (best, bestRank) = (offset, rank) }
        }
        return best
    }
}
