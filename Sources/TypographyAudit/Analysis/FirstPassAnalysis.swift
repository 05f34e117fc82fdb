/// What the first pass of a run computed for a tree, which the second pass's analysis of the same
/// tree starts from instead of computing it again (see ``KeptTree``): the known names of its
/// components, the platforms of its places, the view contexts built to find its placements (when
/// the first pass looked for them), the symbols it declares, all found without the run's facts,
/// and its model classes.
struct FirstPassAnalysis: Sendable {
    let names: ComponentNames
    /// Nil when the first pass did not look for placements.
    let unplacedViewContexts: ViewContextMap?
    /// Without the run's platform (see ``PlatformResolver/inRun(platform:)``).
    let platforms: PlatformResolver
    /// Collected with a table recording its misses (see ``FileAnalysisBuilder/collectSymbols(from:)``).
    let symbols: FileSymbols
    /// The model classes the file declares (see ``ObservableModel/models(in:)``).
    let models: [ObservableModel]
}
