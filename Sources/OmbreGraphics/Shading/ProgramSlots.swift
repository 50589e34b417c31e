/// A gradient shader's program spread out for shading rows: a small header naming the mapping
/// and the colorizer it holds, and each of those in a slot of its own type, all behind
/// pointers fixed for the shader's life.
///
/// A row reads the fields it uses where they lie. Switching on the program itself, an enum
/// with several payloads, copies it whole first (a few hundred bytes, through `memcpy`) on
/// every row: a cost as large as shading a short row.
///
/// Every mapping and colorizer is plain data (numbers and pointers the shader keeps alive), so
/// a slot is written over without being emptied first (`theSlotsHoldOnlyPlainData` checks).
final class ProgramSlots: @unchecked Sendable {
    enum MappingKind: UInt8 {
        case axial, radial, radialRowConstant, conic
    }

    enum ColorsKind: UInt8 {
        case twoStop, opaqueTwoStop, radiusTwoStop, table, tableFromStart, segments
    }

    struct Header {
        /// The pixel of a `.solid` program; nil for a shaded one.
        var solid: UInt32?
        var mapping: MappingKind
        var colors: ColorsKind
    }

    let header = UnsafeMutablePointer<Header>.allocate(capacity: 1)
    let axial = UnsafeMutablePointer<AxialMapping>.allocate(capacity: 1)
    let radial = UnsafeMutablePointer<RadialMapping>.allocate(capacity: 1)
    let radialRowConstant = UnsafeMutablePointer<RowConstantRadialMapping>.allocate(capacity: 1)
    let conic = UnsafeMutablePointer<ConicMapping>.allocate(capacity: 1)
    let twoStop = UnsafeMutablePointer<TwoStopColorizer>.allocate(capacity: 1)
    let opaqueTwoStop = UnsafeMutablePointer<OpaqueTwoStopColorizer>.allocate(capacity: 1)
    let radiusTwoStop = UnsafeMutablePointer<OpaqueTwoStopRadiusColorizer>.allocate(capacity: 1)
    let table = UnsafeMutablePointer<TableColorizer>.allocate(capacity: 1)
    let tableFromStart = UnsafeMutablePointer<TableFromStartColorizer>.allocate(capacity: 1)
    let segments = UnsafeMutablePointer<SegmentColorizer>.allocate(capacity: 1)

    init() {
        header.initialize(to: Header(solid: 0, mapping: .axial, colors: .twoStop))
    }

    /// Spreads `program` into the slots.
    func hold(_ program: GradientShader.Program) {
        switch program {
        case .solid(let pixel):
            header.pointee = Header(solid: pixel, mapping: .axial, colors: .twoStop)
        case .shaded(let m, let c):
            header.pointee = Header(solid: nil, mapping: hold(m), colors: hold(c))
        }
    }

    private func hold(_ mapping: GradientShader.Mapping) -> MappingKind {
        switch mapping {
        case .axial(let m):
            axial.initialize(to: m)
            return .axial
        case .radial(let m):
            radial.initialize(to: m)
            return .radial
        case .radialRowConstant(let m):
            radialRowConstant.initialize(to: m)
            return .radialRowConstant
        case .conic(let m):
            conic.initialize(to: m)
            return .conic
        }
    }

    private func hold(_ colors: GradientShader.Colors) -> ColorsKind {
        switch colors {
        case .twoStop(let c):
            twoStop.initialize(to: c)
            return .twoStop
        case .opaqueTwoStop(let c):
            opaqueTwoStop.initialize(to: c)
            return .opaqueTwoStop
        case .radiusTwoStop(let c):
            radiusTwoStop.initialize(to: c)
            return .radiusTwoStop
        case .table(let c):
            table.initialize(to: c)
            return .table
        case .tableFromStart(let c):
            tableFromStart.initialize(to: c)
            return .tableFromStart
        case .segments(let c):
            segments.initialize(to: c)
            return .segments
        }
    }

    deinit {
        header.deallocate()
        axial.deallocate()
        radial.deallocate()
        radialRowConstant.deallocate()
        conic.deallocate()
        twoStop.deallocate()
        opaqueTwoStop.deallocate()
        radiusTwoStop.deallocate()
        table.deallocate()
        tableFromStart.deallocate()
        segments.deallocate()
    }
}
