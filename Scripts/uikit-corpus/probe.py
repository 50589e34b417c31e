#!/usr/bin/env python3
"""Checks one pixel of a PNG against a color.

    probe.py IMAGE.png X Y is|not #RRGGBB  ->  prints the pixel; exit 0 when the probe holds, 1 when not

`is` holds when every channel of the pixel (straight sRGB, composited over nothing) is within 24
levels of the color and the pixel is opaque enough to see (alpha >= 128); `not` holds otherwise.
Exit status 2 on bad use or an unreadable PNG.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "ios-references"))
from compare import read_png  # noqa: E402


def main():
    if len(sys.argv) != 6 or sys.argv[4] not in ("is", "not"):
        print("usage: probe.py IMAGE.png X Y is|not #RRGGBB", file=sys.stderr)
        sys.exit(2)
    path, x, y, op, color = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
    width, height, rgba = read_png(path)
    if not (0 <= x < width and 0 <= y < height):
        print(f"probe.py: ({x},{y}) is outside the {width}x{height} image", file=sys.stderr)
        sys.exit(2)
    if len(color) != 7 or color[0] != "#":
        print(f"probe.py: color {color!r} is not #RRGGBB", file=sys.stderr)
        sys.exit(2)
    want = [int(color[i : i + 2], 16) for i in (1, 3, 5)]
    pixel = rgba[(y * width + x) * 4 : (y * width + x) * 4 + 4]
    close = pixel[3] >= 128 and all(abs(pixel[k] - want[k]) <= 24 for k in range(3))
    print("#%02x%02x%02x alpha %d" % tuple(pixel))
    sys.exit(0 if close == (op == "is") else 1)


if __name__ == "__main__":
    main()
