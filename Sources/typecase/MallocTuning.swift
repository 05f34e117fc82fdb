#if canImport(Glibc)
import Glibc
#endif

/// The process's settings of the C library's allocator.
enum MallocTuning {
    /// The size from which glibc's malloc gives a block its own mapping.
    static let mappedBlockSize: Int32 = 64 * 1024
    /// The memory glibc's malloc takes from the system beyond what a heap's growth needs, and keeps
    /// when the heap's top is freed.
    static let heapPadding: Int32 = 4 * 1024 * 1024

    /// Makes glibc's malloc give blocks of ``mappedBlockSize`` bytes or more their own mappings,
    /// handed back to the system when freed (Linux with glibc only; elsewhere nothing). By default
    /// glibc raises that threshold to the size of each such block freed (up to 32 MiB): after the
    /// first large file, its token and node arrays are served from the heap, and a heap keeps what
    /// was freed between blocks still in use, so an audit's resident memory was the heap's
    /// high-water mark plus that slack (61 MB on ../shared/corpus against 51 MB with this). Setting
    /// the threshold (`mallopt(M_MMAP_THRESHOLD, …)`, which also stops the raising) fixes it.
    /// `mallopt` is declared in `malloc.h`, which the Glibc module does not include, so it is looked
    /// up by name; a C library without it is left as it is.
    ///
    /// A heap grows and shrinks by ``heapPadding`` at least (`M_TOP_PAD`; glibc's default is 128 KiB):
    /// files are parsed and dropped one after the other, and a heap trimmed after each gave its
    /// pages back only to fault them in again for the next file (22,800 page faults on
    /// ../shared/corpus, 0.16 s of system time; 10,200 and 0.11 s with this, for 3 MB more).
    static func apply() {
        #if canImport(Glibc)
        // M_TOP_PAD and M_MMAP_THRESHOLD in glibc's malloc.h.
        let topPad: Int32 = -2
        let mmapThreshold: Int32 = -3
        // A null handle is RTLD_DEFAULT: the symbol as the program's libraries define it.
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: (@convention(c) (Int32, Int32) -> Int32).self)
        _ = mallopt(mmapThreshold, mappedBlockSize)
        _ = mallopt(topPad, heapPadding)
        #endif
    }

    /// Hands the free pages of glibc's heaps back to the system (`malloc_trim`), also those between
    /// blocks still in use; elsewhere nothing. An audit calls it before each large file
    /// (``AuditOptions/releasesFreeMemory``): a heap keeps resident what the files before freed, and
    /// the large file's tree is the run's peak beside it.
    static let releaseFreePages: @Sendable () -> Void = {
        #if canImport(Glibc)
        guard let symbol = dlsym(nil, "malloc_trim") else { return {} }
        let trim = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        return { _ = trim(0) }
        #else
        return {}
        #endif
    }()
}
