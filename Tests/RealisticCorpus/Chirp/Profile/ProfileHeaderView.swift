import SwiftUI

struct ProfileHeaderView: View { // expect: too-many-type-levels
    let name: String
    let bio: String
    let followers: Int
    let isCompact: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(name)
                .font(.system(size: isCompact ? 20 : 28, weight: .bold)) // expect: fixed-font-size
            Text(bio)
                .font(.chirpBody)
                .lineSpacing(2)
            Text("Joined in 2019")
                .font(.system(size: Metrics.badgeFontSize)) // expect: fixed-font-size
            Text("Pro")
                .eyebrow()
                .frame(height: 14) // expect: text-clips-at-large-sizes
            Text("\(followers) followers")
                .font(.subheadline)
            Text(name)
                .appDisplayTitle()
                .lineLimit(1) // expect: truncation-instead-of-wrapping
                .frame(height: 30)
            Text(bio)
                .font(.title3)
                .font(.caption)
                .frame(height: 20) // expect: text-clips-at-large-sizes
        }
        .font(.chirpBody)
    }
}
