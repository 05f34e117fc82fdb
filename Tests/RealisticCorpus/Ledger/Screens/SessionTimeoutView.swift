import SwiftUI

struct SessionTimeoutView: View { // expect: too-many-type-levels
    @State private var secondsLeft = 60
    @State private var attempt = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
        VStack(spacing: 12) {
            Text("You will be signed out in")
                .font(.headline)
            Text("\(secondsLeft)s") // expect: proportional-changing-digits
                .font(.system(.largeTitle, design: .rounded))
            Text("Attempt \(attempt + 1) of 3") // expect: proportional-changing-digits
                .font(.footnote)
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(context.date.formatted(date: .omitted, time: .standard)) // expect: proportional-changing-digits
                    .font(.caption)
            }
            Text("Signed in on \(Date.now.formatted(date: .abbreviated, time: .omitted)) from your iPhone")
                .font(.footnote)
        }
        .onReceive(timer) { _ in
            if secondsLeft > 0 { secondsLeft -= 1 }
        }
    }
}
