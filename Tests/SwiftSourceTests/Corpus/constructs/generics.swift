// Generic parameter and argument lists, as SwiftParser reads `<` and `>`.
import SwiftUI

struct Box<Value> {
    var value: Value
    func map<Result>(_ transform: (Value) -> Result) -> Box<Result> { Box<Result>(value: transform(value)) }
}

enum Either<Left, Right> { case left(Left), right(Right) }
class Cache<Key: Hashable, Value>: NSObject where Value: AnyObject {}
protocol Store<Element> { associatedtype Element }
actor Registry<Item: Sendable> { var items: [Item] = [] }
typealias Pair<T> = (T, T)
typealias StringDictionary<Value> = Dictionary<String, Value>

func compare<T: Comparable, U: Equatable & Hashable>(_ a: T, _ b: T, tag: U) -> Bool where T: Sendable { a < b }
func variadic<each T>(_ values: repeat each T) {}
func someView() -> some View { EmptyView() }
func anyCollection(_ value: any Collection<Int>) -> Int { value.count }

let nested: Array<Array<Int>> = []
let deeper: Dictionary<String, Array<Set<Int>>> = [:]
let optionalGeneric: Array<Int>? = nil
let assigned: Set<String>=[]
let constructed = Set<Int>([1, 2, 3])
let metatype = Array<String>.self
let member = Box<Int>(value: 3).map { String($0) }
let comparisonOnly = 1 < 2
let twoComparisons = (1 < 2, 3 > 4)
let shiftRight = 16 >> 2
let shiftLeft = 1 << 3
let chainedCall = Optional<Int>.none
let inArray = [Box<Int>]()
let inTuple: (Box<Int>, Either<Int, String>) = (Box(value: 1), .left(1))
let castGeneric = [1] as Array<Int>
let isGeneric = [1] is Array<Int>
let closureType: (Box<Int>) -> Box<String> = { $0.map { "\($0)" } }
let value = Box<Box<Int>>(value: Box(value: 1)).value.value
let implicitMember: Either<Int, String> = .left(1)

extension Box where Value == Int {
    var doubled: Box<Int> { Box<Int>(value: value * 2) }
}

extension Array<Int> {
    var total: Int { reduce(0, +) }
}

struct GenericView<Content: View>: View {
    @ViewBuilder var content: () -> Content
    var body: some View {
        VStack { content() }
            .environment(\.font, Font.body)
    }
}

func makeBinding<T>(_ value: T) -> Binding<T> { .constant(value) }
let state = State<Int>(initialValue: 0)
let publisher = PassthroughSubjectLike<String, Never>()
struct PassthroughSubjectLike<Output, Failure: Error> {}
let comparisonChain = 1 < 2 && 3 > 2
func lessThan(a: Int, b: Int, c: Int, d: Int) -> Bool { a < b || c > d }

protocol Container {
    associatedtype Item
    associatedtype Storage: Collection = Array<Item> where Storage.Element == Item
    associatedtype Wrapped = Optional<Item>
}

struct Amount: Equatable {
    var cents: Int
    init?<T: BinaryInteger>(exactly value: T) { cents = Int(value) }
    init!<T: BinaryFloatingPoint>(rounding value: T) { cents = Int(value.rounded()) }
    static func == <T: BinaryInteger>(lhs: Amount, rhs: T) -> Bool { lhs.cents == Int(rhs) }
    static func += <T: BinaryInteger>(lhs: inout Amount, rhs: T) { lhs.cents += Int(rhs) }
}

let optionalInner: Array<Array<Int>?> = [nil]
let optionalBoth: Optional<Array<Int>?>? = nil
let forcedInner: Array<Int?>! = [nil]

@freestanding(expression)
macro stringify<T>(_ value: T, _ extras: Any...) -> (T, String) = #externalMacro(module: "Macros", type: "StringifyMacro")

struct Fixed<let size: Int> {}
let negativeSize = Fixed<-1>.self
let positiveSize = Fixed<4>()
