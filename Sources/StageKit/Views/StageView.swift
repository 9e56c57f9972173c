import Foundation
import Transit

// Its own import besides the target's CoreGraphicsImport.swift: Swift requires one in a file
// whose public declarations use CoreGraphics' conformances or constants.
#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The twin of `UIView`: a rectangle in a view tree, backed by a ``StageLayer``.
///
/// Geometry and appearance are the layer's: `frame`, `bounds`, `center` and `transform`
/// map to the layer's position, bounds and transform, `alpha` to its opacity. Inside a
/// ``animate(withDuration:delay:options:animations:completion:)`` block, changes become
/// layer animations, as in UIKit.
@MainActor
open class StageView {
  /// The backing layer.
  public let layer: StageLayer

  /// The class of layer the view is backed by; override to use a ``StageShapeLayer``.
  open class var layerClass: StageLayer.Type { StageLayer.self }

  /// Creates a view.
  ///
  /// - Parameter frame: The frame in the superview's coordinates.
  public init(frame: CGRect = .zero) {
    layer = Self.layerClass.init()
    layer.owningView = self
    layer.frame = frame
  }

  // MARK: Geometry

  /// The frame in the superview's coordinates (the bounding box when transformed).
  public var frame: CGRect {
    get { layer.frame }
    set { layer.frame = newValue }
  }

  /// The view's own coordinate space.
  public var bounds: CGRect {
    get { layer.bounds }
    set { layer.bounds = newValue }
  }

  /// The centre, in the superview's coordinates.
  public var center: CGPoint {
    get { layer.position }
    set { layer.position = newValue }
  }

  /// The 2D transform about the centre (the affine part of the layer's transform).
  public var transform: CGAffineTransform {
    get { layer.transform.affineTransform }
    set { layer.transform = Transform3D(newValue) }
  }

  // MARK: Appearance

  /// The opacity, 0…1.
  public var alpha: CGFloat {
    get { CGFloat(layer.opacity) }
    set { layer.opacity = Float(newValue) }
  }

  /// Whether the view is hidden. Open, as UIKit's, for views that pass a change on.
  open var isHidden: Bool {
    get { layer.isHidden }
    set { layer.isHidden = newValue }
  }

  /// The background colour.
  public var backgroundColor: StageColor? {
    get { layer.backgroundColor.map(StageColor.init) }
    set { layer.backgroundColor = newValue?.cgColor }
  }

  /// Whether the view declares itself fully opaque (a drawing hint; the stage draws the
  /// same either way), as `UIView.isOpaque`.
  public var isOpaque = true

  /// The view's own tint, if set.
  private var ownTintColor: StageColor?

  // A twin of a UIKit API keeps UIKit's spelling (docs/design.md#stage).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The tint colour: the view's own, else its superview's, else the system blue, as
  /// `UIView.tintColor` inherits; setting `nil` inherits again.
  public var tintColor: StageColor! {
    get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
    set { ownTintColor = newValue }
  }

