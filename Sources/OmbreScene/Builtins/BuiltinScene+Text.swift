// The built-in scenes' text; a test checks it equals Resources/scenes/NAME.yaml.

extension BuiltinScene {
    static let galleryText = """
        # Every built-in demo in one window: a grid of stacks that follows the window's size.
        window: {title: Ombre gallery, size: [1280, 720], background: "#101018"}
        palette: {brand: "#FF5F6D", sun: "#FFC371"}
        root:
          stack:
            axis: vertical
            spacing: 12
            padding: 12
            children:
              - stack:
                  axis: horizontal
                  spacing: 12
                  children:
                    - gradient: {startColor: brand, endColor: sun, name: gradient}
                    - gradient: {startColor: "#4568DC", endColor: "#B06AB3", angle: 45}
                    - gradient: {startColor: "#11998E", endColor: "#38EF7D", angle: 0}
              - stack:
                  axis: horizontal
                  spacing: 12
                  children:
                    - gradientLayer:
                        type: axial
                        colors: ["#2BC0E4", "#EAECC6"]
                        startPoint: [0, 0]
                        endPoint: [1, 1]
                    - gradientLayer:
                        type: radial
                        colors: ["#FFF200", "#FF0080", "#1A0033"]
                        startPoint: [0.5, 0.5]
                        endPoint: [1, 1]
                    - gradientLayer:
                        type: conic
                        colors: ["#1E9600", "#FFF200", "#FF0000", "#1E9600"]
                        startPoint: [0.5, 0.5]
                        endPoint: [0.5, 0]
        """
}

extension BuiltinScene {
    static let gradientText = """
        # LDGradientView with its default angle (270°): top to bottom.
        window: {title: Gradient view, size: [800, 600]}
        root:
          gradient:
            startColor: "#FF5F6D"
            endColor: "#FFC371"
        """
}

extension BuiltinScene {
    static let layersText = """
        # The three gradient layer types side by side: axial, radial and conic.
        window: {title: Gradient layers, size: [900, 300], background: "#101018"}
        root:
          stack:
            axis: horizontal
            spacing: 12
            padding: 12
            children:
              - gradientLayer:
                  type: axial
                  colors: ["#2BC0E4", "#EAECC6"]
                  startPoint: [0, 0]
                  endPoint: [1, 1]
              - gradientLayer:
                  type: radial
                  colors: ["#FFF200", "#FF0080", "#1A0033"]
                  startPoint: [0.5, 0.5]
                  endPoint: [1, 1]
              - gradientLayer:
                  type: conic
                  colors: ["#1E9600", "#FFF200", "#FF0000", "#1E9600"]
                  startPoint: [0.5, 0.5]
                  endPoint: [0.5, 0]
        """
}
