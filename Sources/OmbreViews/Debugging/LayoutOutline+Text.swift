import OmbreGraphics

extension LayoutOutline {
    /// The outline as the reply a Swift scene's runner sends: `layout N`, then N lines
    /// `X Y W H A` (A is 1 for an ambiguous layout), then, when a view is under the point,
    /// `pointed X Y W H` and its description lines.
    package var text: String {
        var lines = ["layout \(boxes.count)"]
        for box in boxes {
            let f = box.frame
            lines.append("\(f.minX) \(f.minY) \(f.width) \(f.height) \(box.isAmbiguous ? 1 : 0)")
        }
        if let f = pointedFrame {
            lines.append("pointed \(f.minX) \(f.minY) \(f.width) \(f.height)")
            lines += pointed
        }
        return lines.joined(separator: "\n")
    }

    /// Reads `text` back; nil when it is not an outline.
    package init?(text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)[...]
        guard let head = lines.popFirst(), head.hasPrefix("layout "), let count = Int(head.dropFirst(7)),
            count >= 0, lines.count >= count
        else { return nil }
        var boxes: [Box] = []
        for line in lines.prefix(count) {
            let fields = line.split(separator: " ").compactMap { Double($0) }
            guard fields.count == 5 else { return nil }
            let frame = Rect(x: fields[0], y: fields[1], width: fields[2], height: fields[3])
            boxes.append(Box(frame: frame, isAmbiguous: fields[4] == 1))
        }
        lines = lines.dropFirst(count)
        self.init(boxes: boxes)
        guard let pointer = lines.popFirst() else { return }
        let fields = pointer.split(separator: " ")
        let numbers = fields.dropFirst().compactMap { Double($0) }
        guard fields.first == "pointed", numbers.count == 4 else { return nil }
        pointedFrame = Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        pointed = Array(lines)
    }
}
