import Foundation

/// The report's `index.html`: one self-contained page, failures first, with each case's
/// reference, actual and difference images side by side and a slider (or onion skin) between
/// reference and actual. The images are in the page as `data:` URLs (also kept as files in the
/// report folder), so the page alone shows everything; nothing is fetched.
struct SnapshotReportPage {
    let data: SnapshotReportData
    /// The report folder the images' relative paths start from.
    let folder: URL

    var html: String {
        let cases = data.cases.sorted(by: SnapshotResult.reportOrder)
        let failed = cases.filter(\.status.isFailure).count
        let passed = cases.filter { $0.status == .passed }.count
        let title =
            failed > 0
            ? "Ombre snapshots: \(failed) failed of \(cases.count)" : "Ombre snapshots: all \(cases.count) passed"
        var shard = ""
        if let pair = data.shard, pair.count == 2 { shard = ", shard \(pair[0]) of \(pair[1])" }
        var page = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(title))</title>
            <style>\(Self.style)</style>
            </head>
            <body>
            <h1>\(escape(title))</h1>
            <p class="summary">\(failed) failed, \(passed) passed, tolerance \(data.tolerance) levels\(shard)</p>
            <ol class="index">

            """
        for result in cases {
            page +=
                "<li class=\"\(result.status.rawValue)\"><a href=\"#case-\(result.index)\">"
                + "\(Self.label(result.status)) \(escape(result.reference))</a></li>\n"
        }
        page += "</ol>\n"
        for result in cases { page += section(result) }
        page += "<script>\(Self.script)</script>\n</body>\n</html>\n"
        return page
    }

    private func section(_ result: SnapshotResult) -> String {
        let width = max(result.width, 1)
        // Small images are shown at least 192 pixels wide, by whole factors, crisp.
        let zoom = max(1, 192 / width)
        let shownWidth = width * zoom
        var text = """
            <section id="case-\(result.index)" class="case \(result.status.rawValue)">
            <h2>\(Self.label(result.status)) \(escape(result.reference))</h2>
            <p>scene \(escape(result.scene)), \(result.width)×\(result.height) pixels at \(ShortDecimal(result.scale))×, \
            t = \(ShortDecimal(result.time)) s\(result.message.isEmpty ? "" : " — " + escape(result.message))</p>
            <div class="panels">

            """
        for (caption, image) in [
            ("reference", result.referenceImage), ("actual", result.actualImage),
            ("difference", result.differenceImage),
        ] {
            text += "<figure><figcaption>\(caption)</figcaption>"
            if let image {
                text +=
                    "<img class=\"\(caption)\" src=\"\(source(image))\" alt=\"\(caption)\" "
                    + "style=\"width: \(shownWidth)px\">"
            } else {
                text += "<div class=\"absent\">none</div>"
            }
            text += "</figure>\n"
        }
        text += "</div>\n"
        if result.referenceImage != nil, result.actualImage != nil {
            // The panels' images again, copied in by the script: each is in the page once.
            text += """
                <div class="compare" style="width: \(shownWidth)px">
                <img class="under" alt="reference">
                <img class="over" alt="actual">
                </div>
                <div class="controls">reference <input type="range" min="0" max="100" value="50" \
                aria-label="reference to actual"> actual
                <label><input type="checkbox" class="onion"> onion skin</label></div>

                """
        }
        return text + "</section>\n"
    }

    private static func label(_ status: SnapshotResult.Status) -> String {
        switch status {
        case .passed: "ok"
        case .failed: "FAIL"
        case .missing: "MISSING"
        case .recorded: "recorded"
        }
    }

    /// The image at `path` (relative to the report folder) as a `data:` URL; the escaped path
    /// itself when the file cannot be read.
    private func source(_ path: String) -> String {
        guard let bytes = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
            return escape(path)
        }
        return "data:image/png;base64," + bytes.base64EncodedString()
    }

    private func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    private static let style = """
        body { font: 14px/1.4 sans-serif; margin: 16px; background: #f4f4f6; color: #202024; }
        h1 { font-size: 20px; margin: 0 0 4px; }
        h2 { font-size: 15px; margin: 0 0 4px; }
        .summary { margin: 0 0 8px; }
        .index { margin: 0 0 12px; padding-left: 24px; columns: 2; font-size: 12px; }
        .index .failed a, .index .missing a, .failed h2, .missing h2 { color: #c01818; }
        .index .passed a { color: #207020; }
        .case { background: #fff; border: 1px solid #ccc; border-radius: 6px; padding: 10px; margin: 0 0 12px; }
        .case.failed, .case.missing { border-color: #c01818; border-width: 2px; }
        .case p { margin: 0 0 8px; }
        .panels { display: flex; gap: 12px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0; }
        figcaption { font-size: 12px; color: #555; }
        img { max-width: 100%; image-rendering: pixelated; display: block; background: #000; }
        .absent { width: 96px; height: 48px; border: 1px dashed #aaa; color: #888; text-align: center; line-height: 48px; }
        .compare { position: relative; margin-top: 10px; max-width: 100%; overflow: hidden; }
        .compare .over { position: absolute; left: 0; top: 0; width: 100%; clip-path: inset(0 50% 0 0); }
        .compare img { width: 100%; }
        .controls { font-size: 12px; margin-top: 4px; }
        """

    /// The slider wipes from reference to actual; with "onion skin" it fades instead.
    private static let script = """
        for (const section of document.querySelectorAll("section.case")) {
          const range = section.querySelector("input[type=range]");
          const onion = section.querySelector("input.onion");
          const over = section.querySelector(".compare .over");
          if (!range || !over) continue;
          section.querySelector(".compare .under").src = section.querySelector(".panels img.reference").src;
          over.src = section.querySelector(".panels img.actual").src;
          const update = () => {
            const v = Number(range.value);
            if (onion.checked) { over.style.clipPath = "none"; over.style.opacity = v / 100; }
            else { over.style.opacity = 1; over.style.clipPath = "inset(0 " + (100 - v) + "% 0 0)"; }
          };
          range.addEventListener("input", update);
          onion.addEventListener("change", update);
          update();
        }
        """
}
