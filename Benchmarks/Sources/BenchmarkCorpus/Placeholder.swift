// Placeholder so the module builds; replaced by the corpus generator (issue 3).
public enum BenchmarkCorpusPlaceholder {}
