#!/usr/bin/env swift
// A script file: the first line is a shebang.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
for argument in arguments where !argument.isEmpty {
    print("argument: \(argument)")
}
#if DEBUG
print("debug build")
#endif
