import Foundation

enum BrewMethod: String, CaseIterable, Codable, Hashable {
    case pourOver = "Pour over"
    case aeropress = "AeroPress"
    case frenchPress = "French press"
    case espresso = "Espresso"
}

struct Recipe: Identifiable, Codable, Hashable {
    var id = UUID()
    var name: String
    var roaster: String
    var method: BrewMethod
    var coffeeGrams: Int
    var waterGrams: Int
    var brewSeconds: Int
    var notes: String
    var tastingNotes: String
    var roastedOn: Date

    var ratioText: String {
        let ratio = Double(waterGrams) / Double(max(coffeeGrams, 1))
        return "1:\(ratio.formatted(.number.precision(.fractionLength(1))))"
    }

    var brewTimeText: String {
        Duration.seconds(brewSeconds).formatted(.time(pattern: .minuteSecond))
    }
}

extension Recipe {
    static let samples: [Recipe] = [
        Recipe(name: "Morning V60", roaster: "Tim Wendelboe", method: .pourOver, coffeeGrams: 15,
               waterGrams: 250, brewSeconds: 180,
               notes: "Bloom with 45 g for 45 seconds, then pour in slow circles to 250 g. Swirl once at the end.",
               tastingNotes: "Red apple, black tea, a long sweet finish.",
               roastedOn: Date(timeIntervalSince1970: 1_760_000_000)),
        Recipe(name: "Inverted AeroPress", roaster: "La Cabra", method: .aeropress, coffeeGrams: 17,
               waterGrams: 220, brewSeconds: 120,
               notes: "Stir three times, steep two minutes, flip and press gently for thirty seconds.",
               tastingNotes: "Cocoa, plum, syrupy body.",
               roastedOn: Date(timeIntervalSince1970: 1_761_000_000)),
        Recipe(name: "Weekend French press", roaster: "Square Mile", method: .frenchPress, coffeeGrams: 30,
               waterGrams: 500, brewSeconds: 240,
               notes: "Break the crust at four minutes, skim, wait five more, pour without pressing.",
               tastingNotes: "Hazelnut, caramel, low acidity.",
               roastedOn: Date(timeIntervalSince1970: 1_762_000_000)),
    ]
}
