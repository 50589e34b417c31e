import UIKit

// The README's code: an onboarding filling the view by constraints, three items from the data
// source (images drawn here, where an app takes them from its assets).
class HostController: UIViewController, PaperOnboardingDataSource {
    private func circle(_ side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: side, height: side)).fill()
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let onboarding = PaperOnboarding()
        onboarding.dataSource = self
        onboarding.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(onboarding)
        for attribute: NSLayoutConstraint.Attribute in [.left, .right, .top, .bottom] {
            let constraint = NSLayoutConstraint(
                item: onboarding, attribute: attribute, relatedBy: .equal, toItem: view, attribute: attribute,
                multiplier: 1, constant: 0)
            view.addConstraint(constraint)
        }
    }

    func onboardingItem(at index: Int) -> OnboardingItemInfo {
        let colors = [UIColor(red: 0.4, green: 0.56, blue: 0.71, alpha: 1), UIColor(red: 0.4, green: 0.69, blue: 0.71, alpha: 1),
                      UIColor(red: 0.61, green: 0.56, blue: 0.74, alpha: 1)]
        return OnboardingItemInfo(
            informationImage: circle(120), title: ["Hotels", "Banks", "Stores"][index],
            description: "All hotels and hostels are sorted by hospitality rating", pageIcon: circle(20),
            color: colors[index], titleColor: .white, descriptionColor: .white,
            titleFont: .boldSystemFont(ofSize: 28), descriptionFont: .systemFont(ofSize: 14))
    }

    func onboardingItemsCount() -> Int { 3 }
}
