import UIKit

// Every style of page control the library has, four pages each, sent to page 2 with
// animation as the host appears; each moves through its display link's weak proxy.
class HostController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let controls: [CHIBasePageControl] = [
            CHIPageControlAji(frame: CGRect(x: 20, y: 20, width: 360, height: 30)),
            CHIPageControlAleppo(frame: CGRect(x: 20, y: 70, width: 360, height: 30)),
            CHIPageControlChimayo(frame: CGRect(x: 20, y: 120, width: 360, height: 30)),
            CHIPageControlFresno(frame: CGRect(x: 20, y: 170, width: 360, height: 30)),
            CHIPageControlJalapeno(frame: CGRect(x: 20, y: 220, width: 360, height: 30)),
            CHIPageControlJaloro(frame: CGRect(x: 20, y: 270, width: 360, height: 30)),
            CHIPageControlPaprika(frame: CGRect(x: 20, y: 320, width: 360, height: 30)),
            CHIPageControlPuya(frame: CGRect(x: 20, y: 360, width: 360, height: 30)),
        ]
        for c in controls {
            c.numberOfPages = 4
            c.radius = 6
            c.tintColor = .red
            c.currentPageTintColor = .green
            c.padding = 8
            view.addSubview(c)
            c.set(progress: 2, animated: true)
        }
    }
}
