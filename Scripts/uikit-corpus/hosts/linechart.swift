import UIKit

// The README's usage and its "Single line with default settings" example, plus a second line.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let lineChart = LineChart(frame: CGRect(x: 10, y: 40, width: 380, height: 320))
        lineChart.addLine([3, 4, 9, 11, 13, 15])
        lineChart.addLine([5, 9, 6, 3, 8, 12])
        view.addSubview(lineChart)
    }
}
