extension GalleryPage {
  /// The contents of `gallery.css`: the filters, then a section per effect with a grid of
  /// cards, light or dark as the system is.
  package static let stylesheet = """
    :root {
      color-scheme: light dark;
      --page: #f2f2f5;
      --card: #ffffff;
      --text: #1d1d1f;
      --muted: #6e6e73;
      --well: #dcdce0;
      --code: #f5f5f7;
      --accent: #0066cc;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --page: #111113;
        --card: #1c1c1e;
        --text: #f2f2f5;
        --muted: #98989f;
        --well: #2c2c2e;
        --code: #111113;
        --accent: #4da3ff;
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
    [hidden] {
      display: none !important;
    }
    header {
      position: sticky;
      top: 0;
      z-index: 1;
      margin: -24px -24px 0;
      padding: 16px 24px 12px;
      background: var(--page);
      box-shadow: 0 1px 0 rgba(0, 0, 0, 0.1);
    }
    header p {
      margin: 0 0 8px;
    }
    .filters {
      display: flex;
      flex-wrap: wrap;
      gap: 8px 16px;
      align-items: center;
    }
    .filters fieldset {
      display: flex;
      flex-wrap: wrap;
      gap: 4px 12px;
      margin: 0;
      padding: 0;
      border: 0;
    }
    .filters legend {
      float: left;
      margin-right: 4px;
      font-weight: 600;
    }
    .filters label {
      white-space: nowrap;
    }
    .effects {
      margin: 16px 0 0;
      line-height: 1.8;
    }
    .effects a,
    .docs {
      color: var(--accent);
    }
    .effects a {
      margin-right: 8px;
    }
    .effect h2 {
      margin: 24px 0 0;
      font-size: 20px;
    }
    .docs {
      margin-left: 6px;
      font-size: 13px;
      font-weight: normal;
    }
    header p,
    .shown,
    .subtitle,
    figcaption,
    .empty {
      color: var(--muted);
    }
    .cards {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(404px, 440px));
      gap: 16px;
      margin-top: 8px;
    }
    .card {
      padding: 12px 16px 16px;
      border-radius: 12px;
      background: var(--card);
      box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15);
    }
    .card h3 {
      margin: 0;
      font-size: 15px;
    }
    .subtitle {
      margin: 2px 0 8px;
    }
    .swift {
      margin: 0 0 10px;
      padding: 6px 8px;
      border-radius: 6px;
      background: var(--code);
      font: 12px/1.4 ui-monospace, "SF Mono", Menlo, Consolas, monospace;
      white-space: pre-wrap;
      overflow-wrap: anywhere;
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
