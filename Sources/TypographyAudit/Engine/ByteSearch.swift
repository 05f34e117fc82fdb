import Foundation

/// Substring tests on a file's bytes (comments and strings included), for the cheap checks that
/// decide which files are worth reading further.
enum ByteSearch {
    /// Whether `bytes` contain `needle` anywhere.
    ///
    /// `memchr` looks for the needle's rarest byte in Swift source (the `y` of `typecase:`, the `@`
    /// of `@Published`), so few positions are compared in full.
    static func contains(_ bytes: [UInt8], _ needle: StaticString) -> Bool {
        firstIndex(of: needle, in: bytes, from: 0, to: bytes.count) != nil
    }

    /// Whether `bytes` contain `needle` (a name known only at run time) anywhere.
    static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
        var needle = needle
        return needle.withUTF8 { firstIndex(of: $0, in: bytes, from: 0, to: bytes.count) } != nil
    }

    /// Whether one line of `bytes` contains `first` and, after it, `second` (`static` … `Font`).
    static func containsOnOneLine(_ bytes: [UInt8], _ first: StaticString, then second: StaticString) -> Bool {
        var index = 0
        while let found = firstIndex(of: first, in: bytes, from: index, to: bytes.count) {
            let lineEnd = bytes.withUnsafeBufferPointer { buffer in
                memchr(buffer.baseAddress! + found, Int32(UInt8(ascii: "\n")), buffer.count - found)
                    .map { buffer.baseAddress!.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? buffer.count
            }
            if firstIndex(of: second, in: bytes, from: found + first.utf8CodeUnitCount, to: lineEnd) != nil { return true }
            index = lineEnd
        }
        return false
    }

    /// Where `needle` first starts in `bytes[start..<end]`.
    private static func firstIndex(of needle: StaticString, in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        needle.withUTF8Buffer { firstIndex(of: $0, in: bytes, from: start, to: end) }
    }

    private static func firstIndex(of pattern: UnsafeBufferPointer<UInt8>, in bytes: [UInt8], from start: Int, to end: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let first = pattern.baseAddress, !pattern.isEmpty,
                  start >= 0, end <= buffer.count, pattern.count <= end - start else { return nil }
            let anchor = rarestByteOffset(in: pattern)
            let byte = Int32(pattern[anchor])
            // The anchor byte is looked for where a whole needle still fits around it.
            var index = start + anchor
            let last = end - pattern.count + anchor + 1
            while index < last {
                guard let found = memchr(base + index, byte, last - index) else { return nil }
                let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + position - anchor, first, pattern.count) == 0 { return position - anchor }
                index = position + 1
            }
            return nil
        }
    }

    /// Bytes of Swift source from the most frequent on (measured on the benchmark's generated app);
    /// any other byte is rarer than all of them.
    private static let frequentBytes = Array(" etianrosl\n.dc()u:gpmfyvhbw".utf8)

    /// Each byte's ``rarity(of:)``, by byte value.
    private static let rarities: [Int] = (0...255).map { frequentBytes.firstIndex(of: UInt8($0)) ?? frequentBytes.count }

    /// How rare a byte is in Swift source: its rank from the most frequent byte on (0 for a space),
    /// the same for every byte rarer than all of ``frequentBytes``.
    static func rarity(of byte: UInt8) -> Int {
        rarities[Int(byte)]
    }

    /// The offset in `pattern` of its byte that is least frequent in Swift source (the first of equals).
    private static func rarestByteOffset(in pattern: UnsafeBufferPointer<UInt8>) -> Int {
        var best = 0
        var bestRank = -1
        for (offset, byte) in pattern.enumerated() {
            let rank = rarity(of: byte)
            if rank > bestRank { (best, bestRank) = (offset, rank) }
        }
        return best
    }
}
