/// Model code: a `Codable` struct with coding keys and samples, enums with associated values and
/// switches, protocols with associated types, generic extensions with closures, and string
/// literals of every kind (raw, multi-line, nested interpolation, regex).
enum ModelTemplate {
    /// Writes the file and returns the main type's name.
    static func write(_ b: SourceBuilder, feature: Feature, lines: Int) -> String {
        let name = feature.name
        b.line("import Foundation")
        b.blank()
        DocComments.write(b, about: "One \(feature.variable) as the server sends it.")
        b.block("struct \(name): Codable, Identifiable, Hashable, Sendable") {
            b.line("let id: UUID")
            for field in feature.fields { b.line("var \(field.name): \(field.type)") }
            b.blank()
            b.block("enum CodingKeys: String, CodingKey") {
                b.line("case id")
                for field in feature.fields {
                    b.line(b.chance(30) ? "case \(field.name) = \"\(snakeCase(field.name))\"" : "case \(field.name)")
                }
            }
        }
        b.blank()
        b.block("extension \(name)") {
            b.line("/// A value for previews and tests.")
            b.group("static let sample = \(name)(", close: ")") {
                b.line("id: UUID(uuidString: \"3F2504E0-4F89-11D3-9A0C-0305E82C3301\")!\(feature.fields.isEmpty ? "" : ",")")
                for (index, field) in feature.fields.enumerated() {
                    b.line("\(field.name): \(field.sample)\(index == feature.fields.count - 1 ? "" : ",")")
                }
            }
        }
        b.repeatUntil(lines: lines) { index in
            b.blank()
            switch index % 6 {
            case 0: status(b, feature: feature)
            case 1: repository(b, feature: feature, index: index)
            case 2: strings(b, feature: feature)
            case 3: collectionHelpers(b, feature: feature)
            case 4: formatting(b, feature: feature, index: index)
            default: LanguageFeaturesTemplate.write(b, feature: feature, index: index)
            }
        }
        return name
    }

    private static func snakeCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result += "_" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    private static func status(_ b: SourceBuilder, feature: Feature) {
        DocComments.remark(b)
        b.block("enum \(feature.name)Status\(b.int(1...99)): Equatable") {
            b.line("case draft")
            b.line("case scheduled(Date)")
            b.line("case published(views: Int, likes: Int)")
            b.line("case failed(reason: String)")
            b.blank()
            b.block("var label: String") {
                b.switchBlock("self") {
                    b.line("case .draft: return \"Draft\"")
                    b.line("case .scheduled(let date): return \"Scheduled for \\(date.formatted(date: .abbreviated, time: .shortened))\"")
                    b.line("case let .published(views, likes) where likes > \(b.int(10...1000)):")
                    b.indented { b.line("return \"\\(views) views · \\(likes) ♥︎\"") }
                    b.line("case .published(let views, _): return \"\\(views) views\"")
                    b.line("case .failed(let reason): return \"Failed: \\(reason.isEmpty ? \"unknown\" : reason)\"")
                }
            }
        }
    }

    private static func repository(_ b: SourceBuilder, feature: Feature, index: Int) {
        let proto = "\(feature.name)Storing\(index)"
        DocComments.write(b, about: "Loads and saves \(feature.variable)s.", parameters: [])
        b.block("protocol \(proto): Sendable") {
            b.line("associatedtype Identifier: Hashable")
            b.line("func load(_ id: Identifier) async throws -> \(feature.name)?")
            b.line("func save(_ values: [\(feature.name)]) async throws")
        }
        b.blank()
        b.block("actor InMemory\(feature.name)Store\(index): \(proto)") {
            b.line("private var storage: [UUID: \(feature.name)] = [:]")
            b.blank()
            b.block("func load(_ id: UUID) async throws -> \(feature.name)?") { b.line("storage[id]") }
            b.blank()
            b.block("func save(_ values: [\(feature.name)]) async throws") {
                b.block("for value in values where value.id != UUID()") {
                    b.line("storage[value.id] = value")
                }
            }
        }
    }

    private static func strings(_ b: SourceBuilder, feature: Feature) {
        b.block("enum \(feature.name)Copy\(b.int(1...999))") {
            b.line("static let emptyTitle = \"\(b.pick(Vocabulary.phrases))\"")
            b.line("static let path = #\"C:\\Users\\\(feature.name)\\Documents\"#")
            b.line("static let pattern = #\"\\d{\(b.int(1...4))}-\\w+\"#")
            b.line("static let template = ##\"He said \"\\##(name)\" twice\"##")
            b.line("static let help = \"\"\"")
            b.line("    \(b.pick(Vocabulary.phrases)): choose a text style instead of a fixed size.")
            b.line("    Sizes like \\(\(b.pick(Vocabulary.fontSizes))) pt do not follow Dynamic Type.\\")
            b.line("     Line two continues.")
            b.line("    \"\"\"")
            if b.chance(50) {
                b.line("static let code = /[A-Z]{\(b.int(2...3))}-\\d{\(b.int(3...5))}/")
            } else {
                b.line("static let code = #/(?<prefix>[a-z]+)/(?<number>\\d+)/#")
            }
            b.blank()
            b.block("static func greeting(for name: String, count: Int) -> String") {
                b.line("\"Hi \\(name.isEmpty ? \"there\" : \"\\(name.prefix(\(b.int(1...12))))\")! You have \\(count) new \\(count == 1 ? \"item\" : \"items\").\"")
            }
        }
    }

    private static func collectionHelpers(_ b: SourceBuilder, feature: Feature) {
        b.block("extension Array where Element == \(feature.name)") {
            b.line("/// Sorted for display, favorites first.")
            b.block("func sortedForDisplay() -> [\(feature.name)]") {
                let field = feature.stringField(b).name
                b.line("sorted { $0.\(field).localizedCaseInsensitiveCompare($1.\(field)) == .orderedAscending }")
            }
            b.blank()
            b.block("func grouped<Key: Hashable>(by key: (\(feature.name)) throws -> Key) rethrows -> [Key: [\(feature.name)]]") {
                b.line("try Dictionary(grouping: self, by: key)")
            }
            b.blank()
            b.block("var totalCount: Int") {
                b.line("reduce(into: 0) { total, _ in total += \(b.int(1...3)) }")
            }
        }
    }

    private static func formatting(_ b: SourceBuilder, feature: Feature, index: Int) {
        b.line("/*")
        b.line(" Formatting rules agreed with design (\(b.pick(Vocabulary.phrases))).")
        b.line(" Numbers use \(b.pick(Vocabulary.fontSizes)) pt monospaced digits.")
        b.line(" */")
        b.block("struct \(feature.name)Formatter\(index)") {
            b.line("var locale: Locale = .current")
            b.line("private let threshold = \(b.int(1...9))_\(b.int(100...999))")
            b.line("private let ratio = \(b.decimal(0...3))e\(b.int(-3...3))")
            b.line("private let mask: UInt32 = 0x\(String(b.int(0x10...0xFFFF), radix: 16, uppercase: true))")
            b.blank()
            b.block("func string(for value: Double) -> String") {
                b.block("guard value.isFinite else", close: "}") { b.line("return \"–\"") }
                b.line("let scaled = value > Double(threshold) ? value / 1_000 : value")
                b.line("return scaled.formatted(.number.precision(.fractionLength(0...\(b.int(1...3)))).locale(locale))")
            }
        }
    }
}
