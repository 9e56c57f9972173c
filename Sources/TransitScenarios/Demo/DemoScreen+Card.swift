import Foundation
import Transit
import TransitStage

extension DemoScreen {
  /// A card screen: heading bars on lavender and a white card with rounded corners and a
  /// soft shadow, holding a photo, text bars and a button.
  ///
  /// - Parameters:
  ///   - title: The controller's title (also the root view's identifier).
  ///   - accentIndex: Which accent the card's photo has.
  ///   - size: The screen size; a non-finite or non-positive size means ``defaultSize``.
  /// - Returns: The screen; its one cell is the card ("card"), 20 points from the sides,
  ///   from y = 140, 480 points tall, corner radius 24.
  public static func card(
    title: String = "Card", accentIndex: Int = 4, size: CGSize = defaultSize
  ) -> DemoScreen {
    let size = usableSize(size)
    let palette = DemoPalette.Card.self
    let (controller, root) = makeController(
      title: title, size: size, background: palette.background)
    root.addSubview(textBar(x: 20, y: 64, width: 170, height: 22, color: palette.heading))
    root.addSubview(textBar(x: 20, y: 96, width: 120, height: 12, color: palette.subheading))

    let width = max(0, size.width - 40)
    let card = StageView(frame: CGRect(x: 20, y: 140, width: width, height: 480))
    card.backgroundColor = StageColor(palette.card)
    card.layer.cornerRadius = 24
    card.layer.shadowColor = .black
    card.layer.shadowOpacity = 0.18
    card.layer.shadowRadius = 12
    card.layer.shadowOffset = CGSize(width: 0, height: 8)
    card.accessibilityIdentifier = "card"
    card.autoresizingMask = [.flexibleWidth]
    root.addSubview(card)

    // The shadow stays on the card; the rounded clip is on a view inside it, as in UIKit
    // (masksToBounds would clip the shadow away).
    let content = StageView(frame: card.bounds)
    content.clipsToBounds = true
    content.layer.cornerRadius = 24
    content.autoresizingMask = [.flexibleWidth]
    card.addSubview(content)
    let photo = StageView(frame: CGRect(x: 0, y: 0, width: width, height: 260))
    photo.backgroundColor = StageColor(DemoPalette.accent(accentIndex))
    photo.autoresizingMask = [.flexibleWidth]
    content.addSubview(photo)
    content.addSubview(
      textBar(x: 20, y: 284, width: 200, height: 18, color: DemoPalette.Detail.heading))
    for (line, fraction) in [1.0, 0.9, 0.55].enumerated() {
      content.addSubview(
        textBar(
          x: 20, y: 318 + CGFloat(line) * 22, width: (width - 40) * fraction, height: 10,
          color: DemoPalette.text))
    }
    let button = textBar(x: 20, y: 412, width: width - 40, height: 48, color: palette.button)
    button.autoresizingMask = [.flexibleWidth]
    content.addSubview(button)
    return DemoScreen(
      controller: controller, cells: [card], backgroundColor: palette.background, size: size)
  }
}
