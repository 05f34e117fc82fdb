// Combine declarations for type-checking the test apps on Linux (see README.md).
@_exported import Foundation

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

extension Publisher {
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable where Failure == Never { AnyCancellable() }
    public func sink(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                     receiveValue: @escaping (Output) -> Void) -> AnyCancellable { AnyCancellable() }
    public func receive<S>(on scheduler: S) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> { AnyPublisher() }
    public func removeDuplicates() -> AnyPublisher<Output, Failure> where Output: Equatable { AnyPublisher() }
    public func debounce<S>(for dueTime: Double, scheduler: S) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher() }
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable { AnyCancellable() }
}

public enum Subscribers {
    public enum Completion<Failure: Error> { case finished, failure(Failure) }
}

public struct AnyPublisher<Output, Failure: Error>: Publisher {
    public init() {}
}

public final class AnyCancellable: Hashable, @unchecked Sendable {
    public init() {}
    public func cancel() {}
    public func store(in set: inout Set<AnyCancellable>) {}
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) {}
}

public protocol ObservableObject: AnyObject {}

@propertyWrapper
public struct Published<Value> {
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
    }
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var wrappedValue: Value
    public var projectedValue: Publisher { Publisher() }
}

public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    public init() {}
    public func send(_ value: Output) {}
}

public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    public init(_ value: Output) { self.value = value }
    public var value: Output
    public func send(_ value: Output) {}
}

extension Timer {
    public final class TimerPublisher: Publisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never
        public func autoconnect() -> AnyPublisher<Date, Never> { AnyPublisher() }
    }
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: Int? = nil) -> TimerPublisher { TimerPublisher() }
}

extension NotificationCenter {
    public struct Publisher: Combine.Publisher {
        public typealias Output = Notification
        public typealias Failure = Never
    }
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher { Publisher() }
}

public struct DispatchQueueSchedulerStub {}
