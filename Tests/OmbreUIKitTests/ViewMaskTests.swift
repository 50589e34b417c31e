import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

@Suite struct ViewMaskTests {
    @Test func labelAsMaskShowsTheGradientOnlyThroughItsLetters() {
        let image = renderHosted(width: 100, height: 60) { frame in
            let view = UIView(frame: frame)
            view.backgroundColor = .red
            let label = UILabel(frame: view.bounds)
            label.text = "I"
            label.font = .boldSystemFont(ofSize: 50)
            label.textAlignment = .center
            view.mask = label
            return view
        }
        // The middle of the I's stem is red; the corners and the sides of the letter are not.
        #expect(image[50, 30] == Color.red.pixel)
        #expect(image[5, 5] == Color.black.pixel && image[20, 30] == Color.black.pixel)
        #expect(image[80, 30] == Color.black.pixel)
    }
}
