import TestSupport
import Testing
import Transit
import TransitRender

@Suite struct ContactSheetTests {
  @Test func labelsSayTheTimeOrTheProgress() {
    #expect(ContactSheet.timeLabel(0.25) == "0.25 s")
    #expect(ContactSheet.timeLabel(1) == "1.00 s")
    #expect(ContactSheet.timeLabel(.nan) == "-- s")
    #expect(ContactSheet.percentLabel(0.5) == "50%")
    #expect(ContactSheet.percentLabel(1.004) == "100%")
    #expect(ContactSheet.percentLabel(-.infinity) == "--%")
  }

  @Test func cellsAreLaidOutInAGrid() throws {
    let red = Color(red: 1, green: 0, blue: 0)
    let frames = (0..<5).map { _ in Bitmap(width: 10, height: 20, fill: red) }
    let sheet = try ContactSheet(columns: 3, spacing: 4, labelScale: 1).image(
      of: frames.enumerated().map { ContactSheet.Cell($1, label: "\($0)") })
    // A cell: the frame with a 1-pixel border (12 × 22), a gap of 2 × 1 + 2 = 4, a label 7
    // tall: 12 × 33. Three columns: 4 + 3 × (12 + 4) = 52; two rows: 4 + 2 × (33 + 4) = 78.
    #expect(sheet.width == 52 && sheet.height == 78)
    #expect(sheet.pixel(x: 5, y: 5) == red, "frame 0 inside its border")
    #expect(isClose(sheet.pixel(x: 4, y: 4), Color(white: 0.75)), "its border")
    #expect(sheet.pixel(x: 5 + 16, y: 5 + 37) == red, "frame 4 in row 1, column 1")
    #expect(isClose(sheet.pixel(x: 4 + 32 + 6, y: 4 + 37 + 10), Color(white: 0.94)), "no frame 5")
  }

  @Test func theLabelIsDrawnCentredUnderTheFrame() throws {
    let frame = Bitmap(width: 21, height: 10, fill: .white)
    let sheet = try ContactSheet(columns: 1, spacing: 0, labelScale: 1, labelColor: .black)
      .image(of: [ContactSheet.Cell(frame, label: "1")])
    // Cell 23 wide; "1" is 5 wide at x = (23 − 5) / 2 = 9; its top row (00100) at y =
    // 10 + 2 + 4 = 16, column 9 + 2.
    #expect(sheet.pixel(x: 11, y: 16) == .black)
    #expect(sheet.pixel(x: 10, y: 16) != .black)
  }

  @Test func badInputIsClampedOrAnError() {
    #expect(throws: RenderError.noFrames) { try ContactSheet().image(of: []) }
    let sheet = ContactSheet(columns: 0, spacing: -1, labelScale: 99)
    #expect(sheet.columns == 1 && sheet.spacing == 0 && sheet.labelScale == 16)
    let tall = Bitmap(width: 1, height: 60_000)
    #expect(throws: RenderError.self) {
      try ContactSheet(columns: 1).image(of: [.init(tall, label: ""), .init(tall, label: "")])
    }
  }
}
