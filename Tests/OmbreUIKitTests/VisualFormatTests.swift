import Testing

@testable import OmbreUIKit

@MainActor @Suite struct VisualFormatTests {
    /// Views `a`, `b` and `c` in a 400 × 800 root, laid out with `formats`.
    private func layout(
        _ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil
    ) -> [String: UIView] {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let views = ["a": UIView(), "b": UIView(), "c": UIView()]
        for view in views.values {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        for format in formats {
            NSLayoutConstraint.activate(
                NSLayoutConstraint.constraints(
                    withVisualFormat: format, options: options, metrics: metrics, views: views))
        }
        root.layoutIfNeeded()
        return views
    }

    @Test func standardSpacingAndEqualWidths() {
        let v = layout(["H:|-[a]-[b(==a)]-|", "V:|-[a(30)]", "V:|-[b(30)]"])
        // 20 from the edges, 8 between: each (400 − 20 − 8 − 20) / 2 = 176 wide.
        #expect(v["a"]!.frame == CGRect(x: 20, y: 20, width: 176, height: 30))
        #expect(v["b"]!.frame == CGRect(x: 204, y: 20, width: 176, height: 30))
    }

    @Test func metricsRelationsAndPriorities() {
        let v = layout(
            ["H:|-left-[c(>=wide@750,<=60)]-(>=0)-|", "V:|-top-[c(height)]"],
            metrics: ["left": 12, "wide": 80.0, "top": CGFloat(15), "height": 44])
        // At least 80 is only wished for (750), at most 60 is required: 60. Offsets and the
        // height come from the metrics.
        #expect(v["c"]!.frame == CGRect(x: 12, y: 15, width: 60, height: 44))
    }

    @Test func flushViewsAndAlignmentOptions() {
        let v = layout(
            ["H:|[a(100)][b(50)]", "V:|-40-[a(60)]", "V:[b(20)]"], options: .alignAllCenterY)
        // b starts where a ends and shares its center line: 40 + 30 = 70, so b is at 60.
        #expect(v["a"]!.frame == CGRect(x: 0, y: 40, width: 100, height: 60))
        #expect(v["b"]!.frame == CGRect(x: 100, y: 60, width: 50, height: 20))
    }

    @Test func badFormatsSayWhatIsWrongAndWhere() {
        let views: [String: Any] = ["a": UIView(), "b": UIView()]
        func error(_ format: String) -> VisualFormatError? {
            var parser = VisualFormatParser(format: format, metrics: ["m": 4], views: views, options: [])
            do {
                _ = try parser.parse()
                return nil
            } catch {
                return error
            }
        }
        #expect(error("H:[a]-[missing]")?.reason == "missing is not a key in the views dictionary.")
        #expect(error("H:[a]-[missing]")?.offset == 7)
        #expect(error("H:[a]-[")?.reason == "Expected a view name")
        #expect(error("H:[a(>=x)]")?.reason == "x is not a key in the views dictionary or the metrics.")
        #expect(error("H:[a]-(>=q)-[b]")?.reason == "Expected a number or a metric")
        #expect(error("H:[a]-")?.reason == "Expected a view or '|' after the connection")
        #expect(error("V:[a]-m-[b]") == nil)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[", metrics: nil, views: views).isEmpty)
    }
}
