import SwiftUI
import UIKit

enum UIHostingControllerFactory {
    static func timer(for recipe: Recipe) -> UIViewController {
        UIHostingController(rootView: BrewTimerView(recipe: recipe))
    }
}
