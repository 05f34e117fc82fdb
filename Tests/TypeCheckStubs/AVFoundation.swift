// AVFoundation declarations for type-checking the test apps on Linux (see README.md).
@_exported import Foundation

public struct CMTime: Sendable {
    public init(seconds: Double, preferredTimescale: Int32) {}
    public var seconds: Double { 0 }
}

open class AVPlayer: NSObject, @unchecked Sendable {
    public override init() {}
    public init(url: URL) {}
    open func play() {}
    open func pause() {}
    open func seek(to time: CMTime) {}
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                      using block: @escaping @Sendable (CMTime) -> Void) -> Any { 0 }
    open func removeTimeObserver(_ observer: Any) {}
    open func currentTime() -> CMTime { CMTime(seconds: 0, preferredTimescale: 1) }
}