  /// Whether subviews are clipped to the bounds.
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }

  /// How content (an image) is laid out in the bounds.
  public var contentMode: ContentMode = .scaleToFill

  /// How a view lays out its content, as `UIView.ContentMode`.
  public enum ContentMode: Sendable, Hashable {
    /// Stretch to fill.
    case scaleToFill
    /// Scale to fit, keeping the aspect ratio.
    case scaleAspectFit
    /// Scale to fill, keeping the aspect ratio and cropping.
    case scaleAspectFill
    /// Centred, unscaled.
    case center
  }

  /// A number for finding the view.
  public var tag = 0
  /// A name for finding the view in tests and logs.
  public var accessibilityIdentifier: String?
  /// Whether the view takes touches.
  public var isUserInteractionEnabled = true
  /// Whether VoiceOver reads the view as one element (`UIAccessibility`'s
  /// `isAccessibilityElement`; see `StageView+Accessibility.swift`).
  public var isAccessibilityElement = false
  /// What VoiceOver reads for the view, as `accessibilityLabel`.
  public var accessibilityLabel: String?
  /// What kind of element VoiceOver announces, as `accessibilityTraits`.
  public var accessibilityTraits: StageAccessibilityTraits = []
  /// Whether VoiceOver ignores the elements in the view's siblings, as
  /// `accessibilityViewIsModal`.
  public var accessibilityViewIsModal = false

  /// VoiceOver's escape gesture (a two-finger Z) reached the view, as
  /// `accessibilityPerformEscape()`: override to dismiss what the view shows.
  ///
  /// - Returns: Whether the view handled it; `false` (the default) passes it on to the
  ///   superview (``StageWindow/performAccessibilityEscape(from:)``).
  open func accessibilityPerformEscape() -> Bool { false }

  /// VoiceOver activated the view (a double tap while it has focus), as
  /// `accessibilityActivate()`: override to act as a tap would.
  ///
  /// - Returns: Whether the view handled it; `false` (the default) makes VoiceOver tap
  ///   the middle of the view instead (``StageWindow/performAccessibilityActivate(on:)``).
  open func accessibilityActivate() -> Bool { false }

  /// Where VoiceOver taps when ``accessibilityActivate()`` does not handle the activation,
  /// in the window's coordinates, as `accessibilityActivationPoint` (in screen
  /// coordinates, which the stage's window shares): by default the middle of the view's
  /// frame on screen; a value set stays until set again.
  public var accessibilityActivationPoint: CGPoint {
    get {
      explicitActivationPoint ?? convert(CGPoint(x: bounds.midX, y: bounds.midY), to: nil)
    }
    set { explicitActivationPoint = newValue }
  }
  private var explicitActivationPoint: CGPoint?
  /// The identifier that pairs this view with one in another screen for shared-element
  /// transitions.
  public var transitionIdentifier: String?
  /// The gesture recognizers attached to the view (see `StageView+Gestures.swift`).
  var gestureRecognizerStorage: [StageGestureRecognizer] = []

  /// What other modules attach to this view (the twin of `objc_setAssociatedObject`),
  /// kept alive with it.
  public let associatedObjects = StageAssociatedObjects()

  // MARK: Hierarchy

  /// The subviews, back to front: in the order of their layers among the layer's
  /// sublayers, as in UIKit.
  public private(set) var subviews: [StageView] = []
  /// The view this one is a subview of.
  public private(set) weak var superview: StageView?

  /// The direction of the view's content (UIKit's `effectiveUserInterfaceLayoutDirection`):
  /// the window's. The stage models no per-view `semanticContentAttribute`, so every view
  /// in a window reads its window's direction; left to right outside a window.
  public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
    window?.layoutDirection ?? .leftToRight
  }

  /// The window the view is in, if any.
  public var window: StageWindow? {
    var view: StageView? = self
    while let current = view {
      if let window = current as? StageWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Adds a view on top, taking it from its current superview; its layer goes on top of
  /// every sublayer, as `addSublayer` puts it.
  ///
  /// A view cannot be added to itself or to one of its descendants (UIKit raises an
  /// exception); the stage ignores the request.
  ///
  /// - Parameter view: The view.
  public func addSubview(_ view: StageView) {
    place(view) { layer.addSublayer(view.layer) }
  }

  /// Inserts a view at an index, taking it from its current superview.
  ///
  /// As in UIKit the index goes to the layer: the view's layer is inserted at that index
  /// among the layer's sublayers, which is the index among the subviews unless layers were
  /// added straight to the layer.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - index: The index, 0 at the back; clamped to the ends.
  public func insertSubview(_ view: StageView, at index: Int) {
    place(view) { layer.insertSublayer(view.layer, at: UInt32(clamping: index)) }
  }

  /// Inserts a view just below a sibling (on top when it is not a subview).
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - siblingSubview: The subview it goes below.
  public func insertSubview(_ view: StageView, belowSubview siblingSubview: StageView) {
    place(view) { layer.insertSublayer(view.layer, below: siblingSubview.layer) }
  }

  /// Inserts a view just above a sibling (on top when it is not a subview).
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - siblingSubview: The subview it goes above.
  public func insertSubview(_ view: StageView, aboveSubview siblingSubview: StageView) {
    place(view) { layer.insertSublayer(view.layer, above: siblingSubview.layer) }
  }

  /// Moves a subview to the front: its layer on top of every sublayer.
  ///
  /// - Parameter view: The subview; another view is ignored.
  public func bringSubviewToFront(_ view: StageView) {
    guard view.superview === self else { return }
    place(view) { layer.addSublayer(view.layer) }
  }

  /// Moves a subview to the back: its layer below every sublayer.
  ///
  /// - Parameter view: The subview; another view is ignored.
  public func sendSubviewToBack(_ view: StageView) {
    guard view.superview === self else { return }
    place(view) { layer.insertSublayer(view.layer, at: 0) }
  }

  /// Takes the view out of its superview.
  ///
  /// The view hears `willMove(toSuperview: nil)`, then (when it was in a window) it and its
  /// subviews hear `willMove(toWindow: nil)` and, once it is out, `didMoveToWindow()`, and
  /// last it hears `didMoveToSuperview()`: UIKit's order.
  public func removeFromSuperview() {
    guard superview != nil else { return }
    let oldWindow = window
    willMove(toSuperview: nil)
    if oldWindow != nil {
      notifyWillMove(toWindow: nil)
      removeAnimationsLeavingWindow()
    }
    superview?.setNeedsLayout()
    detachFromSuperview()
    if oldWindow != nil { notifyDidMoveToWindow() }
    didMoveToSuperview()
  }

  /// Whether the view is a descendant of another (or the view itself).
  ///
  /// - Parameter view: The possible ancestor.
  /// - Returns: `true` when `view` is this view or one of its ancestors.
  public func isDescendant(of view: StageView) -> Bool {
    var current: StageView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// Makes a view a subview, placing its layer with `placeLayer`, and sends the callbacks
  /// of a move: `willMove(toSuperview:)`, `willMove(toWindow:)` (the view, then its
  /// subviews), the move, `didMoveToWindow()`, `didMoveToSuperview()`; the window calls only
  /// when the window changes. Reordering a subview sends none.
  private func place(_ view: StageView, placeLayer: () -> Void) {
    guard !isDescendant(of: view) else { return }
    guard view.superview !== self else {
      placeLayer()
      sortSubviewsByLayer()
      return
    }
    let oldWindow = view.window
    let newWindow = window
    let windowChanges = oldWindow !== newWindow
    view.willMove(toSuperview: self)
    if windowChanges { view.notifyWillMove(toWindow: newWindow) }
    if oldWindow != nil && newWindow == nil { view.removeAnimationsLeavingWindow() }
    view.detachFromSuperview()
    subviews.append(view)
    view.superview = self
    view.safeAreaInputsDidChange()
    // A new subview needs this view laid out at the next pass, as in UIKit.
    setNeedsLayout()
    placeLayer()
    // Appended on top of both lists (addSubview): the order already agrees.
    if layer.sublayers?.last !== view.layer { sortSubviewsByLayer() }
    if windowChanges { view.notifyDidMoveToWindow() }
    view.didMoveToSuperview()
  }

  /// Puts the subviews in the order of their layers.
  private func sortSubviewsByLayer() {
    var positions: [ObjectIdentifier: Int] = [:]
    for (index, sublayer) in (layer.sublayers ?? []).enumerated() {
      positions[ObjectIdentifier(sublayer)] = index
    }
    subviews.sort {
      positions[ObjectIdentifier($0.layer), default: .max]
        < positions[ObjectIdentifier($1.layer), default: .max]
    }
  }

  private func detachFromSuperview() {
    // One view, found from the top (what a transition adds last, it takes away first).
    if let index = superview?.subviews.lastIndex(where: { $0 === self }) {
      superview?.subviews.remove(at: index)
    }
    superview = nil
    layer.removeFromSuperlayer()
    safeAreaIsStale = true
  }

  private func notifyWillMove(toWindow window: StageWindow?) {
    willMove(toWindow: window)
    for subview in subviews { subview.notifyWillMove(toWindow: window) }
  }

  /// Core Animation removes the animations of a view's layer tree when the view leaves
  /// its window (their delegates hear `finished: false`, block animations' completions get
  /// `false`): so an animation cut by a tab switch or a new root ends instead of waiting
  /// off screen for ever. [observed: github.com/wnagrodzki/AnimationRestoration, "when
  /// view backed by the layer is removed from window"]
  private func removeAnimationsLeavingWindow() {
    layer.visitTree { $0.removeAllAnimations() }
  }

  private func notifyDidMoveToWindow() {
    didMoveToWindow()
    for subview in subviews { subview.notifyDidMoveToWindow() }
  }

  /// Called before the view moves to another superview (or out, with `nil`).
  ///
  /// - Parameter newSuperview: The new superview.
  open func willMove(toSuperview newSuperview: StageView?) {}
  /// Called after the view moved to another superview.
  open func didMoveToSuperview() {}
  /// Called before the view moves to another window (or out, with `nil`).
  ///
  /// - Parameter newWindow: The new window.
  open func willMove(toWindow newWindow: StageWindow?) {}
  /// Called after the view moved to another window.
  open func didMoveToWindow() {}

  // MARK: Layout

  /// Whether the view waits for a layout pass: marked by ``setNeedsLayout()``, a size
  /// change, a subview added or removed, or a change of its safe area (UIKit lays such a
  /// view out in the next update cycle).
  private(set) var needsLayout = false

  /// Which parts of the frame follow the superview's size (none by default, as in UIKit
  /// for views made in code).
  public var autoresizingMask: AutoresizingMask = []

  /// Whether subviews follow this view's size changes by their autoresizing masks.
  public var autoresizesSubviews = true

  /// The controller whose root view this is (UIKit's private view delegate): it hears
  /// `viewWillLayoutSubviews` / `viewDidLayoutSubviews` around this view's layout and adds
  /// its `additionalSafeAreaInsets` to this view's safe area.
  weak var viewDelegate: StageViewController? {
    didSet { safeAreaInputsDidChange() }
  }

  /// The safe-area insets the view last heard about in ``safeAreaInsetsDidChange()``.
  var reportedSafeAreaInsets = StageEdgeInsets.zero

  /// Whether something the view's safe area depends on changed since a layout pass last
  /// visited it: its geometry, its superview, its controller (a new view starts so).
  private var safeAreaIsStale = true
  /// Whether some view below this one waits for a layout pass: marked for layout, or with a
  /// stale safe area. Set on every superview up from such a view, so the pass goes down
  /// only where something changed (issue 14: the stage's cost per event must not grow with
  /// the views that do not change).
  private var hasDescendantsAwaitingLayout = false
  /// What the subviews inherited from this view at the last pass that went through it;
  /// `nil` before any. Boxed: only views with subviews keep one, and a screen's many
  /// leaves stay small.
  private var inheritedBySubviews: SafeAreaInheritanceBox?

  /// Holds what a view's subviews last inherited.
  private final class SafeAreaInheritanceBox {
    /// What the subviews last inherited.
    var value: SafeAreaInheritance
    /// Holds a first inheritance.
    init(_ value: SafeAreaInheritance) { self.value = value }
  }

  /// What a view's subviews' safe areas depend on, from the view itself.
  private struct SafeAreaInheritance: Equatable {
    /// The view's safe-area insets.
    var insets: StageEdgeInsets
    /// Its bounds, with the insets its safe rectangle.
    var bounds: CGRect
    /// Its anchor point, about which the sublayer transform applies.
    var anchorPoint: CGPoint
    /// Its sublayer transform, through which subviews map.
    var sublayerTransform: Transform3D
    /// Whether it is in a window: outside one, every safe area is empty.
    var inWindow: Bool
  }

  /// Notes that the view's safe area may have changed: the next layout pass that reaches
  /// its superview visits it. Called when its geometry, superview or controller changes.
  func safeAreaInputsDidChange() {
    safeAreaIsStale = true
    superview?.noteDescendantAwaitsLayout()
  }

  /// Marks this view and its superviews as having a view below that waits for a layout
  /// pass, up to the first already marked.
  private func noteDescendantAwaitsLayout() {
    var view: StageView? = self
    while let current = view, !current.hasDescendantsAwaitingLayout {
      current.hasDescendantsAwaitingLayout = true
      view = current.superview
    }
  }

  /// Lays out the subviews; override to position them (UIKit calls it in a layout pass,
  /// after the view was marked; never call it directly).
  open func layoutSubviews() {}

  /// Marks the view as needing layout: it is laid out in the window's next layout pass, at
  /// the end of the current turn of the run loop, or at the next ``layoutIfNeeded()``.
  public func setNeedsLayout() {
    needsLayout = true
    superview?.noteDescendantAwaitsLayout()
    window?.layoutIsPending = true
  }

  /// Lays out now whatever waits for layout, as `UIView.layoutIfNeeded()`: like
  /// `CALayer.layoutIfNeeded()`, it first walks up the superviews that also need layout
  /// and lays out from the highest of them, then every marked view below, parents before
  /// children; each view's safe area is brought up to date on the way.
  public func layoutIfNeeded() {
    var root = self
    while let superview = root.superview, superview.needsLayout { root = superview }
    root.layOutSubtree()
  }

  /// The layout pass of one subtree: the view's safe area first (a change is reported and
  /// marks the view), then its own layout between its controller's will / did calls, then
  /// its subviews.
  func layOutSubtree() {
    let inWindow = self is StageWindow || window != nil
    let superviewInsets =
      inWindow && !(self is StageWindow) ? superview?.safeAreaInsetsInWindow : nil
    var visited = 0
    layOutSubtree(
      superviewInsets: superviewInsets, inWindow: inWindow, superviewChanged: true,
      visited: &visited)
    layer.clock?.workCount.noteViewsLaidOut(visited)
  }

  /// The layout pass below its root. It visits a view only when something could have
  /// changed for it: it is marked for layout, its safe area is stale, some view below it
  /// waits, or what it inherits from its superview changed. Everything else has the safe
  /// area it had and nothing to lay out, so a screen of 1,000 views costs the pass nothing
  /// when they stay put. A visited view's safe area comes from its superview's, just
  /// brought up to date: one step of conversion, not a walk up to the window.
  ///
  /// - Parameters:
  ///   - superviewInsets: The superview's safe-area insets as of now; `nil` for a window
  ///     or a view in none.
  ///   - inWindow: Whether the view is in a window (or is one).
  ///   - superviewChanged: Whether what the superview passes on changed since the view was
  ///     last visited (always for the root of the pass).
  ///   - visited: Counts the views visited (``StageWorkCount/viewsLaidOut``).
  private func layOutSubtree(
    superviewInsets: StageEdgeInsets?, inWindow: Bool, superviewChanged: Bool,
    visited: inout Int
  ) {
    guard superviewChanged || safeAreaIsStale || needsLayout || hasDescendantsAwaitingLayout
    else { return }
    visited += 1
    safeAreaIsStale = false
    var insets = safeAreaInsets(superviewInsets: superviewInsets, inWindow: inWindow)
    if insets != reportedSafeAreaInsets {
      reportedSafeAreaInsets = insets
      safeAreaInsetsDidChange()
      viewDelegate?.safeAreaInsetsOfViewDidChange()
      needsLayout = true
    }
    if needsLayout {
      needsLayout = false
      resolveLayoutGuides()
      viewDelegate?.viewWillLayoutSubviewsByStage()
      layoutSubviews()
      viewDelegate?.viewDidLayoutSubviewsByStage()
      // Its layout may have moved it or changed its controller's additional insets: the
      // subviews inherit the safe area as it is now.
      if safeAreaIsStale || needsLayout || viewDelegate != nil {
        insets = safeAreaInsets(superviewInsets: superviewInsets, inWindow: inWindow)
      }
    }
    if let superview, layer.superlayer !== superview.layer {
      // A layer moved away from its view's superview's: its safe area depends on layers
      // the pass does not follow, so it is looked at again every pass.
      safeAreaInputsDidChange()
    }
    // A view without subviews passes nothing on (most tagged views on a screen).
    guard !subviews.isEmpty else {
      hasDescendantsAwaitingLayout = false
      return
    }
    let inheritance = SafeAreaInheritance(
      insets: insets, bounds: bounds, anchorPoint: layer.anchorPoint,
      sublayerTransform: layer.sublayerTransform, inWindow: inWindow)
    let inheritanceChanged = inheritance != inheritedBySubviews?.value
    guard inheritanceChanged || hasDescendantsAwaitingLayout else { return }
    if let box = inheritedBySubviews {
      box.value = inheritance
    } else {
      inheritedBySubviews = SafeAreaInheritanceBox(inheritance)
    }
    hasDescendantsAwaitingLayout = false
    for subview in subviews where subview.superview === self {
      subview.layOutSubtree(
        superviewInsets: insets, inWindow: inWindow, superviewChanged: inheritanceChanged,
        visited: &visited)
    }
  }

  /// The insets from each edge of the bounds that the window's safe area leaves, as
  /// `UIView.safeAreaInsets`: the window's own insets (``StageWindow/screenSafeAreaInsets``)
  /// where the view overlaps them, plus its controller's
  /// ``StageViewController/additionalSafeAreaInsets`` for a controller's root view, and
  /// the tab bar where it covers the root view of a screen it is shown for; zero outside a
  /// window.
  public var safeAreaInsets: StageEdgeInsets {
    if let window = self as? StageWindow { return window.screenSafeAreaInsets }
    guard window != nil else { return .zero }
    return safeAreaInsetsInWindow
  }

  /// ``safeAreaInsets`` for a view known to be in a window: each superview's up to the
  /// window, without asking again for the window at every step.
  private var safeAreaInsetsInWindow: StageEdgeInsets {
    if let window = self as? StageWindow { return window.screenSafeAreaInsets }
    return safeAreaInsets(superviewInsets: superview?.safeAreaInsetsInWindow, inWindow: true)
  }

  /// ``safeAreaInsets`` from the superview's.
  ///
  /// - Parameters:
  ///   - superviewInsets: The superview's safe-area insets; `nil` when there is none.
  ///   - inWindow: Whether the view is in a window (or is one); zero insets when not.
  /// - Returns: The view's safe-area insets.
  private func safeAreaInsets(superviewInsets: StageEdgeInsets?, inWindow: Bool)
    -> StageEdgeInsets
  {
    if let window = self as? StageWindow { return window.screenSafeAreaInsets }
    guard inWindow, let superview, let superviewInsets else { return .zero }
    // The part of the superview that is safe, in this view's coordinates.
    let safeInSuperview = superviewInsets.inset(superview.bounds)
    let safe =
      layer.superlayer === superview.layer
      ? layer.convertFromSuperlayer(safeInSuperview)
      : superview.convert(safeInSuperview, to: self)
    let own = bounds
    let inherited = StageEdgeInsets(
      top: min(max(0, safe.minY - own.minY), own.height),
      left: min(max(0, safe.minX - own.minX), own.width),
      bottom: min(max(0, own.maxY - safe.maxY), own.height),
      right: min(max(0, own.maxX - safe.maxX), own.width))
    guard let controller = viewDelegate else { return inherited }
    return controller.coveredByBottomBar(
      inherited.adding(controller.additionalSafeAreaInsets.usable), in: self)
  }

  /// The safe area as a rectangle in the view's own coordinates, as
  /// `UIView.safeAreaLayoutGuide.layoutFrame`.
  public var safeAreaFrame: CGRect { safeAreaInsets.inset(bounds) }

  /// Called in a layout pass when the view's ``safeAreaInsets`` changed; the view is then
  /// laid out again.
  open func safeAreaInsetsDidChange() {}

  // MARK: Coordinates

  /// Converts a point from this view's coordinates to another view's (`nil`: the window's).
  ///
  /// - Parameters:
  ///   - point: A point in this view's bounds.
  ///   - view: The destination view.
  /// - Returns: The point in `view`'s coordinates.
  public func convert(_ point: CGPoint, to view: StageView?) -> CGPoint {
    layer.convert(point, to: (view ?? window)?.layer)
  }

  /// Converts a point from another view's coordinates (`nil`: the window's) to this view's.
  ///
  /// - Parameters:
  ///   - point: A point in `view`'s coordinates.
  ///   - view: The source view.
  /// - Returns: The point in this view's coordinates.
  public func convert(_ point: CGPoint, from view: StageView?) -> CGPoint {
    layer.convert(point, from: (view ?? window)?.layer)
  }

  /// Converts a rectangle from this view's coordinates to another view's (`nil`: the
  /// window's); the bounding box when transforms rotate it.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in this view's coordinates.
  ///   - view: The destination view.
  /// - Returns: The rectangle in `view`'s coordinates.
  public func convert(_ rect: CGRect, to view: StageView?) -> CGRect {
    layer.convert(rect, to: (view ?? window)?.layer)
  }

  /// Converts a rectangle from another view's coordinates (`nil`: the window's) to this
  /// view's.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in `view`'s coordinates.
  ///   - view: The source view.
  /// - Returns: The rectangle in this view's coordinates.
  public func convert(_ rect: CGRect, from view: StageView?) -> CGRect {
    layer.convert(rect, from: (view ?? window)?.layer)
  }

  // MARK: Snapshots

  /// Returns a view that shows a frozen image of this one, as `UIView.snapshotView` does.
  ///
  /// The snapshot has this view's bounds size and no transform; it shows the view and its
  /// subviews as they are on screen now (`afterScreenUpdates: false`), or with their latest
  /// model values (`true`). It shows the view even when it is hidden, so a transition can
  /// hide the original while the snapshot flies. A view in no window has never been
  /// rendered: its snapshot shows nothing, as UIKit's ("If the current view is not yet
  /// rendered, perhaps because it is not yet onscreen, the snapshot view has no visible
  /// content"), and UIKit's console warning is reported.
  ///
  /// - Parameter afterScreenUpdates: Whether to capture pending changes.
  /// - Returns: The snapshot view, placed at the origin of its (future) superview.
  open func snapshotView(afterScreenUpdates: Bool) -> StageView? {
    window?.eventLog.record(
      .cost,
      "snapshotView(\(accessibilityIdentifier ?? "\(type(of: self))"), "
        + "afterScreenUpdates: \(afterScreenUpdates))")
    guard window != nil else {
      reportUnrenderedSnapshot()
      return StageView(frame: CGRect(origin: .zero, size: bounds.size))
    }
    let frozen = frozenTree(afterScreenUpdates: afterScreenUpdates)
    frozen.position = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
    frozen.bounds = bounds
    let snapshot = StageView(frame: CGRect(origin: .zero, size: bounds.size))
    snapshot.accessibilityIdentifier = accessibilityIdentifier.map { "snapshot of \($0)" }
    snapshot.layer.addSublayer(frozen)
    return snapshot
  }
}

extension StageView {
  /// Returns a view showing a frozen image of a rectangle of this one, as UIKit's
  /// `resizableSnapshotView(from:afterScreenUpdates:withCapInsets:)`: what the view and its
  /// subviews draw inside the rectangle, the rectangle's size, nothing outside it.
  ///
  /// As ``snapshotView(afterScreenUpdates:)``, a view in no window has never been rendered
  /// and its snapshot shows nothing. The cap insets only matter when the snapshot is
  /// stretched, which the stage does not model; they are accepted and ignored.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in this view's coordinates.
  ///   - afterScreenUpdates: Whether to capture pending changes.
  ///   - capInsets: The insets UIKit keeps unstretched.
  /// - Returns: The snapshot view, placed at the origin of its (future) superview.
  public func resizableSnapshotView(
    from rect: CGRect, afterScreenUpdates: Bool, withCapInsets capInsets: StageEdgeInsets
  ) -> StageView? {
    window?.eventLog.record(
      .cost,
      "resizableSnapshotView(\(accessibilityIdentifier ?? "\(type(of: self))"), "
        + "afterScreenUpdates: \(afterScreenUpdates))")
    let size = CGSize(width: max(rect.width, 0), height: max(rect.height, 0))
    let snapshot = StageView(frame: CGRect(origin: .zero, size: size))
    snapshot.clipsToBounds = true
    guard window != nil, rect.width.isFinite, rect.height.isFinite else {
      reportUnrenderedSnapshot()
      return snapshot
    }
    let frozen = frozenTree(afterScreenUpdates: afterScreenUpdates)
    frozen.bounds = bounds
    // The view's own origin sits at minus the rectangle's origin inside the snapshot.
    frozen.position = CGPoint(
      x: bounds.width / 2 - (rect.minX - bounds.minX),
      y: bounds.height / 2 - (rect.minY - bounds.minY))
    snapshot.accessibilityIdentifier = accessibilityIdentifier.map { "snapshot of \($0)" }
    snapshot.layer.addSublayer(frozen)
    return snapshot
  }

  /// The next responder, as UIKit's `UIView.next`: the view controller whose root view this
  /// is, otherwise the superview (`nil` for a view in no hierarchy).
  public var next: AnyObject? {
    viewDelegate ?? superview
  }

  /// Reports UIKit's console warning for a snapshot of a view that was never rendered, in
  /// the log of the window whose turn runs (the view, in no window, has none).
  func reportUnrenderedSnapshot() {
    StageRunLoop.runningClock?.consoleLog?.record(
      .warning,
      "Snapshotting a view (\(accessibilityIdentifier ?? "\(type(of: self))")) that has not "
        + "been rendered results in an empty snapshot. Ensure your view has been rendered at "
        + "least once before snapshotting or snapshot after screen updates.")
  }

  /// A copy of the view's layer tree, as on screen or with its model values, shown as the
  /// view draws itself: untransformed, opaque and visible.
  func frozenTree(afterScreenUpdates: Bool) -> StageLayer {
    let frozen = afterScreenUpdates ? layer.modelTreeCopy() : (layer.presentation() ?? layer)
    frozen.transform = .identity
    frozen.opacity = 1
    frozen.isHidden = false
    return frozen
  }
}

extension StageLayer {
  /// A copy of the layer tree with model values, without animations.
  func modelTreeCopy() -> StageLayer {
    let copy = copyModel()
    for sublayer in sublayers ?? [] { copy.addSublayer(sublayer.modelTreeCopy()) }
    copy.mask = mask?.modelTreeCopy()
    return copy
  }
}
