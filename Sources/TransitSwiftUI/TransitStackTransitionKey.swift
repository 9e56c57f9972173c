#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Transit

  /// The transition of the pushes and pops of the ``TransitNavigationStack`` (and the
  /// switches of the ``TransitTabView`` or ``TransitContainerView``) below a view.
  struct TransitStackTransitionKey: EnvironmentKey {
    static let defaultValue: Transit.Transition? = nil
  }

  extension EnvironmentValues {
    /// The transition the stacks and tab views below play; `nil` leaves UIKit's.
    var transitStackTransition: Transit.Transition? {
      get { self[TransitStackTransitionKey.self] }
      set { self[TransitStackTransitionKey.self] = newValue }
    }
  }

  extension View {
    /// Gives the ``TransitNavigationStack``, ``TransitTabView`` or ``TransitContainerView``
    /// below this view a transition for its pushes and pops, or its switches.
    ///
    /// ```swift
    /// TransitNavigationStack(path: $path) { Grid() } destination: { Detail(id: $0) }
    ///   .transit(.push(.left).interactive(.edgePanBack))
    /// ```
    ///
    /// - Parameter transition: The transition; `nil` leaves UIKit's own.
    /// - Returns: The view, whose stacks and tab views play the transition.
    public func transit(_ transition: Transit.Transition?) -> some View {
      environment(\.transitStackTransition, transition)
    }
  }
#endif
