// Identifiers: Unicode, backticks, raw identifiers, dollar names, keywords used as names.
import Foundation

let café = "coffee"
let naïve = true
let 日本語 = "Japanese"
let π = 3.14159
let Ω = "ohm"
let 🐶 = "dog"
let ñandú = 2
let résumé_2 = café + 日本語
let `class` = "keyword as name"
let `default` = 0
let `self`: Int = 1
let `some name with spaces` = 42
func `test that names can contain spaces`() {}
let dollar$inside = 1
let _underscore = 2
let __double = 3
let x1y2 = 4
let get = 5, set = 6, willSet = 7, some = 8, any = 9, async = 10, await = 11

struct Wrapper {
    @Clamp var value = 0
    var projected: Int { $value }
}

@propertyWrapper struct Clamp {
    var wrappedValue: Int
    var projectedValue: Int { wrappedValue * 2 }
}

let sorted = [3, 1, 2].sorted { $0 < $1 }
let mapped = [(1, "a")].map { ($0.0, $0.1, $1) } as Any
let tuple = ((1, 2), 3)
let tupleIndex = tuple.0.1
let member = tuple.1.description
let usesKeywordMember = Wrapper().self
let implicitSelf = [Wrapper]().first?.value
let escaped = `class`.count + `default`
let placeholderFree = café.uppercased()
let combining = "é".count
