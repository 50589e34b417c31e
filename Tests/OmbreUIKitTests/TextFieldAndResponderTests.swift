import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// Text fields as code fills them in (nothing types here), and the first responder they and
/// `endEditing` move.
@MainActor @Suite struct TextFieldAndResponderTests {
    private final class Delegate: UITextFieldDelegate {
        var events: [String] = []
        var allowsEnd = true
        func textFieldDidBeginEditing(_ textField: UITextField) { events.append("began") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allowsEnd }
        func textFieldDidEndEditing(_ textField: UITextField) { events.append("ended") }
    }

    /// The darkest pixel's level (red channel) across `image`'s row `y`.
    private func darkest(_ image: PixelBuffer, row y: Int) -> Double {
        var level = 1.0
        for x in 0..<image.width { level = min(level, Double(Color(pixel: image[x, y]).red)) }
        return level
    }

    @Test func anEmptyFieldShowsItsPlaceholderGrayAndTextShowsInLabelColor() {
        var field: UITextField?
        let host = hosting { view in
            view.backgroundColor = .white
            let made = UITextField(frame: CGRect(x: 5, y: 30, width: 90, height: 34))
            made.borderStyle = .roundedRect
            made.placeholder = "Name"
            view.addSubview(made)
            field = made
        }
        let placeholder = darkest(frame(host, at: 0), row: 47)
        #expect(placeholder > 0.6 && placeholder < 0.9, "placeholderText is a light gray: \(placeholder)")
        field?.text = "Name"
        #expect(darkest(frame(host, at: 0.1), row: 47) < 0.1, "the text is black")
        field?.isSecureTextEntry = true
        field?.text = "ab"
        let dots = frame(host, at: 0.2)
        #expect(darkest(dots, row: 47) < 0.1 && field?.intrinsicContentSize.height == 34)
    }

    @Test func aFieldBecomesAndResignsTheFirstResponderAndTellsItsDelegate() {
        let delegate = Delegate()
        var fields: [UITextField] = []
        var container: UIView?
        let host = hosting { view in
            let box = UIView(frame: view.bounds)
            for y in [10, 50] {
                let field = UITextField(frame: CGRect(x: 10, y: CGFloat(y), width: 80, height: 30))
                field.delegate = delegate
                box.addSubview(field)
                fields.append(field)
            }
            view.addSubview(box)
            container = box
        }
        frame(host, at: 0)
        host.withWorld {
            #expect(fields[0].becomeFirstResponder() && fields[0].isFirstResponder && fields[0].isEditing)
            #expect(fields[1].becomeFirstResponder() && !fields[0].isFirstResponder, "the first one resigned")
            #expect(delegate.events == ["began", "ended", "began"])
            delegate.allowsEnd = false
            #expect(container?.endEditing(true) == false && fields[1].isFirstResponder, "the delegate keeps it")
            delegate.allowsEnd = true
            #expect(container?.endEditing(true) == true && !fields[1].isFirstResponder)
            #expect(!UIView().becomeFirstResponder(), "a plain view cannot become first responder")
        }
        // A tap in a field makes it first.
        host.touchDown(at: Point(x: 20, y: 60))
        host.touchUp(at: Point(x: 20, y: 60))
        host.withWorld { #expect(fields[1].isFirstResponder) }
    }
}
