// Statements, closures, patterns and types that exercise the parser-level token decisions.
import Foundation

enum LoadError: Error { case missing(String), invalid(code: Int) }

struct Loader<Output: Decodable> {
    var decoder = JSONDecoder()
    var cache: [String: Output] = [:]
    var handlers: [(Result<Output, LoadError>) -> Void] = []

    mutating func load(_ key: String, from data: Data?) throws(LoadError) -> Output {
        guard let data else { throw .missing(key) }
        if let cached = cache[key] { return cached }
        do {
            let value = try decoder.decode(Output.self, from: data)
            cache[key] = value
            return value
        } catch let error as DecodingError {
            _ = error
            throw .invalid(code: 1)
        } catch {
            throw .invalid(code: 2)
        }
    }

    subscript(key: String) -> Output? { cache[key] }
    subscript<T>(key: String, as type: T.Type) -> T? { cache[key] as? T }
}

func classify(_ value: Any) -> String {
    switch value {
    case let number as Int where number > 10: return "big"
    case let number as Int: return "int \(number)"
    case let text as String: return text
    case let list as [Int]: return "list \(list.count)"
    case let pair as (Int, Int): return "\(pair.0),\(pair.1)"
    case let dictionary as [String: Any]: return "dict \(dictionary.count)"
    case let optional as Optional<Int>: return "optional \(String(describing: optional))"
    case is Set<String>: return "set"
    default: return "other"
    }
}

func patterns(_ values: [Int?], point: (x: Int, y: Int)) async -> Int {
    var total = 0
    for case let value? in values { total += value }
    for (index, value) in values.enumerated() where value != nil { total += index }
    if case .some(let first)? = values.first { total += first }
    if case (0, let y) = point { total += y }
    switch point {
    case (0, 0): break
    case (let x, 0) where x > 0, (0, let x): total += x
    case (1...5, 6..<10): total += 1
    default: fallthrough
    }
    while total > 100 { total /= 2 }
    repeat { total += 1 } while total < 3
    let sum = await withTaskGroup(of: Int.self) { group in
        for value in values.compactMap({ $0 }) { group.addTask { value * 2 } }
        return await group.reduce(0, +)
    }
    return total + sum
}

final class Observer: NSObject, @unchecked Sendable {
    private var tokens: [NSObjectProtocol] = []
    lazy var formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()
    weak var delegate: AnyObject?
    unowned(unsafe) var owner: NSObject = NSObject()

    func observe(_ center: NotificationCenter = .default, perform action: @escaping @Sendable (Notification) -> Void) {
        tokens.append(center.addObserver(forName: .NSCalendarDayChanged, object: nil, queue: .main) { [weak self] note in
            guard let self else { return }
            _ = self.formatter
            action(note)
        })
    }

    func transform<T, U>(_ values: [T], _ body: (T) throws -> U) rethrows -> [U] { try values.map(body) }
    func swapValues(_ a: inout Int, _ b: inout Int) { (a, b) = (b, a) }
    func callSwap() {
        var first = 1, second = 2
        swapValues(&first, &second)
    }
}

let closures: [() -> Void] = [{}, { print("hi") }]
let trailing = [3, 1, 2].sorted { lhs, rhs in lhs < rhs }.map { $0 * 2 }.filter { $0 > 2 }
let multipleTrailing = UIViewLike.animate(withDuration: 0.3) {
    print("animations")
} completion: { finished in
    print(finished)
}
enum UIViewLike {
    static func animate(withDuration duration: Double, animations: () -> Void, completion: (Bool) -> Void) -> Int {
        animations(); completion(true); return 0
    }
}
let keyPaths = [\Observer.delegate, \Observer.formatter] as [PartialKeyPath<Observer>]
let optionalKeyPath = \Observer.delegate?.description
let anyValue: any Equatable = 1
let someCollection: some Collection<Int> = [1, 2]
let metatypes: [Any.Type] = [Int.self, String.self, Array<Int>.self]
let nestedOptional: Int?? = .some(nil)
let tupleTypes: [(name: String, age: Int)] = [("A", 1)]
let functionTypes: [@Sendable (Int) async throws -> Int] = []
let conditional = Bool.random() ? [Int]() : Array<Int>(repeating: 0, count: 2)
let comparisonOfGenerics = Array<Int>() == [Int]()
let implicitlyUnwrapped: Int! = 3
let compositions: (any Hashable & Sendable)? = nil
