import Charts
import SwiftUI

struct SpendingView: View { // expect: too-many-type-levels
    @Environment(BudgetStore.self) private var store
    @State private var period: Period = .month
    @State private var selectedDate: Date?
    @State private var rawSelection: Decimal?

    private var total: Decimal { store.spent(in: period) }
    private var share: Double { store.savingsRate }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Picker("Period", selection: $period) {
                    ForEach(Period.allCases) { Text($0.rawValue).tag($0) }
                }
                .pickerStyle(.segmented)

                Text(total, format: .currency(code: "USD")) // expect: proportional-changing-digits
                    .font(.ledgerAmount)
                    .contentTransition(.identity)
                Text(share, format: .percent) // expect: proportional-changing-digits
                    .font(.ledgerLabel)
                Text(store.spentThisMonth, format: .currency(code: "USD")) // expect: proportional-changing-digits
                    .font(.ledgerNumber)
                    .lineLimit(1)
                Text("Account \(store.accountNumber)")
                    .font(.footnote)

                Chart(store.transactions) { item in
                    BarMark(x: .value("Day", item.date, unit: .day), y: .value("Amount", item.amount))
                }
                .chartXSelection(value: $selectedDate)
                .frame(height: 220)

                if let rawSelection {
                    Text(rawSelection, format: .number.precision(.fractionLength(2))) // expect: proportional-changing-digits
                        .font(.headline)
                }
                ForEach(store.transactions) { transaction in
                    TransactionRow(transaction: transaction)
                }
            }
            .padding()
        }
        .navigationTitle("Spending")
    }
}

struct TransactionRow: View {
    let transaction: Transaction

    var body: some View {
        HStack { // expect: fixed-layout-at-accessibility-sizes
            VStack(alignment: .leading) {
                Text(transaction.title)
                    .font(.body)
                Text(transaction.category.rawValue.capitalized)
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            Text(transaction.amount, format: .currency(code: "USD"))
                .font(.body.monospacedDigit())
            Text(transaction.date, format: .dateTime.day().month())
                .font(.caption)
                .lineLimit(1)
        }
        .frame(minHeight: 44)
    }
}
