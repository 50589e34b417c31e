/// The key paths of layer properties Ombre animates.
enum LayerKey {
    /// The one spelling of `path` this layer model uses ("transform.rotation.z" is
    /// "transform.rotation").
    static func canonical(_ path: String) -> String {
        switch path {
        case "transform.rotation.z": "transform.rotation"
        default: path
        }
    }
}
