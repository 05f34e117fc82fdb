extension [Finding] {
    /// Sorts one file's findings by line, column, rule and message; equal findings keep their order.
    ///
    /// The positions are sorted, not the findings: a sort moves its elements at every step, and a
    /// finding is large (three strings and more), while the rules append sorted runs that an
    /// insertion sort shifts again and again. The findings then move once each, along the cycles
    /// of the order.
    mutating func sortByPlace() {
        guard count > 1 else { return }
        var order = withUnsafeBufferPointer { findings in
            // Fields read in place (a copy of a finding would retain its strings).
            (0..<count).sorted { lhs, rhs in
                let a = findings[lhs].location, b = findings[rhs].location
                if a.line != b.line { return a.line < b.line }
                if a.column != b.column { return a.column < b.column }
                if findings[lhs].ruleID != findings[rhs].ruleID { return findings[lhs].ruleID < findings[rhs].ruleID }
                if findings[lhs].message != findings[rhs].message { return findings[lhs].message < findings[rhs].message }
                return lhs < rhs
            }
        }
        // Position k gets the finding at order[k]: each cycle of the order is walked once. The swaps
        // are the buffer's, which move the findings (the array's copy them).
        withUnsafeMutableBufferPointer { findings in
            for start in order.indices where order[start] != start {
                var position = start
                while order[position] != start {
                    let next = order[position]
                    findings.swapAt(position, next)
                    order[position] = position
                    position = next
                }
                order[position] = position
            }
        }
    }
}
