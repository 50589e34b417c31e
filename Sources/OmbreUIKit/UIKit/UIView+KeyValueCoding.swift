import Foundation

/// Key-value coding of views, as `NSObject` gives UIKit's views on a device: a subclass's
/// `@objc` properties through their accessors, and UIKit's own properties by their
/// Objective-C names ("hidden", "textAlignment", "shadowOffset" …). A key a view does not have
/// stops the program, as `valueForUndefinedKey:` does.
extension UIView: @preconcurrency KeyValueCoding {
    /// The value for `key` (see `value(forKey:)`).
    func keyedValue(forKey key: String) -> Any? {
        if ObjCRuntime.responds(self, to: Selector(key)) { return ObjCRuntime.send(Selector(key), to: self) }
        guard let property = ViewKey.named(key, of: self) else { undefinedKey(key, "valueForUndefinedKey:") }
        return property.get(self)
    }

    /// Sets the value for `key` (see `setValue(_:forKey:)`); a value of the wrong kind for a
    /// UIKit property stops the program, as key-value coding does.
    func setKeyedValue(_ value: Any?, forKey key: String) {
        let setter = Selector("set" + key.prefix(1).uppercased() + key.dropFirst() + ":")
        if ObjCRuntime.responds(self, to: setter) {
            ObjCRuntime.send(setter, to: self, [value])
            return
        }
        guard let property = ViewKey.named(key, of: self) else { undefinedKey(key, "setValue:forUndefinedKey:") }
        guard let set = property.set else { undefinedKey(key, "setValue:forUndefinedKey:") }
        guard set(self, value) else {
            ObjCRuntime.terminate(
                "NSInvalidArgumentException",
                "[<\(type(of: self))> setValue:forKey:]: \(value.map { "\(type(of: $0))" } ?? "nil") is not a value for key \(key)"
            )
        }
    }

    private func undefinedKey(_ key: String, _ method: String) -> Never {
        ObjCRuntime.terminate(
            "NSUnknownKeyException",
            "[<\(addressName(self))> \(method)]: this class is not key value coding-compliant for the key \(key).")
    }
}

/// A UIKit property that key-value coding reaches by its Objective-C name.
@MainActor struct ViewKey {
    let get: (UIView) -> Any?
    /// Sets the property from a value, false when the value is not of its kind; nil when the
    /// property is read-only.
    let set: ((UIView, Any?) -> Bool)?

    /// The property at `path` of views of class `V`, set from what `coerced` takes.
    init<V: UIView, T>(_ path: ReferenceWritableKeyPath<V, T>) {
        get = { view in (view as? V).flatMap { opened($0[keyPath: path]) } }
        set = { view, value in
            guard let view = view as? V, let value = coerced(value, to: T.self) else { return false }
            view[keyPath: path] = value
            return true
        }
    }

    /// The enumeration property at `path`, set from its cases or their raw values.
    init<V: UIView, T: RawRepresentable>(_ path: ReferenceWritableKeyPath<V, T>) where T.RawValue == Int {
        get = { view in (view as? V)?[keyPath: path] }
        set = { view, value in
            let raw = coerced(value, to: Int.self)
            guard let view = view as? V, let value = value as? T ?? raw.flatMap({ T(rawValue: $0) }) else {
                return false
            }
            view[keyPath: path] = value
            return true
        }
    }

    /// The read-only property at `path`.
    init<V: UIView, T>(readOnly path: KeyPath<V, T>) {
        get = { view in (view as? V).flatMap { opened($0[keyPath: path]) } }
        set = nil
    }

    /// `view`'s property for `key`: its class's first, then those of the classes above it.
    static func named(_ key: String, of view: UIView) -> ViewKey? {
        if view is UILabel, let property = label[key] { return property }
        return UIView.viewKeys[key]
    }

    private static let label: [String: ViewKey] = [
        "text": ViewKey(\UILabel.text), "font": ViewKey(\UILabel.font), "textColor": ViewKey(\UILabel.textColor),
        "attributedText": ViewKey(\UILabel.attributedText), "textAlignment": ViewKey(\UILabel.textAlignment),
        "lineBreakMode": ViewKey(\UILabel.lineBreakMode), "numberOfLines": ViewKey(\UILabel.numberOfLines),
        "adjustsFontSizeToFitWidth": ViewKey(\UILabel.adjustsFontSizeToFitWidth),
        "minimumScaleFactor": ViewKey(\UILabel.minimumScaleFactor),
        "minimumFontSize": ViewKey(\UILabel.minimumFontSize),
        "baselineAdjustment": ViewKey(\UILabel.baselineAdjustment),
        "preferredMaxLayoutWidth": ViewKey(\UILabel.preferredMaxLayoutWidth),
        "shadowColor": ViewKey(\UILabel.shadowColor), "shadowOffset": ViewKey(\UILabel.shadowOffset),
        "highlightedTextColor": ViewKey(\UILabel.highlightedTextColor),
        "highlighted": ViewKey(\UILabel.isHighlighted), "enabled": ViewKey(\UILabel.isEnabled),
    ]
}

extension UIView {
    /// UIView's own properties by their Objective-C names.
    fileprivate static let viewKeys: [String: ViewKey] = [
        "backgroundColor": ViewKey(\UIView.backgroundColor), "alpha": ViewKey(\UIView.alpha),
        "hidden": ViewKey(\UIView.isHidden), "opaque": ViewKey(\UIView.isOpaque),
        "clipsToBounds": ViewKey(\UIView.clipsToBounds), "tag": ViewKey(\UIView.tag),
        "userInteractionEnabled": ViewKey(\UIView.isUserInteractionEnabled),
        "contentMode": ViewKey(\UIView.contentMode), "tintColor": ViewKey(\UIView.tintColor),
        "frame": ViewKey(\UIView.frame), "bounds": ViewKey(\UIView.bounds), "center": ViewKey(\UIView.center),
        "transform": ViewKey(\UIView.transform), "autoresizesSubviews": ViewKey(\UIView.autoresizesSubviews),
        "layer": ViewKey(readOnly: \UIView.layer), "superview": ViewKey(readOnly: \UIView.superview),
        "subviews": ViewKey(readOnly: \UIView.subviews), "window": ViewKey(readOnly: \UIView.window),
    ]
}
