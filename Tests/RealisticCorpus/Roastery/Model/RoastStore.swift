import Foundation

struct Roast: Identifiable {
    let id = UUID()
    var name: String
    var origin: String
    var tastingNotes: String
}

final class RoastStore {
    var roasts: [Roast] = []
    var current = Roast(name: "Morning", origin: "Huila, Colombia", tastingNotes: "Cocoa and red apple")

    func openMainWindow() {}
}
