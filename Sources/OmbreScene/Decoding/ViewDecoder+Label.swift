import OmbreGraphics
import OmbreViews

extension ViewDecoder {
    /// A `label`: `text`, `size` in points (default 17), `color` (default black) and
    /// `alignment` (left, center, right; default left).
    func labelView(_ f: Fields) -> View {
        var text = ""
        if let node = f["text"] {
            text = reader.string(node, "text") ?? ""
        } else {
            reader.report(f.keys.values.first ?? f.node, "label needs text", hint: "text: \"Sunrise\"")
        }
        do {
            let label = try LabelView(text: text)
            if let node = f["size"], let s = reader.number(node, "size", in: 1...4096) { label.fontSize = s }
            if let node = f["color"], let c = reader.color(node, "color") { label.textColor = c }
            if let node = f["alignment"],
                let a = reader.choice(node, "alignment", TextAlignment.allCases.map(\.rawValue))
            {
                label.alignment = TextAlignment(rawValue: a)!
            }
            return label
        } catch {
            reader.report(f.keys.values.first ?? f.node, "cannot show text: \(error.description)")
            return View()
        }
    }
}
