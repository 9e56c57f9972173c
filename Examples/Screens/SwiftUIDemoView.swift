#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  import Transit
  import TransitSwiftUI

  /// The SwiftUI tab: the photo grid written in SwiftUI, in a ``TransitNavigationStack``
  /// driven by a path of photo indices. A thumbnail and its full-size photo share a
  /// `.transitID`, so opening a photo flies it; the toolbar's button shows a card sheet.
  struct SwiftUIDemoView: View {
    let flows: ExampleFlows
    @State private var path: [Int] = []
    @State private var showsCard = false

    var body: some View {
      TransitNavigationStack(
        path: $path, transition: { _ in flows.swiftUIPhotoPush }, root: { grid },
        destination: { index in photo(index) })
    }

    private var grid: some View {
      ScrollView {
        LazyVGrid(
          columns: Array(
            repeating: GridItem(.flexible(), spacing: flows.grid.spacing),
            count: flows.grid.columns),
          spacing: flows.grid.spacing
        ) {
          ForEach(0..<flows.grid.count, id: \.self) { index in
            Button {
              path.append(index)
            } label: {
              Rectangle()
                .fill(color(ofPhoto: index))
                .aspectRatio(1, contentMode: .fit)
                .transitID(flows.grid.id(ofPhoto: index))
            }
            .accessibilityLabel("Photo \(index + 1)")
          }
        }
      }
      .navigationTitle(ExampleTab.swiftUI.title)
      .toolbar {
        Button("Card") { showsCard = true }
      }
      .transitSheet(isPresented: $showsCard, using: flows.card) {
        VStack(spacing: 16) {
          Text("A card, from SwiftUI").font(.headline)
          Text("Pull it down, tap outside it, or press Close.")
          Button("Close") { showsCard = false }
        }
        .padding()
      }
    }

    private func photo(_ index: Int) -> some View {
      Rectangle()
        .fill(color(ofPhoto: index))
        .aspectRatio(1, contentMode: .fit)
        .transitID(flows.grid.id(ofPhoto: index))
        .navigationTitle("Photo \(index + 1)")
    }

    private func color(ofPhoto index: Int) -> SwiftUI.Color {
      SwiftUI.Color(hue: flows.grid.hue(ofPhoto: index), saturation: 0.5, brightness: 0.8)
    }
  }
#endif
