import InterfaceBuilder

extension DocumentInspection {
    /// The test steps for the texts the fixes at `offsets` (of this document's elements, as read)
    /// change: one per storyboard scene, named by its view controller's class (`CheckoutViewController
    /// scene`), or one for a xib, named by its File's Owner class or its file; each lists the views as
    /// findings name them (an outlet, else the view's text).
    func manualChecks(at offsets: [Int]) -> [ManualCheck] {
        let xml = document.xml
        var order: [String] = []
        var texts: [String: [String]] = [:]
        for offset in offsets {
            guard let element = element(at: offset),
                  let site = sites.last(where: { $0.view.element == element || xml.descendants(of: $0.view.element).contains(element) })
            else { continue }
            let screen = screen(of: site.view.element)
            if texts[screen] == nil { order.append(screen) }
            let name = site.name(in: xml)
            if texts[screen, default: []].contains(name) == false { texts[screen, default: []].append(name) }
        }
        return order.map {
            ManualCheck(screen: $0, path: path, texts: texts[$0] ?? [], isScreen: true, hasDynamicType: platform.supportsDynamicType)
        }
    }

    /// The element that starts at `offset` (where document findings are located).
    private func element(at offset: Int) -> Int? {
        let elements = document.xml.elements
        var low = 0
        var high = elements.count
        while low < high {
            let mid = (low + high) / 2
            if elements[mid].range.lowerBound < offset { low = mid + 1 } else { high = mid }
        }
        return low < elements.count && elements[low].range.lowerBound == offset ? low : nil
    }

    /// How the steps name the screen a view is on: its storyboard scene's view controller (by class,
    /// else its storyboard identifier or title), or, in a xib, the File's Owner's class, else the file.
    private func screen(of view: Int) -> String {
        let xml = document.xml
        let fileName = String(path.split(separator: "/").last ?? Substring(path))
        guard let scene = xml.ancestor(of: view, where: { xml.element($0, isNamed: "scene") }) else {
            let owner = xml.elements.indices.first { xml.value("placeholderIdentifier", of: $0, is: "IBFilesOwner") }
            return owner.flatMap { xml.value("customClass", of: $0) } ?? fileName
        }
        let controller = xml.descendants(of: scene).first { xml.name(of: $0).hasSuffix("Controller") }
        if let name = controller.flatMap({ xml.value("customClass", of: $0) ?? xml.value("storyboardIdentifier", of: $0)
            ?? xml.value("title", of: $0) }) {
            return "the \(name) scene"
        }
        return xml.value("sceneID", of: scene).map { "the scene \($0)" } ?? "a scene of \(fileName)"
    }
}
