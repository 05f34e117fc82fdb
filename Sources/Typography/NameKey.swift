/// The comparison key for a user- or source-supplied name: ASCII letters lowercased, digits kept,
/// separators (spaces, dots, dashes, underscores) dropped, and then the first matching prefix among
/// `prefixes` removed. So `.title1`, `UIFont.TextStyle.title1`, `Title 1` and `title-1` all become
/// `title1`. Any other character makes the name no name at all (the empty key, which matches
/// nothing): `ma😀cos` is not `macos`.
func nameKey(_ name: String, droppingPrefixes prefixes: [String] = []) -> String {
    var key = ""
    for scalar in name.unicodeScalars {
        switch scalar.value {
        case 0x41...0x5A: key.unicodeScalars.append(Unicode.Scalar(scalar.value + 0x20)!)
        case 0x61...0x7A, 0x30...0x39: key.unicodeScalars.append(scalar)
        case 0x20, 0x2E, 0x2D, 0x5F: continue
        default: return ""
        }
    }
    for prefix in prefixes where key.hasPrefix(prefix) && key.count > prefix.count {
        return String(key.dropFirst(prefix.count))
    }
    return key
}
