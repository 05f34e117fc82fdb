import SwiftUI

struct Showtime: Identifiable {
    let id: UUID
    let movieTitle: String
    let auditorium: String
    let formats: [String]
    let rating: String
}

struct ShowtimeCard: View { // expect: too-many-type-levels
    let showtime: Showtime
    let onBook: () -> Void
    @State private var selectedFormat: String?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Tonight")
                .modifier(Eyebrow())
            Text(showtime.movieTitle)
                .cardTitle()
                .lineLimit(2)
            Text(showtime.auditorium)
                .cardSubtitle()
                .frame(height: 18) // expect: text-clips-at-large-sizes
            Label(showtime.rating, systemImage: "star.fill")
                .labelStyle(BadgeLabelStyle())
                .frame(height: 18) // expect: text-clips-at-large-sizes
            HStack {
                ForEach(showtime.formats, id: \.self) { format in
                    Button(format) { selectedFormat = format } // expect: caption-for-essential-content
                        .chipStyle(selected: selectedFormat == format)
                }
            }
            Button("Book seats", action: onBook)
                .buttonStyle(.primary)
                .frame(height: 50) // expect: text-clips-at-large-sizes
        }
        .cardSurface()
    }
}

struct ConcessionsBanner: View {
    let title: String
    let onOrder: () -> Void

    var body: some View {
        VStack(spacing: 12) {
            Text(title)
                .modifier(CardTitle())
                .frame(height: 22)
            Button {
                onOrder()
            } label: {
                Text("Order snacks")
            }
            .buttonStyle(PrimaryButtonStyle())
            .frame(height: 44) // expect: text-clips-at-large-sizes
        }
        .buttonStyle(PrimaryButtonStyle())
    }
}
