extension AffineTransform {
    /// The most the transform lengthens any vector (its largest singular value).
    package var largestStretch: Double {
        let s = (a * a + b * b + c * c + d * d) / 2
        let det = a * d - b * c
        // Rounding can take s² − det² a hair below 0 for similarity transforms.
        return (s + max(0, s * s - det * det).squareRoot()).squareRoot()
    }
}
