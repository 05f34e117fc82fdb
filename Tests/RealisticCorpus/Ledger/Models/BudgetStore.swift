import Foundation
import Observation

@Observable
final class BudgetStore {
    var transactions: [Transaction] = []
    var monthlyLimit: Decimal = 2_000
    var spentThisMonth: Decimal = 0
    var savingsRate: Double = 0
    var accountNumber: Int = 0
    @ObservationIgnored var lastSync: Date = .distantPast

    func spent(in period: Period) -> Decimal {
        transactions.filter { period.contains($0.date) }.reduce(0) { $0 + $1.amount }
    }
}

struct Transaction: Identifiable {
    let id: UUID
    let title: String
    let amount: Decimal
    let date: Date
    let category: Category
}

enum Period: String, CaseIterable, Identifiable {
    case week = "Week", month = "Month", year = "Year"
    var id: Self { self }
    func contains(_ date: Date) -> Bool { true }
}

enum Category: String {
    case food, travel, rent
}
