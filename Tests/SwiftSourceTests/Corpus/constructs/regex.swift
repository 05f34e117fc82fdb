// Regex literals: bare /…/ where Swift reads a regex, extended #/…/#, and the divisions around them.
import Foundation

let digits = /\d+/
let word = /[a-z]+(?:-[a-z]+)*/
let anchored = /^\s*(\w+)\s*=\s*(.*?)\s*$/
let withSlash = /a\/b/
let extended = #/a/b/#
let extendedSpaces = #/ spaced out /#
let doublePound = ##/contains /# inside/##
let multiLineRegex = #/
    (?<year>\d{4}) - (?<month>\d{2})
    /#

func parse(_ line: String) -> Bool {
    if line.contains(/error/) { return false }
    guard let match = line.firstMatch(of: /(\d+)x(\d+)/) else { return false }
    let options = [/a/, /b/, /c/]
    _ = options
    return match.output.0.isEmpty == false
}

func divisions(width: Double, height: Double, count: Int) -> Double {
    let half = width / 2
    let ratio = width/height
    let third = (width + height) / 3
    let average = Double(count) / 2.0 / height
    var value = width
    value /= 2
    let grouped = [width, height].map { $0 / 2 }
    return half + ratio + third + average + value + grouped[0] / height
}

let spacedDivision = 10 / 2 / 5
let matches = try? /x+/.wholeMatch(in: "xxx")
let inReturn: () -> Regex<Substring> = { return /abc/ }
let unapplied = [1, 2, 3].reduce(0, +)
let divisionFunctions: [(Double, Double) -> Double] = [(/), (*)]
let operatorInCall = [6.0, 3.0].reduce(1.0, /)
