#!/usr/bin/env python3
"""Compares an Ombre rendering with a PNG that iOS recorded, as premultiplied RGBA.

    compare.py REFERENCE.png RENDERED.png  ->  one line: max mean p99 width height drawn

Only the standard library: PNGs are decoded here with zlib. The difference of a pixel is the
largest of its four channel differences (levels, 0-255) after both images are premultiplied
(iOS leaves undrawn pixels transparent, so their color does not count); max, mean and p99 are
taken over all pixels. `drawn` is 0 when the reference is fully transparent.

Color: a PNG with an sRGB chunk, or an ICC profile named as sRGB, is read as it is. A gray
PNG whose profile is Apple's Generic Gray Gamma 2.2 is converted to sRGB through gamma 2.2.
A gAMA chunk without either is honoured as a pure power law. Any other ICC profile is read as
sRGB with a warning on stderr (none of the current references has one).
Exit status 2 when a file cannot be read or the sizes differ.
"""
import struct
import sys
import zlib


def fail(message):
    print(f"compare.py: {message}", file=sys.stderr)
    sys.exit(2)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def unfilter(raw, width, height, bpp):
    stride = width * bpp
    out = bytearray(stride * height)
    prev = bytearray(stride)
    pos = 0
    for y in range(height):
        kind = raw[pos]
        line = bytearray(raw[pos + 1 : pos + 1 + stride])
        pos += 1 + stride
        if kind == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 255
        elif kind == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, prev))
        elif kind == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                upleft = prev[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + paeth(left, prev[i], upleft)) & 255
        elif kind != 0:
            fail(f"unknown PNG filter {kind}")
        out[y * stride : (y + 1) * stride] = line
        prev = line
    return out


def read_png(path):
    """(width, height, flat list of straight sRGB RGBA bytes)."""
    try:
        data = open(path, "rb").read()
    except OSError as e:
        fail(f"{path}: {e.strerror}")
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail(f"{path}: not a PNG")
    pos, idat, palette, trns = 8, bytearray(), None, None
    header, srgb, gamma, profile = None, False, None, None
    while pos < len(data):
        (n,) = struct.unpack(">I", data[pos : pos + 4])
        kind, body = data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + n]
        pos += 12 + n
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        elif kind == b"PLTE":
            palette = body
        elif kind == b"tRNS":
            trns = body
        elif kind == b"sRGB":
            srgb = True
        elif kind == b"gAMA":
            gamma = struct.unpack(">I", body)[0] / 100000
        elif kind == b"iCCP":
            profile = body.split(b"\0")[0].decode("latin-1")
    if header is None:
        fail(f"{path}: no IHDR")
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or interlace != 0:
        fail(f"{path}: only 8-bit, non-interlaced PNGs are read (depth {depth}, interlace {interlace})")
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}.get(color)
    if channels is None:
        fail(f"{path}: unknown color type {color}")
    pixels = unfilter(zlib.decompress(bytes(idat)), width, height, channels)
    rgba = []
    if color == 6:
        rgba = list(pixels)
    elif color == 2:
        for i in range(0, len(pixels), 3):
            rgba += [pixels[i], pixels[i + 1], pixels[i + 2], 255]
    elif color == 4:
        for i in range(0, len(pixels), 2):
            rgba += [pixels[i]] * 3 + [pixels[i + 1]]
    elif color == 0:
        for v in pixels:
            rgba += [v, v, v, 255]
    else:
        for v in pixels:
            a = trns[v] if trns and v < len(trns) else 255
            rgba += [palette[3 * v], palette[3 * v + 1], palette[3 * v + 2], a]
    return width, height, convert(path, rgba, srgb, gamma, profile, color in (0, 4))


def convert(path, rgba, srgb, gamma, profile, gray):
    """Straight RGBA in the file's space to straight sRGB RGBA."""
    exponent = None
    if srgb or (profile and "srgb" in profile.lower()):
        return rgba
    if profile and gray and "gamma2_2" in profile.lower().replace(" ", "_"):
        exponent = 2.2
    elif profile:
        print(f"compare.py: {path}: ICC profile {profile!r} read as sRGB", file=sys.stderr)
        return rgba
    elif gamma and abs(gamma - 1 / 2.2) > 1e-3:
        exponent = 1 / gamma
    if exponent is None:
        return rgba

    def encode(v):
        linear = (v / 255) ** exponent
        s = linear * 12.92 if linear <= 0.0031308 else 1.055 * linear ** (1 / 2.4) - 0.055
        return round(s * 255)

    table = [encode(v) for v in range(256)]
    for i in range(len(rgba)):
        if i % 4 != 3:
            rgba[i] = table[rgba[i]]
    return rgba


def premultiplied(rgba):
    out = list(rgba)
    for i in range(0, len(out), 4):
        a = out[i + 3]
        for k in range(3):
            out[i + k] = (out[i + k] * a + 127) // 255
    return out


def main():
    if len(sys.argv) != 3:
        fail("usage: compare.py REFERENCE.png RENDERED.png")
    rw, rh, ref = read_png(sys.argv[1])
    ow, oh, own = read_png(sys.argv[2])
    if (rw, rh) != (ow, oh):
        fail(f"sizes differ: reference {rw}x{rh}, rendered {ow}x{oh}")
    drawn = any(ref[i] for i in range(3, len(ref), 4))
    a, b = premultiplied(ref), premultiplied(own)
    diffs = [max(abs(a[i + k] - b[i + k]) for k in range(4)) for i in range(0, len(a), 4)]
    ordered = sorted(diffs)
    # Nearest rank: the smallest difference that 99 % of the pixels do not exceed.
    p99 = ordered[max(0, -(-99 * len(ordered) // 100) - 1)]
    print(f"{ordered[-1]} {sum(diffs) / len(diffs):.2f} {p99} {rw} {rh} {int(drawn)}")


if __name__ == "__main__":
    main()
