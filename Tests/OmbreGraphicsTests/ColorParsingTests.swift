import Testing

@testable import OmbreGraphics

@Suite struct ColorParsingTests {
    private func rgba8(_ text: String, palette: [String: Color] = [:]) throws -> [Int] {
        let c = try Color(parsing: text, palette: palette)
        return [c.red, c.green, c.blue, c.alpha].map { Int(($0 * 255).rounded()) }
    }

    @Test(arguments: [
        ("#f80", [255, 136, 0, 255]),
        ("#F80C", [255, 136, 0, 204]),
        ("#ff8800", [255, 136, 0, 255]),
        ("#FF880080", [255, 136, 0, 128]),
        ("ff8800", [255, 136, 0, 255]),
        ("FF880080", [255, 136, 0, 128]),
        ("  #102030  ", [16, 32, 48, 255]),
        ("rgb(255, 136, 0)", [255, 136, 0, 255]),
        ("rgb(200,210,255)", [200, 210, 255, 255]),
        ("rgb( 0 , 0 , 0 )", [0, 0, 0, 255]),
        ("rgba(255, 0, 0, 0.5)", [255, 0, 0, 128]),
        ("rgba(0,0,255,1)", [0, 0, 255, 255]),
        ("rgb(100%, 50%, 0%)", [255, 128, 0, 255]),
        ("rgba(0%, 100%, 0%, 25%)", [0, 255, 0, 64]),
        ("RGB(1, 2, 3)", [1, 2, 3, 255]),
    ])
    func everyTextualFormParses(text: String, expected: [Int]) throws {
        #expect(try rgba8(text) == expected)
    }

    @Test func uiKitNamesUseUIKitValues() throws {
        #expect(try rgba8("green") == [0, 255, 0, 255])  // CSS green would be 0,128,0
        #expect(try rgba8("darkGray") == [85, 85, 85, 255])  // CSS darkgray would be 169
        #expect(try rgba8("DARKGRAY") == [85, 85, 85, 255])
        #expect(try rgba8("lightGray") == [170, 170, 170, 255])
        #expect(try rgba8("gray") == [128, 128, 128, 255])
        #expect(try rgba8("orange") == [255, 128, 0, 255])
        #expect(try rgba8("purple") == [128, 0, 128, 255])
        #expect(try rgba8("brown") == [153, 102, 51, 255])
        #expect(try rgba8("clear") == [0, 0, 0, 0])
        #expect(try rgba8("Cyan") == [0, 255, 255, 255])
        #expect(try rgba8("magenta") == [255, 0, 255, 255])
    }

    @Test func cssNamesMatchCaseInsensitively() throws {
        #expect(try rgba8("rebeccapurple") == [102, 51, 153, 255])
        #expect(try rgba8("CornflowerBlue") == [100, 149, 237, 255])
        #expect(try rgba8("transparent") == [0, 0, 0, 0])
        #expect(try rgba8("lightgoldenrodyellow") == [250, 250, 210, 255])
    }

    @Test func paletteNamesComeFirst() throws {
        let palette = ["brand": Color(red8: 1, green8: 2, blue8: 3), "red": Color(red8: 9, green8: 9, blue8: 9)]
        #expect(try rgba8("Brand", palette: palette) == [1, 2, 3, 255])
        #expect(try rgba8("red", palette: palette) == [9, 9, 9, 255])
    }

    @Test(arguments: [
        ("", "empty color"),
        ("#12345", "\"#12345\" has 5 hex digits"),
        ("#12G", "\"#12G\" has \"G\", which is not a hex digit"),
        ("#", "\"#\" has 0 hex digits"),
        ("grean", "unknown color \"grean\""),
        ("fff", "unknown color \"fff\""),
        ("rgb(1, 2)", "rgb() takes 3 components, \"rgb(1, 2)\" has 2"),
        ("rgba(1, 2, 3)", "rgba() takes 4 components, \"rgba(1, 2, 3)\" has 3"),
        ("rgb(1, 2, 3", "\"rgb(1, 2, 3\" is missing its closing parenthesis"),
        ("rgb(256, 0, 0)", "component 256 in \"rgb(256, 0, 0)\" is outside 0–255"),
        ("rgb(-1, 0, 0)", "component -1 in \"rgb(-1, 0, 0)\" is outside 0–255"),
        ("rgb(101%, 0%, 0%)", "component 101% in \"rgb(101%, 0%, 0%)\" is outside 0%–100%"),
        ("rgba(0, 0, 0, 1.5)", "alpha 1.5 in \"rgba(0, 0, 0, 1.5)\" is outside 0–1"),
        ("rgb(a, 0, 0)", "component \"a\" in \"rgb(a, 0, 0)\" is not a number"),
        ("rgb(1,,2)", "\"rgb(1,,2)\" has an empty component"),
        ("hsl(0, 0%, 0%)", "unknown color \"hsl(0, 0%, 0%)\""),
        ("rgbx(1,2,3)", "unknown color function \"rgbx\""),
    ])
    func everyMalformedFormIsAPreciseError(text: String, message: String) {
        #expect(throws: ColorParseError.self) { try Color(parsing: text) }
        do {
            _ = try Color(parsing: text)
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func misspeltNamesSuggestTheClosest() {
        do {
            _ = try Color(parsing: "grean")
            Issue.record("grean parsed")
        } catch {
            #expect(error.hint == "did you mean \"green\"?")
        }
        do {
            _ = try Color(parsing: "abc")
            Issue.record("abc parsed")
        } catch {
            #expect(error.hint == "short hex colors need a leading #: \"#abc\"")
        }
    }

    @Test func pixelsArePremultiplied() throws {
        let c = try Color(parsing: "rgba(255, 128, 0, 0.5)")
        // b = 0, g = 128·0.5 ≈ 64, r = 255·0.5 ≈ 128, a = 128.
        #expect(c.pixel == 0x8080_4000)
        #expect(Color(pixel: 0xFF00_FF00).green == 1)
    }
}
