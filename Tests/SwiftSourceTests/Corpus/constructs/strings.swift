// String literals of every kind, with interpolation nested to several depths.
import Foundation

let name = "World"
let count = 3
let plain = "Hello, World!"
let empty = ""
let escapes = "tab\tnewline\nquote\"backslash\\nul\0apostrophe\'unicode\u{1F600}\u{E9}"
let interpolated = "Hello, \(name)! You have \(count) new \(count == 1 ? "message" : "messages")."
let nested = "outer \("middle \("inner \(name.uppercased()) end") end") end"
let closureInside = "total: \({ () -> Int in return count * 2 }())"
let arithmetic = "value \((count + 1) * (count - 1)) and \(max(count, 10))"
let withComment = "a \(count /* inline comment */ + 1) b"
let formatted = String(format: "%.2f", 3.14159)

let raw = #"A raw string with "quotes" and \n not an escape"#
let rawInterpolated = #"raw \#(name) and literal \(name)"#
let doubleRaw = ##"double #"raw"# with \##(count) interpolation"##
let rawQuote = #"""#
let rawEndsWithQuotes = #"say "hi""#

let multiLine = """
    First line
    Second line with "quotes" and \(name)
      Indented line
    Escaped newline \
    continues here
    Triple quotes inside: \"""
    """
let multiLineRaw = #"""
    Raw multi-line with \(not interpolated) and \#(name)
    """#
let multiLineNested = """
    Items: \(["a", "b"].map { "item \($0)" }.joined(separator: ", "))
    Sum: \(
        [1, 2, 3].reduce(0, +)
    )
    """
let emptyMultiLine = """
    """

struct Greeting: CustomStringConvertible {
    var who: String
    var description: String { "Greeting(\(who))" }
    func render(times: Int) -> String {
        (0..<times).map { index in "\(index): Hello \(who)\(index == times - 1 ? "!" : ",")" }.joined()
    }
}

let keyPathInString = "\(\Greeting.who)"
let dictionaryLiteral = ["key": "value \(count)", "other": #"raw"#]
let unicodeText = "日本語のテキスト 👋🏽 café"
let stringWithSlash = "a / b / c"
let stringWithHash = "#notAPound #if"

func report(items: [String], total: Int) -> String {
    let header = """
        Report
          \(items.count) items
        \(total) total
            \(items.first ?? "none") first
        \(items.last ?? "none")\
         continued
        """
    let deeper = """
            indented body
              \(total)
            """
    let trailingInterpolation = """
        Total: \(total)
        """
    return header + deeper + trailingInterpolation
}

let singleQuoteInString = "it's"
let emptyInterpolationString = "\("")"
let stringsInInterpolation = "\("a" + "\("b")")"
let rawMultiLineQuotes = #"""
    "Quoted" and """ inside
    """#
