// Operators: prefix, postfix and binary by whitespace; custom operators; ranges; optionals.
import Foundation

prefix operator √
postfix operator ++
infix operator <~> : AdditionPrecedence
infix operator ∙ : MultiplicationPrecedence

prefix func √ (value: Double) -> Double { value.squareRoot() }
postfix func ++ (value: inout Int) { value += 1 }
func <~> (lhs: Int, rhs: Int) -> Int { lhs * 10 + rhs }
func ∙ (lhs: Double, rhs: Double) -> Double { lhs * rhs }

struct Vector: Equatable {
    var x = 0.0, y = 0.0
    static func + (lhs: Vector, rhs: Vector) -> Vector { Vector(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static prefix func - (vector: Vector) -> Vector { Vector(x: -vector.x, y: -vector.y) }
    static func += (lhs: inout Vector, rhs: Vector) { lhs = lhs + rhs }
    static func == (lhs: Vector, rhs: Vector) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
}

var counter = 0
counter++
let root = √16.0
let combined = 1 <~> 2
let dot = 2.0 ∙ 3.0
let negative = -counter
let notTrue = !true
let tight = 1+2*3-4/2%3
let spaced = 1 + 2 * 3 - 4
let mixed = counter+1
let bits = (0b1010 & 0b0110) | (1 << 4) ^ ~0 >> 2
let comparison = counter >= 0 && counter <= 10 || counter != 5
let identity = counter === counter as AnyObject? ? 1 : 0
let closedRange = 0...10
let halfOpen = 0..<10
let oneSided = [1, 2, 3][1...]
let upTo = [1, 2, 3][..<2]
let optionalChain: String? = "text"
let length = optionalChain?.count ?? 0
let forced = optionalChain!.uppercased()
let ternary = length > 2 ? "long" : "short"
let nilCoalescing = optionalChain ?? "default"
var maybe: Int? = nil
maybe? = 3
let arrowType: (Int) -> (Int) -> Int = { a in { b in a + b } }
let keyPath = \Vector.x
let keyPathRoot = \[Int].count
let overflow = Int.max &+ 1 &- 1 &* 2
let pointer = withUnsafePointer(to: &counter) { $0.pointee }
let casted = 3 as Int
let checked = optionalChain is String
let conditional = optionalChain as? NSString
let forcedCast = (optionalChain as Any) as! String
let compound = { (x: inout Int) in x *= 2; x -= 1; x %= 7; x <<= 1; x >>= 1; x &= 3; x |= 4; x ^= 1 }
let unicodeOperator = 3 × 4
func × (lhs: Int, rhs: Int) -> Int { lhs * rhs }
let spacedPostfix = optionalChain! .isEmpty
