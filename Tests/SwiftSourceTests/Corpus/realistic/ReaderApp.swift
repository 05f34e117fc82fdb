//
//  ReaderApp.swift
//  Reader
//
//  Created by Jane Appleseed on 3/14/24.
//  Copyright © 2024 Example Inc. All rights reserved.
//

import SwiftUI
import SwiftData

@main
struct ReaderApp: App {
    @StateObject private var session = SessionStore()
    @AppStorage("preferredReadingSize") private var readingSize: Double = 17

    var sharedModelContainer: ModelContainer = {
        let schema = Schema([
            SavedArticle.self,
            ReadingPosition.self,
        ])
        let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: false)

        do {
            return try ModelContainer(for: schema, configurations: [configuration])
        } catch {
            fatalError("Could not create ModelContainer: \(error)")
        }
    }()

    var body: some Scene {
        WindowGroup {
            RootView()
                .environmentObject(session)
                .environment(\.readingSize, readingSize)
                .task {
                    await session.restore()
                }
        }
        .modelContainer(sharedModelContainer)
        #if os(macOS)
        .commands {
            CommandGroup(after: .textFormatting) {
                Button("Bigger Text") { readingSize = min(readingSize + 1, 28) }
                    .keyboardShortcut("+", modifiers: [.command])
                Button("Smaller Text") { readingSize = max(readingSize - 1, 12) }
                    .keyboardShortcut("-", modifiers: [.command])
            }
        }
        #endif

        #if os(macOS)
        Settings {
            SettingsView()
                .frame(width: 420)
        }
        #endif
    }
}

private struct ReadingSizeKey: EnvironmentKey {
    static let defaultValue: Double = 17
}

extension EnvironmentValues {
    /// The body size the reader picked, in points at the default Dynamic Type size.
    var readingSize: Double {
        get { self[ReadingSizeKey.self] }
        set { self[ReadingSizeKey.self] = newValue }
    }
}
