/// The tutorial's name for ``GradientView``: a view filled with a two-color gradient at an angle.
public typealias LDGradientView = GradientView
