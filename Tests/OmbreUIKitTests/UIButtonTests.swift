import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// A button's title and image per state, laid out side by side as UIKit lays them out without
/// a configuration.
@MainActor @Suite struct UIButtonTests {
    /// A `side` × `side` image of one color at one pixel per point.
    private func square(_ color: UIColor, side: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    /// `button` laid out over white in a 100 × 100 frame.
    private func render(_ button: UIButton) -> PixelBuffer {
        frame(
            hosting { view in
                view.backgroundColor = .white
                view.addSubview(button)
            }, at: 0)
    }

    @Test func theImageSitsLeftOfTheTitleAndTheTwoAreCentered() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 20, width: 100, height: 40))
        button.setImage(square(.red, side: 20), for: .normal)
        button.setTitle("Go", for: .normal)
        button.setTitleColor(.black, for: .normal)
        let image = render(button)
        let title = try #require(button.titleLabel?.intrinsicContentSize)
        let imageFrame = try #require(button.imageView?.frame)
        let titleFrame = try #require(button.titleLabel?.frame)
        #expect(imageFrame.size == CGSize(width: 20, height: 20) && imageFrame.midY == 20)
        #expect(titleFrame.minX == imageFrame.maxX && titleFrame.width == title.width)
        // Centered together: as much room left of the image as right of the title.
        #expect(abs(imageFrame.minX - (100 - titleFrame.maxX)) < 1e-9)
        let x = Int(imageFrame.midX)
        #expect(Color(pixel: image[x, 40]) == .red)
        #expect(Color(pixel: image[Int(imageFrame.minX) - 2, 40]) == .white)
    }

    @Test func eachStateShowsItsOwnTitleAndImageElseTheNormalOnes() {
        let button = UIButton(type: .custom)
        let normal = square(.red, side: 4)
        let selected = square(.blue, side: 4)
        button.setTitle("Off", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        button.setImage(normal, for: .normal)
        button.setImage(selected, for: .selected)
        #expect(button.currentTitle == "Off" && button.currentImage === normal)
        button.isHighlighted = true
        #expect(button.currentTitle == "Pressed" && button.titleLabel?.text == "Pressed")
        #expect(button.currentImage === normal)
        button.isHighlighted = false
        button.isSelected = true
        #expect(button.currentTitle == "Off" && button.currentImage === selected)
        #expect(button.title(for: .disabled) == "Off")
    }

    @Test func aSystemButtonDrawsItsImageInItsTintUnlessTheImageIsOriginal() {
        func drawn(_ image: UIImage) -> Color {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
            button.setImage(image, for: .normal)
            return Color(pixel: render(button)[50, 50])
        }
        let black = square(.black, side: 10)
        #expect(drawn(black) == UIColor.systemBlue.color)
        #expect(drawn(black.withRenderingMode(.alwaysOriginal)) == .black)
    }

    @Test func theIntrinsicSizeIsTheImageAndTitleWithTheContentInsets() {
        let button = UIButton(type: .custom)
        button.setImage(square(.red, side: 24), for: .normal)
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 6, bottom: 4, right: 6)
        #expect(button.intrinsicContentSize == CGSize(width: 36, height: 32))
        button.setTitle("A", for: .normal)
        let title = button.titleLabel!.intrinsicContentSize
        #expect(button.intrinsicContentSize.width == 36 + title.width)
        #expect(button.intrinsicContentSize.height == max(24, title.height + 12) + 8)
    }

    @Test func aBackgroundImageFillsTheBoundsUnderTheContent() {
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        button.setBackgroundImage(square(.green, side: 2), for: .normal)
        let image = render(button)
        #expect(Color(pixel: image[12, 12]) == .green && Color(pixel: image[88, 38]) == .green)
        #expect(Color(pixel: image[9, 12]) == .white)
    }

    @Test func aSubclassMadeWithItsFrameIsACustomButton() {
        final class Subclass: UIButton {
            override init(frame: CGRect) {
                super.init(frame: frame)
                setTitle("Sub", for: .normal)
            }

            required init?(coder: NSCoder) { nil }
        }
        let button = Subclass(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
        #expect(button.buttonType == .custom && button.currentTitleColor == .white)
        #expect(button.frame.size == CGSize(width: 50, height: 30) && button.currentTitle == "Sub")
        #expect(
            UIButton(type: .system).buttonType == .system && UIButton(type: .system).currentTitleColor == .systemBlue)
        #expect(UIFont.systemFontSize == 14 && UIFont.labelFontSize == 17)
    }

    @Test func anImageViewDrawsATemplateImageInItsTint() {
        func drawn(_ image: UIImage, tint: UIColor) -> Color {
            let view = UIImageView(image: image)
            view.frame = CGRect(x: 40, y: 40, width: 10, height: 10)
            view.tintColor = tint
            return Color(pixel: frame(hosting { $0.addSubview(view) }, at: 0)[45, 45])
        }
        let black = square(.black, side: 10)
        #expect(drawn(black.withRenderingMode(.alwaysTemplate), tint: .red) == .red)
        #expect(drawn(black, tint: .red) == .black)
        #expect(drawn(black.withRenderingMode(.alwaysOriginal), tint: .red) == .black)
    }
}
