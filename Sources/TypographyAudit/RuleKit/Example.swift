import Typography

/// One example of a rule: code the rule must (or must not) report, written where the rule is, so a
/// failing example points at its own file and line rather than at the test that ran it.
///
/// ```swift
/// triggeringExamples: [
///     Example("""
///         import SwiftUI
///         let title = ↓Font.system(size: 28)
///         """, message: "system font at a fixed 28 pt …"),
///     Example("…", platform: .macos),
/// ]
/// ```
///
/// In a triggering example `↓` marks where each finding must point. A plain string literal is an
/// example too; it takes the file and line of the ``RuleDescription`` it is written in.
public struct Example: Sendable, ExpressibleByStringLiteral {
    /// The code, with `↓` markers in a triggering example.
    public var code: String
    /// The message every finding of the example must have (nil: not checked).
    public var message: String?
    /// The rule's settings while the example runs (options, severity).
    public var configuration: RuleConfiguration?
    /// The platform the example is audited for (nil: inferred from its imports, as in a run).
    public var platform: Platform?
    /// Where the example is written.
    public internal(set) var file: StaticString
    public internal(set) var line: UInt
    /// Whether ``file`` and ``line`` are the example's own (not its description's).
    var hasOwnLocation: Bool

    public init(_ code: String, message: String? = nil, configuration: RuleConfiguration? = nil,
                platform: Platform? = nil, file: StaticString = #filePath, line: UInt = #line) {
        self.code = code
        self.message = message
        self.configuration = configuration
        self.platform = platform
        self.file = file
        self.line = line
        hasOwnLocation = true
    }

    public init(stringLiteral code: String) {
        self.init(code)
        hasOwnLocation = false
    }

    /// The example at `file`:`line` unless it has a location of its own.
    func located(at file: StaticString, line: UInt) -> Example {
        guard !hasOwnLocation else { return self }
        var example = self
        example.file = file
        example.line = line
        return example
    }

    /// The same settings around other code (a variant of this example).
    public func with(code: String) -> Example {
        var example = self
        example.code = code
        return example
    }
}
