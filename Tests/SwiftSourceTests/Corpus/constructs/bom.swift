// A file that starts with a byte-order mark.
import Foundation

let afterBOM = "The BOM is trivia"
let total = 1 + 2
