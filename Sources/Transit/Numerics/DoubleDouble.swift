/// An unevaluated sum of two doubles, `head + tail` with |tail| <= ulp(head) / 2: about 106
/// bits of precision, for the few sums that must not round.
struct DoubleDouble {
  let head: Double
  let tail: Double

  /// The nearest double.
  var value: Double { head + tail }

  /// a + b exactly (Knuth's two-sum).
  static func sum(_ a: Double, _ b: Double) -> DoubleDouble {
    let sum = a + b
    let bPart = sum - a
    let aPart = sum - bPart
    return DoubleDouble(head: sum, tail: (a - aPart) + (b - bPart))
  }

  /// a + b exactly, given |a| >= |b| or a == 0.
  static func quickSum(_ a: Double, _ b: Double) -> DoubleDouble {
    let sum = a + b
    return DoubleDouble(head: sum, tail: b - (sum - a))
  }

  /// a * b exactly, the tail from a fused multiply-add (barring underflow).
  static func product(_ a: Double, _ b: Double) -> DoubleDouble {
    let product = a * b
    return DoubleDouble(head: product, tail: (-product).addingProduct(a, b))
  }

  /// self + other, to about 106 bits.
  func adding(_ other: DoubleDouble) -> DoubleDouble {
    let heads = Self.sum(head, other.head)
    let tails = Self.sum(tail, other.tail)
    let first = Self.quickSum(heads.head, heads.tail + tails.head)
    return Self.quickSum(first.head, first.tail + tails.tail)
  }

  /// self * factor, to about 106 bits.
  func multiplied(by factor: Double) -> DoubleDouble {
    let product = Self.product(head, factor)
    return Self.quickSum(product.head, product.tail + tail * factor)
  }
}
