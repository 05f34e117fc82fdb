#if os(macOS)
import AppKit

/// The source list on the left of the main window.
final class SidebarViewController: NSViewController {
    private enum Item: Hashable {
        case header(String)
        case feed(id: Int, title: String, unread: Int)
    }

    private let outlineView = NSOutlineView()
    private var items: [Item: [Item]] = [:]
    private let roots: [Item] = [.header("Library"), .header("Topics")]

    override func loadView() {
        let scrollView = NSScrollView()
        scrollView.documentView = outlineView
        scrollView.hasVerticalScroller = true
        scrollView.drawsBackground = false
        view = scrollView

        let column = NSTableColumn(identifier: .init("main"))
        column.title = ""
        outlineView.addTableColumn(column)
        outlineView.outlineTableColumn = column
        outlineView.headerView = nil
        outlineView.style = .sourceList
        outlineView.rowSizeStyle = .default
        outlineView.dataSource = self
        outlineView.delegate = self
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        items[.header("Library")] = [
            .feed(id: 1, title: "Today", unread: 12),
            .feed(id: 2, title: "Saved", unread: 0),
        ]
        items[.header("Topics")] = (3...9).map { .feed(id: $0, title: "Topic \($0)", unread: $0 % 4) }
        outlineView.reloadData()
        outlineView.expandItem(nil, expandChildren: true)
    }
}

extension SidebarViewController: NSOutlineViewDataSource, NSOutlineViewDelegate {
    func outlineView(_ outlineView: NSOutlineView, numberOfChildrenOfItem item: Any?) -> Int {
        guard let item = item as? Item else { return roots.count }
        return items[item]?.count ?? 0
    }

    func outlineView(_ outlineView: NSOutlineView, child index: Int, ofItem item: Any?) -> Any {
        guard let item = item as? Item else { return roots[index] }
        return items[item]![index]
    }

    func outlineView(_ outlineView: NSOutlineView, isItemExpandable item: Any) -> Bool {
        if case .header = item as? Item { return true }
        return false
    }

    func outlineView(_ outlineView: NSOutlineView, viewFor tableColumn: NSTableColumn?, item: Any) -> NSView? {
        guard let item = item as? Item else { return nil }
        let cell = NSTableCellView()
        let field = NSTextField(labelWithString: "")
        field.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(field)
        cell.textField = field
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 2),
            field.centerYAnchor.constraint(equalTo: cell.centerYAnchor),
        ])

        switch item {
        case .header(let title):
            field.stringValue = title.uppercased()
            field.font = NSFont.systemFont(ofSize: 11, weight: .semibold)
            field.textColor = .tertiaryLabelColor
        case let .feed(_, title, unread):
            field.stringValue = unread > 0 ? "\(title)  \(unread)" : title
            field.font = unread > 0 ? .boldSystemFont(ofSize: NSFont.systemFontSize) : .preferredFont(forTextStyle: .body)
            field.lineBreakMode = .byTruncatingTail
        }
        return cell
    }

    func outlineView(_ outlineView: NSOutlineView, shouldSelectItem item: Any) -> Bool {
        guard case .feed? = item as? Item else { return false }
        return true
    }
}
#endif
