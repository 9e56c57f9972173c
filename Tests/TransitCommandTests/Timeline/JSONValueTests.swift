import Testing

@testable import TransitCommand

@Suite struct JSONValueTests {
  @Test func keysKeepTheirOrderAndStringsAreEscaped() {
    let value = JSONValue.object([
      ("zebra", .string("a \"quote\", a \\ and\na line")), ("apple", .array([.bool(true), .null])),
      ("control", .string("\u{1}")),
    ])
    #expect(
      value.text(indent: nil)
        == #"{"zebra": "a \"quote\", a \\ and\na line", "apple": [true, null], "control": "\u0001"}"#
    )
  }

  @Test func numbersAreShortAndNeverNaN() {
    #expect(JSONValue.number(0.1 + 0.2).text() == "0.3")
    #expect(JSONValue.number(-0.0).text() == "0")
    #expect(JSONValue.number(393).text() == "393")
    #expect(JSONValue.number(.nan).text() == "null")
    #expect(JSONValue.number(-.infinity).text() == "null")
    #expect(JSONValue.number(1e-12).text() == "0")
  }

  @Test func prettyPrintingIndentsNestedValuesAndKeepsNumberArraysOnALine() {
    let value = JSONValue.object([("m", .array([.number(1), .number(0.5)])), ("o", .object([]))])
    #expect(value.text() == "{\n  \"m\": [1, 0.5],\n  \"o\": {}\n}")
  }
}
