// Placeholder so the module builds; replaced by the type-system model (issue 2).
public enum TypographyPlaceholder {}
