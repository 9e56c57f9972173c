extension GalleryPage {
  /// The contents of `gallery.css`: a grid of cards, light or dark as the system is.
  package static let stylesheet = """
    :root {
      color-scheme: light dark;
      --page: #f2f2f5;
      --card: #ffffff;
      --text: #1d1d1f;
      --muted: #6e6e73;
      --well: #dcdce0;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --page: #111113;
        --card: #1c1c1e;
        --text: #f2f2f5;
        --muted: #98989f;
        --well: #2c2c2e;
      }
    }
    body {
      margin: 0;
      padding: 24px;
      background: var(--page);
      color: var(--text);
      font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif;
    }
    h1 {
      margin: 0 0 4px;
      font-size: 22px;
    }
    header p,
    .subtitle,
    figcaption,
    .empty {
      color: var(--muted);
    }
    .cards {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(404px, 440px));
      gap: 16px;
      margin-top: 16px;
    }
    .card {
      padding: 12px 16px 16px;
      border-radius: 12px;
      background: var(--card);
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15);
    }
    .card h2 {
      margin: 0;
      font-size: 16px;
    }
    .subtitle {
      margin: 2px 0 10px;
    }
    .views {
      display: flex;
      gap: 12px;
      align-items: flex-start;
    }
    figure {
      margin: 0;
    }
    figcaption {
      margin-top: 4px;
      font-size: 12px;
      font-variant-numeric: tabular-nums;
    }
    .animation,
    .frame {
      display: block;
      border-radius: 6px;
      background-color: var(--well);
    }
    .frame {
      background-repeat: no-repeat;
    }
    .scrubber {
      width: 100%;
      margin: 10px 0 0;
    }

    """
}
