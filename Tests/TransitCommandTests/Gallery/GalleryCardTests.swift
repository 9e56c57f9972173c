import Testing
import TransitCommand

@Suite struct GalleryCardTests {
  @Test func theSubtitleNamesEffectOperationAndStyle() {
    var card = GalleryCard(
      id: "fade-present", title: "Fade", effect: "fade", operation: "present",
      style: "custom", animation: "a.png", strip: "s.png", frameCount: 1, frameWidth: 1,
      frameHeight: 1, delaysMs: [0])
    #expect(card.subtitle == "fade · present · custom")
    card.style = nil
    #expect(card.subtitle == "fade · present")
  }
}
