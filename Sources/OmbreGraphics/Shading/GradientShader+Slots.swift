extension GradientShader {
    /// Shades a row of the program held in `slots`, as `shade` does when there is no plan.
    @inline(__always)
    func shadeFromSlots(y: Int, x: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let s = slots
        let header = s.header.pointee
        if let pixel = header.solid {
            out.update(repeating: pixel, count: count)
            return
        }
        switch header.mapping {
        case .axial:
            let m = s.axial.pointee
            switch header.colors {
            case .twoStop: Self.runAxialTwoStop(m, s.twoStop.pointee, y, x, count, out)
            case .table: Self.runAxialTable(m, s.table.pointee, y, x, count, out)
            case .segments: Self.runAxialSegments(m, s.segments.pointee, y, x, count, out)
            case .opaqueTwoStop, .radiusTwoStop, .tableFromStart: Self.run(m, header.colors, s, y, x, count, out)
            }
        case .radial:
            Self.run(s.radial.pointee, header.colors, s, y, x, count, out)
        case .radialRowConstant:
            let m = s.radialRowConstant.pointee
            switch header.colors {
            case .segments: Self.runRadialSegments(m, s.segments.pointee, y, x, count, out)
            case .twoStop: Self.runRadialPadded(m, s.twoStop.pointee, y, x, count, out)
            case .opaqueTwoStop: Self.runRadialPadded(m, s.opaqueTwoStop.pointee, y, x, count, out)
            case .radiusTwoStop: Self.runRadialPadded(m, s.radiusTwoStop.pointee, y, x, count, out)
            case .table: Self.runRadialPadded(m, s.table.pointee, y, x, count, out)
            case .tableFromStart: Self.runRadialPadded(m, s.tableFromStart.pointee, y, x, count, out)
            }
        case .conic:
            let m = s.conic.pointee
            if header.colors == .tableFromStart {
                Self.runConicTable(m, s.tableFromStart.pointee, y, x, count, out)
            } else {
                Self.run(m, header.colors, s, y, x, count, out)
            }
        }
    }

    /// Shades a row through `mapping` with the colorizer of kind `colors` in `slots`.
    @inline(__always)
    private static func run<M: GradientMapping>(
        _ mapping: M, _ colors: ProgramSlots.ColorsKind, _ slots: ProgramSlots, _ y: Int, _ x: Int, _ count: Int,
        _ out: UnsafeMutablePointer<UInt32>
    ) {
        switch colors {
        case .twoStop: run(mapping, slots.twoStop.pointee, y, x, count, out)
        case .opaqueTwoStop: run(mapping, slots.opaqueTwoStop.pointee, y, x, count, out)
        case .radiusTwoStop: run(mapping, slots.radiusTwoStop.pointee, y, x, count, out)
        case .table: run(mapping, slots.table.pointee, y, x, count, out)
        case .tableFromStart: run(mapping, slots.tableFromStart.pointee, y, x, count, out)
        case .segments: run(mapping, slots.segments.pointee, y, x, count, out)
        }
    }
}
