// Values Transit keeps with a view it does not own (its transition identifier and
// modifiers): UIKit's views carry them as Objective-C associated objects, the stage's in
// their associated storage. Either way the view keeps them alive for as long as it lives.
#if TRANSIT_STAGE
  extension UIView {
    /// The value of a type Transit keeps with the view, if any.
    func transitAssociatedValue<Value>(_ type: Value.Type) -> Value? {
      associatedObjects[type]
    }

    /// Keeps a value of its type with the view, replacing the one kept before.
    func setTransitAssociatedValue<Value>(_ value: Value) {
      associatedObjects[Value.self] = value
    }
  }
#elseif canImport(UIKit)
  import ObjectiveC
  import UIKit

  extension UIView {
    /// The value of a type Transit keeps with the view, if any.
    func transitAssociatedValue<Value>(_ type: Value.Type) -> Value? {
      objc_getAssociatedObject(self, AssociationKey<Value>.address) as? Value
    }

    /// Keeps a value of its type with the view, replacing the one kept before.
    func setTransitAssociatedValue<Value>(_ value: Value) {
      objc_setAssociatedObject(
        self, AssociationKey<Value>.address, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// The key values of a type are kept under: the address of this class's metadata for the
  /// type, unique and stable for the life of the process.
  private final class AssociationKey<Value> {
    static var address: UnsafeRawPointer {
      unsafeBitCast(AssociationKey<Value>.self as AnyClass, to: UnsafeRawPointer.self)
    }
  }
#endif
