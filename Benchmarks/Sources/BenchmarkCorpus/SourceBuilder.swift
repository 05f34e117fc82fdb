/// Writes one Swift file line by line with four-space indentation, and carries the file's random
/// generator so templates can vary what they write.
///
/// A reference type so that templates can nest blocks with plain closures.
final class SourceBuilder {
    private(set) var text = ""
    private(set) var lineCount = 0
    private var indentLevel = 0
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
        text.reserveCapacity(16_384)
    }

    // MARK: Writing

    /// Appends one line at the current indentation.
    func line(_ content: String) {
        for _ in 0..<indentLevel { text += "    " }
        text += content
        text += "\n"
        lineCount += 1
    }

    /// Appends an empty line.
    func blank() {
        text += "\n"
        lineCount += 1
    }

    /// Writes `body` one level deeper.
    func indented(_ body: () -> Void) {
        indentLevel += 1
        body()
        indentLevel -= 1
    }

    /// Writes `header {`, the body one level deeper, then `close` (by default `}`).
    func block(_ header: String, close: String = "}", _ body: () -> Void) {
        line(header + " {")
        indented(body)
        line(close)
    }

    /// Writes `opening` as given (it ends with its own bracket, e.g. `activate([` or `{ entry in`),
    /// the body one level deeper, then `close`.
    func group(_ opening: String, close: String, _ body: () -> Void) {
        line(opening)
        indented(body)
        line(close)
    }

    /// Writes `switch subject {`, the body at the same indentation (cases align with `switch`, as Xcode
    /// indents them), then `}`.
    func switchBlock(_ subject: String, _ body: () -> Void) {
        line("switch \(subject) {")
        body()
        line("}")
    }

    /// Runs `body` at least once and until the file has `lines` lines, passing the iteration index.
    func repeatUntil(lines: Int, _ body: (Int) -> Void) {
        var index = 0
        repeat {
            body(index)
            index += 1
        } while lineCount < lines
    }

    // MARK: Randomness

    /// A number in `range`, both ends included.
    func int(_ range: ClosedRange<Int>) -> Int {
        random.int(range)
    }

    /// `true` with the given probability in percent.
    func chance(_ percent: Int) -> Bool {
        random.chance(percent)
    }

    /// One element of a non-empty array.
    func pick<Element>(_ elements: [Element]) -> Element {
        random.pick(elements)
    }

    /// A decimal literal `whole.tenths` with an optional minus sign, e.g. `-0.4`.
    func decimal(_ wholes: ClosedRange<Int>, negative: Bool = false) -> String {
        let whole = int(wholes)
        let value = "\(whole).\(negative && whole == 0 ? int(1...9) : int(0...9))"
        return negative ? "-" + value : value
    }

    /// One of `choices`, picked by weight: `[(3, a), (1, b)]` yields `a` three times as often as `b`.
    func weighted<Element>(_ choices: [(Int, Element)]) -> Element {
        let total = choices.reduce(0) { $0 + $1.0 }
        var roll = int(0...(total - 1))
        for (weight, element) in choices {
            if roll < weight { return element }
            roll -= weight
        }
        return choices[choices.count - 1].1
    }
}
