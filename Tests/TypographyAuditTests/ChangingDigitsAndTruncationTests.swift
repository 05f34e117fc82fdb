import SwiftSource
import Testing
import TypographyAudit

/// `proportional-changing-digits` and `truncation-instead-of-wrapping` beyond their examples: what
/// counts as evidence of a changing number, fix kinds, and formatted values.
@Suite struct ChangingDigitsAndTruncationTests {
    static func digits(_ text: String) -> [Finding] {
        RuleExamples.findings(of: "proportional-changing-digits", in: text)
    }

    static func view(_ members: String, _ body: String) -> String {
        "import SwiftUI\nstruct V: View {\n\(members)\n    var body: some View {\n        \(body)\n    }\n}\n"
    }

    @Test func theFixIsExactAndNamesTheEvidence() throws {
        let findings = Self.digits(Self.view("@State private var elapsed: TimeInterval = 0", "Text(\"\\(elapsed)s\")"))
        let finding = try #require(findings.first)
        #expect(finding.fix?.isExact == true)
        #expect(finding.message.contains("(@State 'elapsed')"))
    }

    @Test func datesTickOnlyWhenTheFileRunsATimer() {
        let picked = Self.view("@State private var date = Date()", "Text(date, format: .dateTime.hour().minute())")
        #expect(Self.digits(picked).isEmpty)
        let ticking = "import Combine\n" + Self.view(
            "@State private var now = Date()\nlet timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()",
            "Text(now, format: .dateTime.hour().minute().second()).onReceive(timer) { now = $0 }")
        #expect(Self.digits(ticking).count == 1)
    }

    @Test func statePropertiesOfAnExtensionsTypeCount() {
        let text = Self.view("@State private var count = 0", "dial") + """
            extension V {
                var dial: some View { Text("\\(count)") }
            }
            """
        #expect(Self.digits(text).count == 1)
    }

    @Test func publishedPropertiesOfAnObservableObjectInTheFileCount() {
        let text = """
            import SwiftUI
            final class Model: ObservableObject {
                @Published var progress: Double = 0
                var total: Double = 0
            }
            struct V: View {
                @StateObject private var model = Model()
                var body: some View {
                    VStack {
                        Text(model.progress, format: .percent)
                        Text(model.total, format: .number)
                    }
                }
            }
            """
        #expect(Self.digits(text).map(\.location.line) == [10])
    }

    @Test func aClosureMentioningProgressIsNotAProgressCallback() {
        let text = """
            import UIKit
            final class C: UIViewController {
                let label = UILabel()
                func bind() {
                    model.$name.sink { [weak self] name in
                        self?.label.text = "\\(name) progress"
                    }
                }
            }
            """
        #expect(Self.digits(text).isEmpty)
    }

    @Test func selectorTimersAreCallbacks() {
        let text = """
            import UIKit
            final class C: UIViewController {
                let label = UILabel()
                var seconds = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                }
                @objc func tick() {
                    seconds += 1
                    label.text = String(seconds)
                }
            }
            """
        #expect(Self.digits(text).map(\.location.line) == [11])
    }

    @Test func downloadDelegatesAreProgressCallbacks() {
        let text = """
            import UIKit
            final class C: NSObject, URLSessionDownloadDelegate {
                let sizeLabel = UILabel()
                func urlSession(_ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
                                totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64) {
                    sizeLabel.text = ByteCountFormatter.string(fromByteCount: totalBytesWritten, countStyle: .file)
                }
            }
            """
        #expect(Self.digits(text).first?.message.contains("a progress callback") == true)
    }

    @Test func previewsAreLeftAlone() {
        let text = """
            import SwiftUI
            #Preview {
                Text(sample.name).lineLimit(1).frame(height: 10)
            }
            """
        #expect(RuleExamples.findings(of: "truncation-instead-of-wrapping", in: text).isEmpty)
        #expect(RuleExamples.findings(of: "text-clips-at-large-sizes", in: text).isEmpty)
    }

    @Test func formattedValuesAreNotTruncatedProse() {
        let text = """
            import SwiftUI
            let a = Text(price, format: .currency(code: "EUR")).lineLimit(1)
            let b = Text(start, style: .time).lineLimit(1)
            let c = Text(title).lineLimit(1, reservesSpace: true)
            let d = Text(title).lineLimit(1...1)
            """
        #expect(RuleExamples.findings(of: "truncation-instead-of-wrapping", in: text).map(\.location.line) == [4, 5])
    }

    @Test func textChosenFromAnEnumsCasesIsFixed() {
        // A computed property of an enum that switches over its cases to literals (in the enum or an
        // extension of it) holds text from a small fixed set; one case passing a value through does not.
        let text = """
            import SwiftUI
            enum Status: String {
                case open, closed, pending
                var title: String {
                    switch self {
                    case .open: "Open"
                    case .closed: return "Closed"
                    case .pending: NSLocalizedString("status.pending", comment: "")
                    }
                }
            }
            extension Status {
                var symbol: String { switch self { case .open: return "o"; default: return "x" } }
            }
            enum Filter {
                case all, tag(String)
                var title: String {
                    switch self {
                    case .all: "All"
                    case .tag(let name): name
                    }
                }
            }
            struct Rows: View {
                let status: Status
                let filter: Filter
                var body: some View {
                    VStack {
                        Text(status.title).lineLimit(1)
                        Text(status.symbol).lineLimit(1)
                        Text(status.rawValue.capitalized).lineLimit(1)
                        Text(filter.title).lineLimit(1)
                    }
                }
            }
            """
        #expect(RuleExamples.findings(of: "truncation-instead-of-wrapping", in: text).map(\.location.line) == [32])
    }

    @Test func uiKitLabelsShowingShortFormattedValuesOrFixedTextAreNotTruncatedProse() {
        let text = """
            import UIKit
            enum Status { case open, closed
                var title: String { switch self { case .open: "Open"; case .closed: "Closed" } }
            }
            final class Q: UIView {
                private let priceLabel = UILabel()
                private let countLabel = UILabel()
                private let totalLabel = UILabel()
                private let statusLabel = UILabel()
                private let nameLabel = UILabel()
                private let formatter = NumberFormatter()
                func configure(price: Decimal, count: Int, total: Double, status: Status, name: String) {
                    priceLabel.font = .preferredFont(forTextStyle: .title2)
                    priceLabel.numberOfLines = 1
                    priceLabel.text = price.formatted(.currency(code: "USD"))
                    countLabel.font = .preferredFont(forTextStyle: .caption1)
                    countLabel.numberOfLines = 1
                    countLabel.text = "\\(count)"
                    totalLabel.font = .preferredFont(forTextStyle: .headline)
                    totalLabel.numberOfLines = 1
                    totalLabel.text = formatter.string(from: NSNumber(value: total)) ?? "–"
                    statusLabel.font = .preferredFont(forTextStyle: .footnote)
                    statusLabel.numberOfLines = 1
                    statusLabel.text = status.title
                    nameLabel.font = .preferredFont(forTextStyle: .headline)
                    nameLabel.numberOfLines = 1
                    nameLabel.text = "Signed in as \\(name)"
                }
            }
            """
        #expect(RuleExamples.findings(of: "truncation-instead-of-wrapping", in: text).map(\.location.line) == [26])
    }
}
