/// The pieces every typecase page shares: escaping of text that comes from source code or
/// configuration, and the frame of a self-contained page (inline CSS, no scripts, no network).
public enum HTML {
    /// `text` safe as element content and as a quoted attribute value: `&`, `<`, `>`, `"` and `'` as
    /// character references; control characters other than tab, line feed and carriage return (NUL,
    /// escape, DEL, C1 controls) and unpaired surrogate replacements as U+FFFD, so nothing read from a
    /// file can open a tag, end an attribute or garble the page.
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: mayNeedEscaping) else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 32)
        escape(text, into: &output)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends `text` escaped as ``escape(_:)`` escapes it to `output`: the runs that need nothing
    /// are copied whole.
    static func escape(_ text: String, into output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0, index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard mayNeedEscaping(byte) else { index += 1; continue }
                let replacement: StaticString
                var length = 1
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&#39;"
                // C1 controls, U+0080 … U+009F: C2 80 … C2 9F in UTF-8.
                case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
                    replacement = "&#xFFFD;"
                    length = 2
                case 0xC2: index += 1; continue
                default: replacement = "&#xFFFD;"  // NUL, escape, DEL and the other C0 controls
                }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                replacement.withUTF8Buffer { output.append(contentsOf: $0) }
                index += length
                runStart = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
    }

    /// A UTF-8 byte that may start something to escape (`0xC2` may start a C1 control).
    private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"), 0x7F, 0xC2: true
        case 0x09, 0x0A, 0x0D: false
        default: byte < 0x20
        }
    }

    /// A complete page: doctype, UTF-8, viewport, the escaped `title`, the shared stylesheet followed
    /// by `css`, and `body` (already HTML).
    static func page(title: String, css: String, body: String) -> String {
        pageStart(title: title, css: css) + body + pageEnd
    }

    /// A page up to its body's content (``page(title:css:body:)`` without the body and ``pageEnd``).
    static func pageStart(title: String, css: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="generator" content="typecase">
        <title>\(escape(title))</title>
        <style>
        \(sharedCSS)\(css)</style>
        </head>
        <body>

        """
    }

    /// What follows a page's body.
    static let pageEnd = "</body>\n</html>\n"

    /// The look every page shares: the system font for labels, quiet colours, tables, badges.
    private static let sharedCSS = """
        :root { color-scheme: light; --ink: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7; --soft: #f5f5f7;
          --accent: #0066cc; --warn: #b25000; --error: #c9184a; --note: #3a6ea5; --ok: #1d7a33; }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 24px 32px 48px; color: var(--ink); background: #fff;
          font: 14px/1.45 \(CSSFontStack.interface); overflow-wrap: break-word; }
        h1 { font-size: 26px; line-height: 32px; margin: 0 0 4px; letter-spacing: -0.02em; }
        h2 { font-size: 19px; line-height: 24px; margin: 32px 0 8px; }
        h3 { font-size: 15px; line-height: 20px; margin: 20px 0 6px; }
        p { margin: 4px 0 8px; max-width: 72em; }
        .lede { color: var(--muted); margin-bottom: 16px; }
        table { border-collapse: collapse; margin: 8px 0 16px; }
        /* A table wider than the screen scrolls in its own box, never the page. */
        .scroll { overflow-x: auto; max-width: 100%; }
        .scroll > table { margin: 0; }
        th, td { text-align: left; padding: 4px 10px 4px 0; border-bottom: 1px solid var(--line); vertical-align: top; }
        th { font-weight: 600; color: var(--muted); font-size: 12px; text-transform: uppercase; letter-spacing: 0.03em; }
        td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
        code, .code { font-family: \(CSSFontStack.code); font-size: 12.5px; }
        .muted { color: var(--muted); }
        .badge { display: inline-block; padding: 0 6px; border-radius: 4px; font-size: 11px; line-height: 18px;
          font-weight: 600; background: var(--soft); color: var(--muted); vertical-align: middle; }
        .badge.ax { background: #fff1d6; color: #8a5300; }
        .badge.default { background: #e3f0ff; color: var(--accent); }
        .badge.error { background: #fde7ee; color: var(--error); }
        .badge.warning { background: #fff1d6; color: var(--warn); }
        .badge.note { background: #e7eff8; color: var(--note); }
        .badge.ok { background: #e4f4e8; color: var(--ok); }
        nav.jump { display: flex; flex-wrap: wrap; gap: 6px; margin: 12px 0; }
        nav.jump a { color: var(--accent); text-decoration: none; padding: 2px 8px; border: 1px solid var(--line);
          border-radius: 12px; font-size: 12px; }
        .summary { display: flex; flex-wrap: wrap; gap: 12px; margin: 12px 0 8px; }
        .card { border: 1px solid var(--line); border-radius: 10px; padding: 10px 14px; min-width: 150px; }
        .card .big { font-size: 28px; line-height: 34px; font-weight: 700; font-variant-numeric: tabular-nums; }
        .card .label { color: var(--muted); font-size: 12px; }
        @media (max-width: 600px) {
          body { padding: 12px 14px 32px; }
          .card { min-width: 0; flex: 1 1 130px; }
        }

        """
}
