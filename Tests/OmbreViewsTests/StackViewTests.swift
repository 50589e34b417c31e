import OmbreGraphics
import Testing

@testable import OmbreViews

@Suite struct StackViewTests {
    private func stack(_ axis: StackView.Axis, count: Int, size: Size, spacing: Double = 0, padding: Double = 0)
        -> StackView
    {
        let s = StackView(frame: Rect(origin: .zero, size: size), axis: axis, spacing: spacing, padding: padding)
        for _ in 0..<count { s.addSubview(View()) }
        s.layoutIfNeeded()
        return s
    }

    @Test func horizontalChildrenShareTheWidthWithoutGaps() {
        let s = stack(.horizontal, count: 3, size: Size(width: 100, height: 20))
        #expect(
            s.subviews.map(\.frame) == [
                Rect(x: 0, y: 0, width: 33, height: 20), Rect(x: 33, y: 0, width: 34, height: 20),
                Rect(x: 67, y: 0, width: 33, height: 20),
            ])
    }

    @Test func verticalChildrenKeepSpacingAndPadding() {
        let s = stack(.vertical, count: 2, size: Size(width: 50, height: 110), spacing: 10, padding: 5)
        #expect(
            s.subviews.map(\.frame) == [
                Rect(x: 5, y: 5, width: 40, height: 45), Rect(x: 5, y: 60, width: 40, height: 45),
            ])
    }

    @Test func hiddenChildrenTakeNoSpace() {
        let s = stack(.horizontal, count: 3, size: Size(width: 90, height: 10))
        s.subviews[1].isHidden = true
        s.layoutIfNeeded()
        #expect(s.subviews[0].frame == Rect(x: 0, y: 0, width: 45, height: 10))
        #expect(s.subviews[2].frame == Rect(x: 45, y: 0, width: 45, height: 10))
    }

    @Test(arguments: [(101, 7), (97, 3), (13, 5), (1000, 9), (7, 7)])
    func everyPixelBelongsToExactlyOneChild(width: Int, count: Int) {
        let colors = (0..<count).map { Color(red8: UInt8(10 + $0 * 20), green8: 200, blue8: 50) }
        let s = StackView(axis: .horizontal)
        for c in colors {
            let v = View()
            v.backgroundColor = c
            s.addSubview(v)
        }
        let image = render(root: s, size: PixelSize(width: width, height: 3), background: .black)
        var owners: [Int] = []
        for x in 0..<width {
            let p = image[x, 1]
            let owner = colors.firstIndex { $0.pixel == p }
            #expect(owner != nil, "pixel \(x) is \(String(p, radix: 16)): a gap or a blend of two children")
            owners.append(owner ?? -1)
        }
        #expect(owners == owners.sorted(), "children overlap or are out of order")
        #expect(Set(owners).count == count)
    }
}
