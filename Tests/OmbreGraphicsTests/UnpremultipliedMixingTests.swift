import Foundation
import OmbreTestSupport
import Testing

@testable import OmbreGraphics

/// Colors mix straight, as on the device, unless a gradient asks for premultiplied mixing.
@Suite struct UnpremultipliedMixingTests {
    static let background = Color(red8: 0x30, green8: 0x60, blue8: 0xC0)
    static let height = 100
    static let middleRow = 50

    /// A vertical white → clear layer, undithered, composited over `background`.
    static func whiteToClear(premultiplied: Bool) -> PixelBuffer {
        let buffer = PixelBuffer(width: 4, height: height)
        buffer.fill(background.pixel)
        let bounds = Rect(x: 0, y: 0, width: 4, height: Double(height))
        let g = Gradient(colors: [.white, .clear], premultiplied: premultiplied)
        Canvas(target: buffer).fill(bounds, with: .gradient(g, bounds: bounds, dither: false))
        return buffer
    }

    /// (r, g, b) of a pixel.
    static func rgb(_ p: UInt32) -> [Double] {
        [Double(p >> 16 & 0xFF), Double(p >> 8 & 0xFF), Double(p & 0xFF)]
    }

    /// The white → clear mix at `t` over `background`, source-over, in 0...255: straight mixing
    /// in Generic RGB gives grey (1 − t) there, gamma 1.8, at alpha (1 − t); premultiplied
    /// mixing keeps white at alpha (1 − t).
    static func expected(t: Double, premultiplied: Bool) -> [Double] {
        let alpha = 1 - t
        // Grey keeps r = g = b through the colorant matrices (each row sums to 1 within 1e-7).
        let linear = pow(alpha, 1.8)
        let grey = linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
        let premultipliedWhite = premultiplied ? alpha : grey * alpha
        let under = [background.red, background.green, background.blue].map { Double($0) * 255 }
        return under.map { premultipliedWhite * 255 + $0 * (1 - alpha) }
    }

    /// The middle of a white → clear layer over #3060c0 as Generic RGB mixing gives it (a grey
    /// band darker than the background; mixed in sRGB numbers it was (86, 111, 159)) and as
    /// CSS's premultiplied mixing shows it.
    static let published: [(premultiplied: Bool, rgb: [Double])] = [(false, [96, 121, 169]), (true, [150, 175, 223])]

    @Test(arguments: published.indices)
    func whiteToClearFollowsItsMixing(index: Int) {
        let (premultiplied, published) = Self.published[index]
        let image = Self.whiteToClear(premultiplied: premultiplied)
        let t = (Double(Self.middleRow) + 0.5) / Double(Self.height)
        let got = Self.rgb(image[1, Self.middleRow])
        let want = Self.expected(t: t, premultiplied: premultiplied)
        for ch in 0..<3 {
            #expect(abs(got[ch] - want[ch]) <= 1, "channel \(ch): \(got) vs \(want)")
            #expect(abs(got[ch] - published[ch]) <= 1, "channel \(ch): \(got) vs \(published)")
        }
    }

    @Test func greyBandMatchesItsReference() {
        // Left: the device's straight mixing, a grey band over the blue; right: premultiplied.
        let image = PixelBuffer(width: 96, height: 64)
        image.fill(Self.background.pixel)
        let canvas = Canvas(target: image)
        for (i, premultiplied) in [false, true].enumerated() {
            let bounds = Rect(x: Double(i * 48), y: 0, width: 48, height: 64)
            let g = Gradient(colors: [.white, .clear], premultiplied: premultiplied)
            canvas.fill(bounds, with: .gradient(g, bounds: bounds, dither: false))
        }
        expectSnapshot(image, named: "mixing-white-to-clear")
    }

    static let translucent = [
        Color.white, Color.clear, Color(red: 1, green: 0.2, blue: 0, alpha: 0.8),
        Color(red: 0, green: 0.4, blue: 1, alpha: 0.3),
    ]

    /// Every kind, dithered or not, two stops or several: within a level of the formula.
    static let cases: [(Gradient, Bool)] = {
        var result: [(Gradient, Bool)] = []
        for kind in Gradient.Kind.allCases {
            let start = kind == .axial ? Point(x: 0, y: 0.2) : Point(x: 0.45, y: 0.55)
            for colors in [[Color.white, .clear], translucent] {
                for premultiplied in [false, true] {
                    let g = Gradient(
                        kind: kind, colors: colors, startPoint: start, endPoint: Point(x: 0.9, y: 0.8),
                        premultiplied: premultiplied)
                    result += [(g, false), (g, true)]
                }
            }
        }
        return result
    }()

    @Test(arguments: cases.indices)
    func everyPathFollowsTheMixingFormula(index: Int) {
        let (g, dither) = Self.cases[index]
        let image = renderGradient(g, width: 83, height: 37, dither: dither)
        let worst = GradientReference(gradient: g, width: 83, height: 37).worstDifference(in: image)
        #expect(
            worst.levels <= 1.0 + 1e-9,
            "\(g.kind) \(g.colors.count) stops premultiplied \(g.premultiplied) dither \(dither): off by \(worst.levels)"
        )
    }
}
