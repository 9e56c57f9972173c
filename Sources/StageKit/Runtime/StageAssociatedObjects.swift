/// Values other modules attach to a stage object, the stage's twin of the Objective-C
/// runtime's `objc_setAssociatedObject` / `objc_getAssociatedObject`: a view or view
/// controller keeps what is attached to it alive for as long as it lives, without knowing
/// what it is.
///
/// Values are keyed by their type, so each module attaching one type of value has its own
/// slot:
///
/// ```swift
/// extension StageViewController {
///   var badge: Badge { associatedObjects.value(for: Badge.self) { Badge() } }
/// }
/// ```
@MainActor
public final class StageAssociatedObjects {
  // Usable from inlinable code so that a reader of one value type is specialized for it
  // (the transition reads every view's attributes when it starts).
  @usableFromInline var values: [ObjectIdentifier: AnyObject] = [:]

  /// One attached value. Boxes are stored under their value's type, so a reader knows the
  /// box's class without a dynamic cast (a cast from `Any` cost more than the look-up).
  @usableFromInline final class Box<Value> {
    @usableFromInline let value: Value
    @usableFromInline init(_ value: Value) { self.value = value }
  }

  /// Creates empty storage.
  public init() {}

  /// The value attached for a type, or `nil`.
  ///
  /// - Parameter key: The type of value.
  @inlinable public subscript<Value>(key: Value.Type) -> Value? {
    get {
      guard let box = values[ObjectIdentifier(key)] else { return nil }
      // Only the setter below stores, and under the identifier of `Value` itself.
      return unsafeDowncast(box, to: Box<Value>.self).value
    }
    set { values[ObjectIdentifier(key)] = newValue.map { Box($0) } }
  }

  /// The value attached for a type, attaching one made now if there is none.
  ///
  /// - Parameters:
  ///   - key: The type of value.
  ///   - make: Makes the value on first use.
  /// - Returns: The value attached.
  @inlinable
  public func value<Value>(for key: Value.Type, orMake make: () -> Value) -> Value {
    if let value = self[key] { return value }
    let value = make()
    self[key] = value
    return value
  }
}
