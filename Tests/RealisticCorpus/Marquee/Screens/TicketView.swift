import SwiftUI

/// Digits that tick: the countdown to the show and the seat count.
struct CountdownDigits: ViewModifier {
    func body(content: Content) -> some View {
        content
            .font(.title2.monospacedDigit().weight(.semibold))
    }
}

struct Ticket {
    let movieTitle: String
    let seats: [String]
    let doorsOpen: Date
    let showStarts: Date
}

struct TicketView: View {
    let ticket: Ticket
    @State private var isShowingCode = false

    var body: some View {
        VStack(spacing: 16) {
            Text(ticket.movieTitle)
                .cardTitle()
            Text("Late show")
                .modifier(NewTag())
            Text(timerInterval: ticket.doorsOpen...ticket.showStarts, countsDown: true)
                .modifier(CountdownDigits())
            Label("\(ticket.seats.count) seats", systemImage: "chair")
                .labelStyle(BadgeLabelStyle())
            VStack {
                // A button style sets the font of the buttons only: this text stays body.
                Text("Show this code at the door")
                Button("Show code") { isShowingCode = true }
            }
            .buttonStyle(.primary)
        }
        .cardSurface()
    }
}
