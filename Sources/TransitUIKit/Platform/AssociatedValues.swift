// Values Transit keeps with a view or view controller it does not own (a view's transition
// identifier and modifiers, a controller's installer): UIKit's objects carry them as
// Objective-C associated objects, the stage's in their associated storage. Either way the
// object keeps them alive for as long as it lives.
#if TRANSIT_STAGE
  /// A stage object with associated storage: the stage's views and view controllers.
  @MainActor
  protocol TransitAssociatedValueOwner: AnyObject {
    var associatedObjects: StageAssociatedObjects { get }
  }

  extension UIView: TransitAssociatedValueOwner {}
  extension UIViewController: TransitAssociatedValueOwner {}

  extension TransitAssociatedValueOwner {
    /// The value of a type Transit keeps with the object, if any.
    func transitAssociatedValue<Value>(_ type: Value.Type) -> Value? {
      associatedObjects[type]
    }

    /// Keeps a value of its type with the object, replacing the one kept before.
    func setTransitAssociatedValue<Value>(_ value: Value) {
      associatedObjects[Value.self] = value
    }
  }
#elseif canImport(UIKit)
  import ObjectiveC
  import UIKit

  extension NSObject {
    /// The value of a type Transit keeps with the object, if any.
    func transitAssociatedValue<Value>(_ type: Value.Type) -> Value? {
      objc_getAssociatedObject(self, AssociationKey<Value>.address) as? Value
    }

    /// Keeps a value of its type with the object, replacing the one kept before.
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
