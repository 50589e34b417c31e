import Foundation

/// A report folder: `cases.json` (what was found, for merging) and `index.html` (for people).
enum SnapshotReport {
    /// Empties `folder` for a new report, refusing to delete a folder that is not a report.
    static func prepare(_ folder: URL) throws(CLIError) {
        let manager = FileManager.default
        if let contents = try? manager.contentsOfDirectory(atPath: folder.path), !contents.isEmpty {
            guard contents.contains("cases.json") else {
                throw .badInput(
                    "\(folder.path) exists and is not a snapshot report; move it away or choose another --reference")
            }
            do {
                try manager.removeItem(at: folder)
            } catch {
                throw .runtime("cannot clear the old report \(folder.path): \(error.localizedDescription)")
            }
        }
        try createFolder(folder)
    }

    /// Removes the report in `folder`, if there is one; returns whether there was.
    ///
    /// - Throws: `CLIError.runtime` when it cannot be removed. A folder that is not a snapshot
    ///   report (no `cases.json`) is left alone.
    static func discard(_ folder: URL) throws(CLIError) -> Bool {
        let manager = FileManager.default
        guard manager.fileExists(atPath: folder.appendingPathComponent("cases.json").path) else { return false }
        do {
            try manager.removeItem(at: folder)
        } catch {
            throw .runtime("cannot remove the old report \(folder.path): \(error.localizedDescription)")
        }
        return true
    }

    /// Writes `cases.json` and `index.html` into `folder`, each listing failures first.
    static func write(_ data: SnapshotReportData, to folder: URL) throws(CLIError) {
        var data = data
        data.cases.sort(by: SnapshotResult.reportOrder)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try encoder.encode(data).write(to: folder.appendingPathComponent("cases.json"))
            let page = SnapshotReportPage(data: data, folder: folder).html
            try Data(page.utf8).write(to: folder.appendingPathComponent("index.html"))
        } catch {
            throw .runtime("cannot write the report in \(folder.path): \(error.localizedDescription)")
        }
    }

    /// Reads a report folder's `cases.json`.
    static func read(_ folder: URL) throws(CLIError) -> SnapshotReportData {
        let file = folder.appendingPathComponent("cases.json")
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .badInput("cannot read \(file.path)")
        }
        do {
            return try JSONDecoder().decode(SnapshotReportData.self, from: data)
        } catch {
            throw .badInput("\(file.path) is not a snapshot report: \(error)")
        }
    }

    /// Joins the shard reports `report-K-of-N` in `references` into `references/report`,
    /// copying their images; returns the merged data.
    /// - Throws: `CLIError.badInput` when there are no shard reports, they disagree on N, or
    ///   one is missing.
    static func merge(in references: URL) throws(CLIError) -> SnapshotReportData {
        let manager = FileManager.default
        let names = ((try? manager.contentsOfDirectory(atPath: references.path)) ?? []).filter {
            $0.hasPrefix("report-") && $0.contains("-of-")
        }.sorted()
        var shards: [(Shard, URL)] = []
        for name in names {
            let parts = name.dropFirst("report-".count).components(separatedBy: "-of-")
            guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else {
                continue
            }
            shards.append((Shard(index: k, count: n), references.appendingPathComponent(name)))
        }
        guard let count = shards.first?.0.count else {
            throw .badInput(
                "no shard reports (report-K-of-N folders) in \(references.path); run `ombre snapshot --shard K/N` first"
            )
        }
        guard shards.allSatisfy({ $0.0.count == count }) else {
            throw .badInput(
                "the shard reports in \(references.path) were split different ways: \(names.joined(separator: ", "))")
        }
        let present = Set(shards.map(\.0.index))
        let missing = (1...count).filter { !present.contains($0) }
        guard missing.isEmpty else {
            throw .badInput(
                "shard report(s) \(missing.map { "\($0)/\(count)" }.joined(separator: ", ")) missing in \(references.path)"
            )
        }
        let target = references.appendingPathComponent("report")
        try prepare(target)
        var merged = SnapshotReportData(shard: nil, tolerance: 0, cases: [])
        for (_, folder) in shards {
            let data = try read(folder)
            merged.tolerance = max(merged.tolerance, data.tolerance)
            merged.cases += data.cases
            try copyImages(from: folder, to: target)
        }
        try write(merged, to: target)
        return merged
    }

    private static func copyImages(from folder: URL, to target: URL) throws(CLIError) {
        let source = folder.appendingPathComponent("images")
        let manager = FileManager.default
        guard let files = manager.enumerator(atPath: source.path) else { return }
        for case let file as String in files where file.hasSuffix(".png") {
            let destination = target.appendingPathComponent("images").appendingPathComponent(file)
            try createFolder(destination.deletingLastPathComponent())
            try copyFile(source.appendingPathComponent(file), to: destination)
        }
    }
}
