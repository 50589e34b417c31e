// One import for everything a program that builds gradient views in Swift needs: pixels and
// colors, animation, views and rendering, scene files, and the live preview window.
@_exported import OmbreAnimation
@_exported import OmbreGraphics
@_exported import OmbrePreview
@_exported import OmbreScene
@_exported import OmbreViews
