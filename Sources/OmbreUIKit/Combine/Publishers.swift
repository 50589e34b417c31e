/// The namespace of Combine's operator publishers, such as `Publishers.Map` and
/// `Publishers.Debounce`, which the operator methods of `Publisher` return.
public enum Publishers {}
