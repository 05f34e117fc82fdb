/// The subject a generated file is about (`Recipe`), with the fields its model has, so views,
/// controllers and models of one feature refer to the same names.
struct Feature {
    let name: String
    let fields: [Field]

    init(builder: SourceBuilder) {
        name = builder.pick(Vocabulary.nouns)
        var chosen: [Field] = []
        for field in Field.pool where builder.chance(40) {
            chosen.append(field)
        }
        if !chosen.contains(where: { $0.type == "String" }) {
            chosen.insert(Field.pool[0], at: 0)
        }
        fields = chosen
    }

    /// `recipe`: the lower-camel-case name for a value of the model.
    var variable: String {
        name.prefix(1).lowercased() + name.dropFirst()
    }

    /// A field of type `String`, for texts.
    func stringField(_ builder: SourceBuilder) -> Field {
        builder.pick(fields.filter { $0.type == "String" })
    }

    /// Any field of one of the given types, or `nil`.
    func field(_ builder: SourceBuilder, ofType types: Set<String>) -> Field? {
        let matching = fields.filter { types.contains($0.type) }
        return matching.isEmpty ? nil : builder.pick(matching)
    }
}
