// MARK: - The inline style and script

extension BatchReportPage {
  /// The page's one style element. Numeric columns are right-aligned by position, so a cell needs
  /// a class only to say something (a synthesized width), and none a `style` attribute (which
  /// the policy would refuse); the positions come from ``columns``. The table takes the window's
  /// width and no more: its columns hold short texts, long names wrap inside the face's cell, and
  /// each chart has a row of its own.
  static let style = """

    body{font:14px/1.45 "DejaVu Sans",system-ui,sans-serif;margin:1.5em;color:#1a1a1a}
    h1{font-size:1.5em;margin:0 0 .3em}
    h2{font-size:1.2em;margin:1.2em 0 .4em}
    code{font-size:.95em}
    table{border-collapse:collapse;font-size:12.5px}
    #faces{width:100%}
    caption{caption-side:top;text-align:left;padding:4px 0;color:#444}
    th,td{padding:3px 6px;text-align:left;vertical-align:top}
    thead th{position:sticky;top:0;background:#f2f2f2;border-bottom:1px solid #bbb}
    .failures td{border-bottom:1px solid #ddd}
    \(selectors(["#faces td", "#faces th"], columns.filter { $0.sort == .number })){text-align:right}
    \(selectors(["#faces tr.face td"], columns.filter(\.keepsToOneLine))){white-space:nowrap}
    #faces tr.face td{border-top:1px solid #ddd}
    \(selectors(["#faces tr.face td"], [Column(.face)])){min-width:11em;max-width:22em;overflow-wrap:anywhere}
    #faces td small{color:#555}
    \(selectors(["#faces tr.ok td"], [Column(sortedColumn)])){color:#1b7837;font-weight:bold}
    #faces tr.chart td{padding:0 6px 5px;font-size:11.5px;color:#444}
    #faces tr.failed td,#faces tr.failed+tr.chart td{background:#fdecea}
    #faces td.synthesized{background:#fff1cc}
    li.warning{background:#fff1cc}
    th button{font:inherit;font-weight:bold;border:0;background:none;padding:0;cursor:pointer;text-align:inherit;color:inherit}
    th[aria-sort=ascending] button::after{content:" \\25B2"}
    th[aria-sort=descending] button::after{content:" \\25BC"}
    .histograms{display:flex;flex-wrap:wrap;gap:12px;margin-top:12px}
    .failures{margin-top:8px}
    details summary{cursor:pointer;color:#2166ac}
    #filter{font:inherit;padding:3px 6px;min-width:20em}

    """

  /// A selector list that picks the cells of `columns` under each of `bases`: one selector per
  /// run of neighbouring columns (`td:nth-child(n+4):nth-child(-n+9)`, `td:nth-child(8)`,
  /// `td:first-child`).
  static func selectors(_ bases: [String], _ columns: [Column]) -> String {
    var runs: [ClosedRange<Int>] = []
    for position in columns.map({ $0.index + 1 }).sorted() {
      if let last = runs.last, last.upperBound + 1 == position {
        runs[runs.count - 1] = last.lowerBound...position
      } else {
        runs.append(position...position)
      }
    }
    let children = runs.map { run in
      if run == 1...1 { return ":first-child" }
      if run.count == 1 { return ":nth-child(\(run.lowerBound))" }
      return ":nth-child(n+\(run.lowerBound)):nth-child(-n+\(run.upperBound))"
    }
    return bases.flatMap { base in children.map { base + $0 } }.joined(separator: ",")
  }

  /// The page's one script: sorting by a heading and filtering by text. It holds no text of the
  /// records: it reads the cells from the DOM, and writes only numbers and its own words. A
  /// heading with `data-sort` sorts (`number` by the cells' leading numbers, blanks last); the
  /// filter matches the text of those cells and the file's path. A face's row moves and hides
  /// with the chart row under it.
  static let script = """

    (function () {
      "use strict";
      var table = document.getElementById("faces");
      var body = table.tBodies[0];
      var heads = table.tHead.rows[0].cells;
      var filter = document.getElementById("filter");
      var shown = document.getElementById("shown");
      function sortable(column) { return heads[column].hasAttribute("data-sort"); }
      var faces = Array.prototype.filter.call(body.rows, function (row) {
        return row.classList.contains("face");
      });
      var entries = faces.map(function (row, index) {
        var text = "";
        for (var i = 0; i < row.cells.length; i++) {
          if (sortable(i)) { text += row.cells[i].textContent + "\\n" + row.cells[i].title + "\\n"; }
        }
        var next = row.nextElementSibling;
        var chart = next && next.classList.contains("chart") ? next : null;
        return { row: row, chart: chart, index: index, text: text.toLowerCase() };
      });
      var sorted = { column: -1, descending: false };
      for (var h = 0; h < heads.length; h++) {
        if (heads[h].hasAttribute("aria-sort")) {
          sorted = { column: h, descending: heads[h].getAttribute("aria-sort") === "descending" };
        }
      }
      function key(entry, column, numeric) {
        var text = entry.row.cells[column].textContent;
        if (!numeric) { return text.toLowerCase(); }
        var number = parseFloat(text);
        return isNaN(number) ? null : number;
      }
      function sortBy(column) {
        var numeric = heads[column].getAttribute("data-sort") === "number";
        var descending = sorted.column === column ? !sorted.descending : numeric;
        sorted = { column: column, descending: descending };
        var keyed = entries.map(function (entry) {
          return { entry: entry, key: key(entry, column, numeric) };
        });
        keyed.sort(function (a, b) {
          if (a.key === null || b.key === null) {
            if (a.key === b.key) { return a.entry.index - b.entry.index; }
            return a.key === null ? 1 : -1;
          }
          if (a.key < b.key) { return descending ? 1 : -1; }
          if (a.key > b.key) { return descending ? -1 : 1; }
          return a.entry.index - b.entry.index;
        });
        var fragment = document.createDocumentFragment();
        keyed.forEach(function (item) {
          fragment.appendChild(item.entry.row);
          if (item.entry.chart) { fragment.appendChild(item.entry.chart); }
        });
        body.appendChild(fragment);
        for (var i = 0; i < heads.length; i++) {
          if (i === column) {
            heads[i].setAttribute("aria-sort", descending ? "descending" : "ascending");
          } else {
            heads[i].removeAttribute("aria-sort");
          }
        }
      }
      function applyFilter() {
        var query = filter.value.trim().toLowerCase();
        var count = 0;
        entries.forEach(function (entry) {
          var match = query === "" || entry.text.indexOf(query) >= 0;
          entry.row.hidden = !match;
          if (entry.chart) { entry.chart.hidden = !match; }
          if (match) { count += 1; }
        });
        shown.textContent = count + " of " + entries.length + " rows";
      }
      for (var i = 0; i < heads.length; i++) {
        if (!sortable(i)) { continue; }
        var button = document.createElement("button");
        button.type = "button";
        button.textContent = heads[i].textContent;
        heads[i].textContent = "";
        heads[i].appendChild(button);
        button.addEventListener("click", sortBy.bind(null, i));
      }
      filter.hidden = false;
      shown.hidden = false;
      filter.addEventListener("input", applyFilter);
      applyFilter();
    })();

    """
}
