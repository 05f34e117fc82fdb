import SwiftUI

struct SettingsView: View {
    @AppStorage("preferredReadingSize") private var readingSize: Double = 17
    @AppStorage("usesSerifFont") private var usesSerif = true
    @AppStorage("boldHeadlines") private var boldHeadlines = false
    @AppStorage("notificationsEnabled") private var notificationsEnabled = true
    @State private var showsResetConfirmation = false

    private let sizes: [Double] = [14, 15, 17, 19, 21, 24]

    var body: some View {
        Form {
            Section {
                Picker("Text size", selection: $readingSize) {
                    ForEach(sizes, id: \.self) { size in
                        Text("\(Int(size)) pt")
                            .font(.system(size: size))
                            .tag(size)
                    }
                }
                Toggle("Serif body text", isOn: $usesSerif)
                Toggle("Bold headlines", isOn: $boldHeadlines)
            } header: {
                Text("Reading")
            } footer: {
                Text("Sizes are relative to the default Dynamic Type setting (Large). Larger accessibility sizes scale from here.")
                    .font(.caption)
            }

            Section("Preview") {
                VStack(alignment: .leading, spacing: 6) {
                    Text("The quick brown fox")
                        .font(usesSerif ? .custom("Georgia", size: readingSize + 4) : .system(size: readingSize + 4))
                        .fontWeight(boldHeadlines ? .bold : .regular)
                    Text("jumps over the lazy dog, then naps in the afternoon sun.")
                        .font(usesSerif ? .custom("Georgia", size: readingSize) : .system(size: readingSize))
                        .lineSpacing(4)
                }
                .padding(.vertical, 4)
            }

            Section("Notifications") {
                Toggle(isOn: $notificationsEnabled) {
                    VStack(alignment: .leading) {
                        Text("Breaking news")
                        Text("At most three a day")
                            .font(.system(size: 11))
                            .foregroundColor(.gray)
                    }
                }
            }

            Section {
                Button("Reset to Defaults", role: .destructive) {
                    showsResetConfirmation = true
                }
                .confirmationDialog("Reset all settings?", isPresented: $showsResetConfirmation, titleVisibility: .visible) {
                    Button("Reset", role: .destructive, action: reset)
                }
            }

            Section {
                LabeledContent("Version", value: Bundle.main.shortVersion)
                Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
            }
            .font(.footnote)
        }
        .formStyle(.grouped)
        .navigationTitle("Settings")
    }

    private func reset() {
        readingSize = 17
        usesSerif = true
        boldHeadlines = false
        notificationsEnabled = true
    }
}

private extension Bundle {
    var shortVersion: String {
        let version = infoDictionary?["CFBundleShortVersionString"] as? String ?? "?"
        let build = infoDictionary?["CFBundleVersion"] as? String ?? "?"
        return "\(version) (\(build))"
    }
}
