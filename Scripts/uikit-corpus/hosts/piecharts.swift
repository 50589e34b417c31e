import UIKit

// The README's basic chart (in code instead of an outlet) with its two text overlays. The layers
// are set before the models, as the library's demos say ("models have to be set at the end"):
// the overlays add their labels and lines when each slice's grow animation ends.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let chartView = PieChart(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        view.addSubview(chartView)
        chartView.layers = [PiePlainTextLayer(), PieLineTextLayer()]
        chartView.models = [
            PieSliceModel(value: 2.1, color: UIColor.yellow),
            PieSliceModel(value: 3, color: UIColor.blue),
            PieSliceModel(value: 1, color: UIColor.green)
        ]
    }
}
