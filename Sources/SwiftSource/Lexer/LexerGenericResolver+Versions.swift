/// Version numbers in availability lists: SwiftParser reads `17.0` there as `17`, `.`, `0`.
extension LexerGenericResolver {
    /// For `@available`, `@backDeployed`, `@_originallyDefinedIn`, `@_specialize`, `#available` or
    /// `#unavailable` at `index`: the `(` that opens its version list.
    func versionListParen(after index: Int) -> Int? {
        var name = index
        if tokens[index].kind == .atSign {
            name = significant(after: index)
            guard name < tokens.count, tokens[name].kind == .identifier,
                  text(tokens[name], is: "available") || text(tokens[name], is: "backDeployed")
                    || text(tokens[name], is: "_originallyDefinedIn") || text(tokens[name], is: "_specialize") else { return nil }
        } else if !(text(tokens[index], is: "#available") || text(tokens[index], is: "#unavailable")) {
            return nil
        }
        let paren = significant(after: name)
        return paren < tokens.count && tokens[paren].kind == .leftParen ? paren : nil
    }

    /// Records the `digits.digits` float literals inside the parentheses opening at `index`.
    mutating func collectVersions(from index: Int) {
        var depth = 0
        var scan = index
        while scan < tokens.count {
            let token = tokens[scan]
            switch token.kind {
            case .leftParen: depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0 { return }
            case .floatLiteral:
                var dots = 0
                var digitsOnly = true
                for offset in Int(token.start)..<Int(token.end) {
                    let byte = base[offset]
                    if byte == UInt8(ascii: ".") { dots += 1 } else if byte < UInt8(ascii: "0") || byte > UInt8(ascii: "9") { digitsOnly = false }
                }
                if dots == 1 && digitsOnly { versionSplits.append(scan) }
            default: break
            }
            scan += 1
        }
    }
}
