import Foundation
import OmbreGraphics
import OmbreViews
import Testing

@testable import OmbreUIKit

/// A table as a list screen uses one: rows from a data source, cells with labels, containers
/// that show their top or selected controller.
@MainActor @Suite struct TableViewTests {
    /// Colors for rows, each row a cell of its color.
    final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
        let colors: [UIColor]
        init(_ colors: [UIColor]) { self.colors = colors }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { colors.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "row")
                ?? UITableViewCell(style: .default, reuseIdentifier: "row")
            cell.backgroundColor = colors[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            indexPath.row == 0 ? 20 : 30
        }
    }

    @Test func rowsComeFromTheDataSourceStackedByTheirHeights() throws {
        let rows = Rows([.red, .green, .blue, .yellow])
        var table: UITableView?
        let image = frame(
            hosting { view in
                let made = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 70), style: .plain)
                made.register(UITableViewCell.self, forCellReuseIdentifier: "row")
                made.separatorStyle = .none
                made.dataSource = rows
                made.delegate = rows
                view.addSubview(made)
                table = made
            }, at: 0)
        // 20 points of red, then 30 of green, then blue, cut by the table's 70-point height.
        #expect(image[50, 10] == Color.red.pixel && image[50, 35] == Color.green.pixel)
        #expect(image[50, 65] == Color.blue.pixel && image[50, 75] != Color.blue.pixel)
        let shown = try #require(table)
        // Only the rows that fit are made; the yellow fourth is not.
        #expect(shown.visibleCells.count == 3 && shown.numberOfRows(inSection: 0) == 4)
        #expect(shown.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 20)
        #expect(IndexPath(row: 2, section: 1).row == 2 && IndexPath(row: 2, section: 1).section == 1)
        // An identifier nobody registered gives no cell.
        #expect(shown.dequeueReusableCell(withIdentifier: "other") == nil)
    }

    @Test func basicCellsShowTheirLabelAndASeparatorInset16Points() {
        final class Names: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                cell.textLabel?.text = "Name"
                cell.detailTextLabel?.text = "Detail"
                return cell
            }
        }
        let names = Names()
        let image = frame(
            hosting { view in
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                table.dataSource = names
                view.addSubview(table)
            }, at: 0)
        // Each row is 44 points (the automatic height of a basic cell) on white; the label's
        // ink starts 16 points in.
        var ink: [Int] = []
        for x in 0..<100 where (0..<44).contains(where: { image[x, $0] != Color.white.pixel && $0 != 43 }) {
            ink.append(x)
        }
        #expect(ink.first.map { (16...18).contains($0) } == true, "\(ink.first ?? -1)")
        // The separator under the first row: from 16 points in to the edge, not before.
        #expect(image[50, 43] != Color.white.pixel && image[8, 43] == Color.white.pixel)
        #expect(image[50, 90] == Color.white.pixel)
    }

    @Test func containersShowTheirTopOrSelectedController() {
        let first = UIViewController()
        let second = UIViewController()
        let navigation = UINavigationController(rootViewController: first)
        #expect(navigation.topViewController === first && first.navigationController === navigation)
        navigation.pushViewController(second, animated: true)
        #expect(navigation.visibleViewController === second && navigation.viewControllers.count == 2)
        navigation.view.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(second.view.superview === navigation.view && second.view.frame.size == navigation.view.bounds.size)
        #expect(
            navigation.popViewController(animated: false) === second
                && navigation.popViewController(animated: false) == nil)
        #expect(first.view.superview === navigation.view && second.view.superview == nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        tabs.selectedIndex = 1
        #expect(tabs.selectedViewController === second && second.tabBarController === tabs)
        // The view loads when first asked for, showing the selected tab's.
        let container = tabs.view
        #expect(second.view.superview === container && first.view.superview == nil)
        tabs.selectedViewController = first
        #expect(tabs.selectedIndex == 0 && first.view.superview === container && second.view.superview == nil)
        #expect(first.presentedViewController == nil)
    }

    @Test func textViewDrawsItsTextInsideItsContainerInsets() {
        let image = renderHosted(width: 100, height: 40) { frame in
            let text = UITextView(frame: frame)
            text.text = "Hello"
            text.textColor = .black
            return text
        }
        let box = inkBoxOf(image, background: Color.white.pixel)
        // 5 points of padding across, 8 of inset down, as UIKit's defaults.
        #expect(
            box.map { (5...7).contains($0.minX) && (8...12).contains($0.minY) } == true, "\(String(describing: box))")
    }

    /// The box of the pixels that are not `background`.
    private func inkBoxOf(_ image: PixelBuffer, background: UInt32) -> (minX: Int, minY: Int)? {
        var box: (minX: Int, minY: Int)?
        for y in 0..<image.height {
            for x in 0..<image.width where image[x, y] != background {
                box = (min(box?.minX ?? x, x), min(box?.minY ?? y, y))
            }
        }
        return box
    }
}
