import Foundation
import OmbreGraphics

extension CAEmitterLayer {
    /// The living particles at `time` (the layer's time, the scene's for a layer at the
    /// default timing), as nodes in the layer's coordinates, each cell's oldest first.
    func particleNodes(at time: Double) -> [LayerNode] {
        guard let start = emissionStart, time >= start, let cells = emitterCells else { return [] }
        var nodes: [LayerNode] = []
        for (index, cell) in cells.enumerated() where cell.isEnabled {
            guard let (drawing, size) = cell.particleDrawing() else { continue }
            for (birth, number) in births(of: cell, from: start, until: time) {
                let particle = Particle(seed: seed, cell: index, number: number)
                if let node = particle.node(of: cell, in: self, age: time - birth, drawing: drawing, size: size) {
                    nodes.append(node)
                }
            }
        }
        return nodes
    }

    /// The birth times and numbers of `cell`'s particles born from `start` to `time` that may
    /// still live: particle n is born when the cell has emitted n particles since `start`.
    private func births(of cell: CAEmitterCell, from start: Double, until time: Double) -> [(Double, Int)] {
        let longest = Double(max(cell.lifetime + abs(cell.lifetimeRange) / 2, 0) * max(lifetime, 0))
        let oldest = time - longest
        // The layer's rate in force at each moment: the last change at or before it, else 1.
        var segments: [(from: Double, rate: Double)] = [(start, 1)]
        for change in rateChanges {
            if change.time <= start {
                segments[0].rate = Double(change.rate)
            } else {
                segments.append((change.time, Double(change.rate)))
            }
        }
        var births: [(Double, Int)] = []
        var emitted = 0.0
        for (k, segment) in segments.enumerated() where segment.from <= time {
            let end = k + 1 < segments.count ? min(segments[k + 1].from, time) : time
            let rate = max(Double(cell.birthRate) * segment.rate, 0)
            defer { emitted += rate * (end - segment.from) }
            guard rate > 0, rate.isFinite else { continue }
            let first = Int((emitted + rate * max(oldest - segment.from, 0)).rounded(.up))
            var n = max(first, Int(emitted.rounded(.up)))
            while true {
                let birth = segment.from + (Double(n) - emitted) / rate
                // A particle born exactly at a change belongs to the segment that starts there.
                guard birth < end || (birth == end && end == time) else { break }
                births.append((birth, n))
                n += 1
            }
        }
        return births
    }
}

/// One particle's draws from the generator: the same for the same seed, cell and number.
private struct Particle {
    let seed: UInt32
    let cell: Int
    let number: Int

    /// A number in [0, 1) for the particle's `k`th property (SplitMix64 of the four).
    func uniform(_ k: UInt64) -> Double {
        var z = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(cell) << 48 ^ UInt64(number) << 8 ^ k
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }

    /// `value` varied uniformly by `range`: in [value − range/2, value + range/2].
    func varied(_ value: Double, by range: Double, _ k: UInt64) -> Double {
        value + range * (uniform(k) - 0.5)
    }

    /// The particle `age` seconds after its birth, or nil when it is dead or invisible.
    func node(of cell: CAEmitterCell, in layer: CAEmitterLayer, age: Double, drawing: DisplayList, size: CGSize)
        -> LayerNode?
    {
        let life = varied(Double(cell.lifetime), by: Double(cell.lifetimeRange), 0) * Double(layer.lifetime)
        guard age >= 0, age < life else { return nil }
        let speed = varied(Double(cell.velocity), by: Double(cell.velocityRange), 1) * Double(layer.velocity)
        let angle = varied(Double(cell.emissionLongitude), by: Double(cell.emissionRange), 2)
        let origin = birthplace(in: layer)
        let x = origin.x + speed * cos(angle) * age + Double(cell.xAcceleration) * age * age / 2
        let y = origin.y + speed * sin(angle) * age + Double(cell.yAcceleration) * age * age / 2
        let turn = varied(Double(cell.spin), by: Double(cell.spinRange), 3) * Double(layer.spin) * age
        let scale =
            max(varied(Double(cell.scale), by: Double(cell.scaleRange), 4) + Double(cell.scaleSpeed) * age, 0)
            * Double(layer.scale)
        let baseAlpha = Double((cell.color?.color ?? .white).alpha)
        let alpha = min(max(varied(baseAlpha, by: Double(cell.alphaRange), 5) + Double(cell.alphaSpeed) * age, 0), 1)
        guard scale > 0, alpha > 0, x.isFinite, y.isFinite, turn.isFinite else { return nil }
        let w = Double(size.width)
        let h = Double(size.height)
        return LayerNode(
            toParent: AffineTransform(
                a: scale * cos(turn), b: scale * sin(turn), c: -scale * sin(turn), d: scale * cos(turn), tx: x, ty: y),
            bounds: Rect(x: -w / 2, y: -h / 2, width: w, height: h), opacity: alpha, masksToBounds: false,
            cornerRadius: 0, continuousCorners: false, background: nil, borderWidth: 0, borderColor: nil,
            content: .drawing(drawing, fit: .identity), children: [], masks: [])
    }

    /// Where on the emitter shape the particle is born, in the layer's coordinates.
    private func birthplace(in layer: CAEmitterLayer) -> (x: Double, y: Double) {
        let center = (x: Double(layer.emitterPosition.x), y: Double(layer.emitterPosition.y))
        let w = Double(layer.emitterSize.width)
        let h = Double(layer.emitterSize.height)
        switch layer.emitterShape {
        case .line:
            return (center.x + w * (uniform(6) - 0.5), center.y)
        case .rectangle, .cuboid:
            return (center.x + w * (uniform(6) - 0.5), center.y + h * (uniform(7) - 0.5))
        case .circle, .sphere:
            // Uniform over the disk: the square root spreads radii by area.
            let r = w / 2 * uniform(6).squareRoot()
            let a = 2 * Double.pi * uniform(7)
            return (center.x + r * cos(a), center.y + r * sin(a))
        default:
            return center
        }
    }
}
