import UIKit

/// A card pinned to the safe area with anchors, holding a title, a progress bar and two
/// buttons in stack views; a second in, the bar grows from 8 to 40 points over half a second
/// by animating its height constraint, and the card grows with it.
///
///     ombre render Examples/UIKit/CardStackController.swift -o card.png --device iphone-15 --time 2
final class CardStackController: UIViewController {
    let card = UIView()
    let stack = UIStackView()
    let titleLabel = UILabel()
    let bar = UIView()
    let buttons = UIStackView()
    let cancel = UIButton(type: .system)
    let done = UIButton(type: .system)
    lazy var barHeight = bar.heightAnchor.constraint(equalToConstant: 8)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(white: 0.94, alpha: 1)
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        titleLabel.text = "Uploading photos"
        bar.backgroundColor = .systemBlue
        bar.layer.cornerRadius = 4
        cancel.setTitle("Cancel", for: .normal)
        done.setTitle("Done", for: .normal)

        buttons.distribution = .fillEqually
        buttons.spacing = 12
        buttons.addArrangedSubview(cancel)
        buttons.addArrangedSubview(done)
        stack.axis = .vertical
        stack.spacing = 16
        for view in [titleLabel, bar, buttons] { stack.addArrangedSubview(view) }

        card.translatesAutoresizingMaskIntoConstraints = false
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        card.addSubview(stack)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: safe.leadingAnchor, constant: 20),
            card.trailingAnchor.constraint(equalTo: safe.trailingAnchor, constant: -20),
            card.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            stack.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
            barHeight,
            buttons.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { [weak self] _ in
            guard let self else { return }
            self.barHeight.constant = 40
            UIView.animate(withDuration: 0.5) { self.view.layoutIfNeeded() }
        }
    }
}
