import UIKit

// The README's basic chart (in code instead of an outlet) with its two text overlays.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let chartView = PieChart(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        view.addSubview(chartView)
        chartView.models = [
            PieSliceModel(value: 2.1, color: UIColor.yellow),
            PieSliceModel(value: 3, color: UIColor.blue),
            PieSliceModel(value: 1, color: UIColor.green)
        ]
        chartView.layers = [PiePlainTextLayer(), PieLineTextLayer()]
    }
}
