// Comments of every kind.
/// A doc comment on a type.
/// - Note: Several lines.
struct Documented {
    /** A block doc comment. */
    var value = 1 // trailing comment

    /* A block comment /* with a nested block */ still inside */
    var other = 2 /* inline */ + 3

    /*
     Multi-line block comment
     with "quotes" and \(not interpolation) and // not a line comment
     */
    func method() {} // comment after code

    //// Four slashes
    /**/
    /***/
    // MARK: - Section
    // TODO: something
}

let divided = 10 /* comment between operands */ / 2
let commentAfterOperator = 1 +/* tight comment */2
let urlLike = "http://example.com" // a string with //
let x = 1//no space
let y = 2/*no space*/
