// Placeholder so the module builds; replaced by the reporters (issue 4).
public enum TypographyReportsPlaceholder {}
