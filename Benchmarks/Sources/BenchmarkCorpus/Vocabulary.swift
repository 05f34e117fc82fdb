/// The words, numbers and names generated code is made of: what a real app's screens, models and
/// typography use.
enum Vocabulary {
    static let nouns = [
        "Recipe", "Workout", "Playlist", "Article", "Order", "Trip", "Booking", "Wallet", "Message",
        "Podcast", "Episode", "Photo", "Album", "Note", "Reminder", "Event", "Ticket", "Invoice", "Course",
        "Lesson", "Forecast", "Habit", "Journal", "Contact", "Account", "Budget", "Expense", "Product",
        "Review", "Coupon", "Garden", "Plant", "Flight", "Hotel", "Route", "Station", "Match", "Player",
        "Team", "Book", "Chapter", "Movie", "Track", "Artist", "Story", "Comment", "Goal", "Streak", "Meal",
        "Pet", "Vehicle", "Parcel", "Shift", "Patient", "Appointment", "Subscription", "Device", "Sensor",
    ]

    static let viewSuffixes = [
        "Card", "Row", "Header", "Detail", "List", "Summary", "Badge", "Banner", "Footer", "Tile", "Section",
        "Toolbar", "Grid", "Editor", "Picker", "Overview", "Timeline", "Gallery", "Settings", "Hero",
    ]

    static let phrases = [
        "Continue", "Get Started", "No results", "Try again later", "Welcome back", "Settings", "See all",
        "Add to cart", "Your progress", "Today", "This week", "Upgrade to Pro", "Sign in", "Learn more",
        "Done", "Cancel", "Edit", "Share", "Delete", "Save changes", "Recently viewed", "Popular near you",
        "Up next", "Notifications", "Something went wrong", "Pull to refresh", "Tap to retry", "New",
        "Featured", "Free shipping on orders over $50", "Last updated", "Don't show again", "Privacy",
    ]

    static let symbols = [
        "star.fill", "heart", "bell.badge", "chevron.right", "gearshape", "person.crop.circle", "cart",
        "clock", "calendar", "magnifyingglass", "plus", "trash", "square.and.arrow.up",
        "checkmark.circle.fill", "flame.fill", "leaf", "bolt.fill", "map", "tag", "creditcard",
    ]

    static let fontSizes = [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20, 22, 24, 28, 32, 34, 40, 48]

    static let weights = [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]

    static let textStyles = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline", "body", "callout",
        "footnote", "caption", "caption2",
    ]

    /// `UIFont.TextStyle` and `NSFont.TextStyle` names (`title1`, `caption1` where SwiftUI says
    /// `title`, `caption`).
    static let uiKitTextStyles = [
        "largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout",
        "footnote", "caption1", "caption2",
    ]

    static let designs = ["default", "rounded", "serif", "monospaced"]

    static let customFonts = [
        "Avenir-Book", "Avenir-Heavy", "Georgia", "HelveticaNeue-Light", "Inter-Regular", "Inter-SemiBold",
        "SFProRounded-Bold", "Menlo-Regular", "Futura-Medium", "GillSans", "Merriweather-Bold",
    ]

    static let colors = [
        ".secondary", ".primary", ".red", ".orange", ".blue", ".green", ".gray", ".white", ".accentColor",
        "Color(\"BrandPrimary\")", "Color.accentColor.opacity(0.8)", ".secondary.opacity(0.6)",
    ]

    static let uiColors = [
        ".label", ".secondaryLabel", ".tertiaryLabel", ".systemBlue", ".systemRed", ".white", ".tintColor",
        "UIColor(named: \"BrandPrimary\")", ".systemGray",
    ]

    static let verbs = ["load", "refresh", "reload", "fetch", "sync", "prepare", "update", "restore"]

    static let hosts = ["api.example.com", "cdn.example.org", "staging.example.net", "example.app"]
}

/// A stored property of a generated model, with a value expression usable in samples.
struct Field {
    let name: String
    let type: String
    let sample: String

    static let pool: [Field] = [
        Field(name: "title", type: "String", sample: "\"Morning Run\""),
        Field(name: "subtitle", type: "String", sample: "\"5 km along the river\""),
        Field(name: "name", type: "String", sample: "\"Ada Lovelace\""),
        Field(name: "summary", type: "String", sample: "\"A short description that wraps onto two lines.\""),
        Field(name: "count", type: "Int", sample: "42"),
        Field(name: "price", type: "Double", sample: "19.99"),
        Field(name: "rating", type: "Double", sample: "4.5"),
        Field(name: "createdAt", type: "Date", sample: "Date(timeIntervalSince1970: 1_700_000_000)"),
        Field(name: "isFavorite", type: "Bool", sample: "true"),
        Field(name: "isArchived", type: "Bool", sample: "false"),
        Field(name: "progress", type: "Double", sample: "0.65"),
        Field(name: "tags", type: "[String]", sample: "[\"new\", \"popular\"]"),
        Field(name: "duration", type: "TimeInterval", sample: "3_600"),
        Field(name: "author", type: "String", sample: "\"J. Appleseed\""),
        Field(name: "category", type: "String", sample: "\"Outdoors\""),
        Field(name: "note", type: "String?", sample: "nil"),
        Field(name: "imageURL", type: "URL?", sample: "URL(string: \"https://example.com/image.png\")"),
    ]
}
