import Dispatch
import Foundation
@testable import TypographyReports

/// Headless Chromium for the page tests: the DOM it builds from a page (`--dump-dom`) and a
/// screenshot (`--screenshot`). `.ci/run` installs Debian's `chromium` when it is missing; where it
/// cannot run, ``unavailableReason`` says why and the tests skip.
enum Chromium {
    /// The browser found on `PATH`, if any.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for directory in path.split(separator: ":") {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    /// Nil when the browser and Python (which reads the screenshots) are there, else the reason.
    static let unavailableReason: String? = {
        guard executable != nil else { return "headless Chromium not installed (apt-get install chromium; .ci/run does)" }
        guard (try? run("/usr/bin/env", ["python3", "-c", "import zlib"]).status) == 0 else {
            return "python3 (used to read the screenshots) not available"
        }
        return nil
    }()

    static var isAvailable: Bool { unavailableReason == nil }

    /// The DOM Chromium builds from the page at `file` (no script runs: the pages have none).
    static func dumpDOM(_ file: URL) throws -> String {
        let result = try runBrowser(["--dump-dom", file.absoluteString])
        guard result.status == 0 else { throw Failure(message: "chromium --dump-dom exited \(result.status): \(result.stderr)") }
        return result.stdout
    }

    /// Takes a screenshot of the page at `file` in a window of `width` × `height` CSS px into `png`.
    static func screenshot(_ file: URL, to png: URL, width: Int = 1000, height: Int = 700) throws {
        let result = try runBrowser(["--window-size=\(width),\(height)", "--screenshot=\(png.path)", file.absoluteString])
        guard result.status == 0, FileManager.default.fileExists(atPath: png.path) else {
            throw Failure(message: "chromium --screenshot exited \(result.status): \(result.stderr)")
        }
    }

    /// Lays out `html` in a frame `width` × `height` CSS px (its viewport: media queries see that
    /// width, which a headless window cannot go below 500 px to show) and returns the JSON that
    /// `measure` (a JavaScript function body given `doc` and `win`, the page's document and window)
    /// returns once the page has loaded.
    static func measure(_ html: String, width: Int, height: Int = 800, _ measure: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-measure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let frame = """
            <!doctype html><html><body style="margin:0">
            <iframe id="page" style="border:0;width:\(width)px;height:\(height)px" srcdoc="\(HTML.escape(html))"></iframe>
            <script>
            document.getElementById('page').addEventListener('load', function () {
              var result = (function (doc, win) { \(measure) })(this.contentDocument, this.contentWindow);
              var out = document.createElement('script');
              out.type = 'text/plain'; out.id = 'typecase-measured'; out.textContent = JSON.stringify(result);
              document.documentElement.appendChild(out);
            });
            </script></body></html>
            """
        let file = directory.appendingPathComponent("frame.html")
        try Data(frame.utf8).write(to: file)
        let result = try runBrowser(["--window-size=\(max(width, 500) + 100),\(height + 100)", "--virtual-time-budget=5000",
                                     "--dump-dom", file.absoluteString])
        let marker = "id=\"typecase-measured\">"
        guard result.status == 0, let start = result.stdout.range(of: marker),
              let end = result.stdout[start.upperBound...].range(of: "</script>") else {
            throw Failure(message: "chromium measured nothing (exit \(result.status)): \(result.stderr)")
        }
        return String(result.stdout[start.upperBound..<end.lowerBound])
    }

    /// The share of a PNG's pixels that differ from its top-left pixel (the page background):
    /// 0 for a blank page.
    static func inkCoverage(_ png: URL) throws -> Double {
        let result = try run("/usr/bin/env", ["python3", "-c", pngCoverageScript, png.path])
        guard result.status == 0, let value = Double(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw Failure(message: "could not read \(png.path): \(result.stderr)")
        }
        return value
    }

    /// Runs the browser headless with `extra` arguments and a fresh profile, removed afterwards.
    private static func runBrowser(_ extra: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("typecase-chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        return try run(executable!, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--no-first-run",
                                     "--user-data-dir=\(profile.path)"] + extra)
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// Runs a program, killing it after `timeout` seconds.
    private static func run(_ program: String, _ arguments: [String], timeout: Double = 90) throws
        -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        // The package's folder, not the process's current directory, which a test changes for a moment.
        process.currentDirectoryURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + timeout, execute: watchdog)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
    }

    /// Decodes an 8-bit RGB or RGBA PNG (zlib and the five row filters) and prints the share of
    /// pixels unlike the first one.
    private static let pngCoverageScript = #"""
        import struct, sys, zlib
        data = open(sys.argv[1], 'rb').read()
        assert data[:8] == b'\x89PNG\r\n\x1a\n'
        pos, idat = 8, b''
        while pos < len(data):
            length, kind = struct.unpack('>I4s', data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b'IHDR':
                width, height, depth, color = struct.unpack('>IIBB', body[:10])
            elif kind == b'IDAT':
                idat += body
            pos += 12 + length
        assert depth == 8 and color in (2, 6)
        bpp = 3 if color == 2 else 4
        raw, stride = zlib.decompress(idat), width * bpp
        previous, rows, offset = bytearray(stride), [], 0
        for _ in range(height):
            kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
            offset += 1 + stride
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b = previous[i]
                c = previous[i - bpp] if i >= bpp else 0
                if kind == 1: line[i] = (line[i] + a) & 255
                elif kind == 2: line[i] = (line[i] + b) & 255
                elif kind == 3: line[i] = (line[i] + (a + b) // 2) & 255
                elif kind == 4:
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            rows.append(bytes(line))
            previous = line
        background = rows[0][:3]
        differing = sum(1 for row in rows for x in range(0, stride, bpp) if row[x:x + 3] != background)
        print(differing / (width * height))
        """#
}
