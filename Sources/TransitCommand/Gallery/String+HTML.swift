extension String {
  /// The string safe inside HTML text and quoted attribute values: `&`, `<`, `>`, `"` and
  /// `'` become character references.
  var htmlEscaped: String {
    var out = ""
    out.reserveCapacity(utf8.count)
    for character in self {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.append(character)
      }
    }
    return out
  }

  /// The path with every byte but unreserved URL characters and `/` percent-encoded, so
  /// that it is a valid relative URL and safe inside CSS `url("…")` (no quotes, brackets or
  /// spaces survive).
  var urlPathEncoded: String {
    var out = ""
    for byte in utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += byte < 16 ? "%0\(hex)" : "%\(hex)"
      }
    }
    return out
  }
}
