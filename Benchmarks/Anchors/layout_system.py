"""kiwisolver solving the system of Benchmarks/Anchors/LayoutSystem.swift, timed the same way.

Prints one line per case: `RESULT<TAB>case<TAB>median ms<TAB>min ms<TAB>runs`.
  python3 Benchmarks/Anchors/layout_system.py [runs]
"""
import statistics
import sys
import time

import kiwisolver as kiwi

VIEWS = 500


def build(edit_width):
    """500 views' left, top, width and height, four constraints a view (2,000 in all).

    View i is tied to view i - 1 (p): left == p.left + 8; top >= p.top + p.height + 4;
    width == 0.9 p.width + 10 at priority 750 ("strong" here: kiwi's strong > medium);
    even views hug height == 44 at 250 ("medium"), odd ones have height >= 20 + i % 5.
    View 0 is tied to the window: left == 8, top >= 4, width == 390 (or an edit variable).
    """
    views = [tuple(kiwi.Variable(f"v{i}.{n}") for n in ("left", "top", "width", "height")) for i in range(VIEWS)]
    constraints = []
    first_width = None
    for i, (left, top, width, height) in enumerate(views):
        if i == 0:
            constraints.append(left == 8)
            constraints.append(top >= 4)
            if edit_width:
                constraints.append(width >= 0)
            else:
                first_width = width == 390
                constraints.append(first_width)
        else:
            pl, pt, pw, ph = views[i - 1]
            constraints.append(left == pl + 8)
            constraints.append(top >= pt + ph + 4)
            constraints.append((width == 0.9 * pw + 10) | "strong")
        if i % 2 == 0:
            constraints.append((height == 44) | "medium")
        else:
            constraints.append(height >= 20 + i % 5)
    return views, constraints, first_width


def solve(constraints, edit=None):
    solver = kiwi.Solver()
    for c in constraints:
        solver.addConstraint(c)
    if edit is not None:
        solver.addEditVariable(edit, "strong")
        solver.suggestValue(edit, 390)
    solver.updateVariables()
    return solver


def measure(name, runs, body, setup=lambda: None):
    times = []
    for _ in range(runs):
        state = setup()
        start = time.perf_counter()
        body(state)
        times.append((time.perf_counter() - start) * 1000)
    print(f"RESULT\t{name}\t{statistics.median(times):.3f}\t{min(times):.3f}\t{runs}")


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 31
    views, constraints, first_width = build(edit_width=False)
    solver = solve(constraints)
    last = views[-1]
    # A check that both sides solve the same system: the last view's frame.
    print("CHECK\t" + " ".join(f"{v.value():.4f}" for v in last))

    measure("scratch", runs, lambda _: solve(constraints))

    def change(state):
        solver, old, new = state
        solver.removeConstraint(old)
        solver.addConstraint(new)
        solver.updateVariables()

    def changed_setup():
        s = solve(constraints)
        return (s, first_width, views[0][2] == 380)

    measure("constant", runs, change, changed_setup)

    edit_views, edit_constraints, _ = build(edit_width=True)
    edit = edit_views[0][2]
    measure("scratch-edit", runs, lambda _: solve(edit_constraints, edit))

    def suggest(solver):
        solver.suggestValue(edit, 380)
        solver.updateVariables()

    measure("suggest", runs, suggest, lambda: solve(edit_constraints, edit))


main()
