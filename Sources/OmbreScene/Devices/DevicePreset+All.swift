import OmbreGraphics

extension DevicePreset {
    /// Current iPhones and iPads, smallest first within each family, with their portrait
    /// safe-area insets (top, bottom) in points: the status bar or sensor housing above, the
    /// home indicator below (none on the iPhone SE, which has a home button).
    public static let all: [DevicePreset] = [
        preset("iphone-se", "iPhone SE", 375, 667, 2, safe: (20, 0)),
        preset("iphone-13-mini", "iPhone 13 mini", 375, 812, 3, safe: (50, 34)),
        preset("iphone-13", "iPhone 13", 390, 844, 3, safe: (47, 34)),
        preset("iphone-13-pro", "iPhone 13 Pro", 390, 844, 3, safe: (47, 34)),
        preset("iphone-13-pro-max", "iPhone 13 Pro Max", 428, 926, 3, safe: (47, 34)),
        preset("iphone-14", "iPhone 14", 390, 844, 3, safe: (47, 34)),
        preset("iphone-14-plus", "iPhone 14 Plus", 428, 926, 3, safe: (47, 34)),
        preset("iphone-14-pro", "iPhone 14 Pro", 393, 852, 3, safe: (59, 34)),
        preset("iphone-14-pro-max", "iPhone 14 Pro Max", 430, 932, 3, safe: (59, 34)),
        preset("iphone-15", "iPhone 15", 393, 852, 3, safe: (59, 34)),
        preset("iphone-15-plus", "iPhone 15 Plus", 430, 932, 3, safe: (59, 34)),
        preset("iphone-15-pro", "iPhone 15 Pro", 393, 852, 3, safe: (59, 34)),
        preset("iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, 3, safe: (59, 34)),
        preset("iphone-16", "iPhone 16", 393, 852, 3, safe: (59, 34)),
        preset("iphone-16-plus", "iPhone 16 Plus", 430, 932, 3, safe: (59, 34)),
        preset("iphone-16-pro", "iPhone 16 Pro", 402, 874, 3, safe: (62, 34)),
        preset("iphone-16-pro-max", "iPhone 16 Pro Max", 440, 956, 3, safe: (62, 34)),
        preset("ipad-mini", "iPad mini (A17 Pro)", 744, 1133, 2, safe: (24, 20)),
        preset("ipad", "iPad (A16)", 820, 1180, 2, safe: (24, 20)),
        preset("ipad-air-11", "iPad Air 11-inch (M2)", 820, 1180, 2, safe: (24, 20)),
        preset("ipad-air-13", "iPad Air 13-inch (M2)", 1024, 1366, 2, safe: (24, 20)),
        preset("ipad-pro-11", "iPad Pro 11-inch (M4)", 834, 1210, 2, safe: (24, 20)),
        preset("ipad-pro-13", "iPad Pro 13-inch (M4)", 1032, 1376, 2, safe: (24, 20)),
    ]

    private static func preset(
        _ name: String, _ title: String, _ w: Int, _ h: Int, _ scale: Double, safe: (top: Double, bottom: Double)
    ) -> DevicePreset {
        DevicePreset(
            name: name, title: title, points: PixelSize(width: w, height: h), scale: scale,
            safeAreaTop: safe.top, safeAreaBottom: safe.bottom)
    }
}
