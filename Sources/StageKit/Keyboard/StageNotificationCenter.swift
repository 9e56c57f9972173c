import Foundation

/// The twin of `NotificationCenter` for what UIKit posts to the app (the keyboard's frame
/// changes): observers register a block for a name and hear every notification posted
/// with it, in the order they registered.
///
/// UIKit posts to `NotificationCenter.default`; the stage has no global state, so each
/// window has its own (``StageWindow/notificationCenter``), and code written against
/// UIKit reads `view.window?.notificationCenter` where it read `.default`.
///
/// ```swift
/// let token = window.notificationCenter.addObserver(
///   forName: StageResponder.keyboardWillChangeFrameNotification, object: nil
/// ) { notification in
///   let info = notification.userInfo
///   let end = (info?[StageResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
/// }
/// window.notificationCenter.removeObserver(token)
/// ```
@MainActor
public final class StageNotificationCenter {
  /// The twin of `NotificationCenter.default`: the notification centre of the window whose
  /// turn is running (``StageWindow/notificationCenter``), so that code written against
  /// UIKit's process-wide centre keeps each test's windows apart. Outside any window's turn
  /// there is none to answer: a new, empty centre, which no window posts to.
  public static var `default`: StageNotificationCenter {
    StageRunLoop.runningClock?.window?.notificationCenter ?? StageNotificationCenter()
  }

  /// One registration: what an observer asked to hear.
  public final class Observation {
    fileprivate let name: Notification.Name
    fileprivate weak var object: AnyObject?
    fileprivate let filtersByObject: Bool
    fileprivate let block: @MainActor (Notification) -> Void

    fileprivate init(
      name: Notification.Name, object: AnyObject?,
      block: @escaping @MainActor (Notification) -> Void
    ) {
      self.name = name
      self.object = object
      self.filtersByObject = object != nil
      self.block = block
    }
  }

  private var observations: [Observation] = []

  /// Creates a notification center with no observer.
  public init() {}

  /// Registers a block for the notifications with a name, as
  /// `addObserver(forName:object:queue:using:)` with the main queue.
  ///
  /// - Parameters:
  ///   - name: The notifications' name.
  ///   - object: Only notifications from this object; `nil` for any.
  ///   - block: What to do with each.
  /// - Returns: The registration, to pass to ``removeObserver(_:)``.
  @discardableResult
  public func addObserver(
    forName name: Notification.Name, object: AnyObject?,
    using block: @escaping @MainActor (Notification) -> Void
  ) -> Observation {
    let observation = Observation(name: name, object: object, block: block)
    observations.append(observation)
    return observation
  }

  /// Ends a registration.
  ///
  /// - Parameter observation: What ``addObserver(forName:object:using:)`` returned.
  public func removeObserver(_ observation: Observation) {
    observations.removeAll { $0 === observation }
  }

  /// Sends a notification to every observer of its name (and object) at once.
  ///
  /// - Parameter notification: The notification.
  public func post(_ notification: Notification) {
    for observation in observations where observation.name == notification.name {
      if observation.filtersByObject {
        guard let object = observation.object,
          let sender = notification.object as AnyObject?, object === sender
        else { continue }
      }
      observation.block(notification)
    }
  }
}
