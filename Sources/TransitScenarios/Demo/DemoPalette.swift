import Transit

/// The colours of the demo screens, public so that a checker knows which colour to
/// expect at a pixel.
///
/// Every screen has its own background, at least 0.1 from the others in some component,
/// so a frame of a transition shows at a glance which screen covers which part of it.
public enum DemoPalette {
  /// The accent colours of leading squares, photos and cards, used in this order and
  /// repeating: coral, amber, teal, sky, violet, green, pink, orange.
  public static let accents: [Color] = [
    Color(red: 0.95, green: 0.42, blue: 0.38),
    Color(red: 0.98, green: 0.73, blue: 0.25),
    Color(red: 0.16, green: 0.65, blue: 0.60),
    Color(red: 0.27, green: 0.56, blue: 0.94),
    Color(red: 0.58, green: 0.42, blue: 0.90),
    Color(red: 0.40, green: 0.74, blue: 0.36),
    Color(red: 0.93, green: 0.45, blue: 0.68),
    Color(red: 0.96, green: 0.56, blue: 0.22),
  ]

  /// The accent colour for an index, wrapping around (negative indices too).
  ///
  /// - Parameter index: Any index.
  /// - Returns: `accents[index mod accents.count]`.
  public static func accent(_ index: Int) -> Color {
    let count = accents.count
    return accents[((index % count) + count) % count]
  }

  /// The grey of primary text bars.
  public static let text = Color(red: 0.62, green: 0.63, blue: 0.67)
  /// The lighter grey of secondary text bars.
  public static let secondaryText = Color(red: 0.80, green: 0.81, blue: 0.84)
  /// The hairline between list rows.
  public static let separator = Color(red: 0.88, green: 0.87, blue: 0.84)

  /// The list screen's colours.
  public enum List {
    /// The screen: warm cream.
    public static let background = Color(red: 0.98, green: 0.94, blue: 0.85)
    /// The navigation bar: indigo.
    public static let navigationBar = Color(red: 0.35, green: 0.38, blue: 0.85)
    /// The title bar in the navigation bar.
    public static let title = Color(red: 0.93, green: 0.94, blue: 1.0)
  }

  /// The photo grid's colours; its cells take the accents in order.
  public enum Grid {
    /// The screen: dark navy.
    public static let background = Color(red: 0.13, green: 0.15, blue: 0.21)
    /// The navigation bar: slate.
    public static let navigationBar = Color(red: 0.20, green: 0.23, blue: 0.31)
    /// The title bar in the navigation bar.
    public static let title = Color(red: 0.86, green: 0.88, blue: 0.93)
  }

  /// The detail screen's colours; its photo takes the accent of its index.
  public enum Detail {
    /// The screen: mint.
    public static let background = Color(red: 0.82, green: 0.95, blue: 0.87)
    /// The navigation bar: deep teal.
    public static let navigationBar = Color(red: 0.12, green: 0.42, blue: 0.40)
    /// The title bar in the navigation bar.
    public static let title = Color(red: 0.88, green: 0.97, blue: 0.95)
    /// The heading bar under the photo.
    public static let heading = Color(red: 0.33, green: 0.36, blue: 0.38)
  }

  /// The card screen's colours; the card's photo takes the accent of its index.
  public enum Card {
    /// The screen: lavender.
    public static let background = Color(red: 0.87, green: 0.84, blue: 1.0)
    /// The card: white.
    public static let card = Color.white
    /// The screen's heading bar.
    public static let heading = Color(red: 0.33, green: 0.30, blue: 0.45)
    /// The screen's subheading bar.
    public static let subheading = Color(red: 0.64, green: 0.61, blue: 0.75)
    /// The button at the bottom of the card.
    public static let button = Color(red: 0.35, green: 0.38, blue: 0.85)
  }
}
