// MARK: - The inline style and script

extension BatchReportPage {
  /// The page's one style element. Numeric columns are right-aligned by position, so no cell
  /// needs a class or a `style` attribute (which the policy would refuse).
  static let style = """

    body{font:14px/1.45 "DejaVu Sans",system-ui,sans-serif;margin:1.5em;color:#1a1a1a}
    h1{font-size:1.5em;margin:0 0 .3em}
    h2{font-size:1.2em;margin:1.2em 0 .4em}
    code{font-size:.95em}
    table{border-collapse:collapse;font-size:12.5px}
    caption{caption-side:top;text-align:left;padding:4px 0;color:#444}
    th,td{border-bottom:1px solid #ddd;padding:3px 6px;text-align:left;vertical-align:top}
    thead th{position:sticky;top:0;background:#f2f2f2}
    #faces td:nth-child(6),#faces td:nth-child(n+8):nth-child(-n+13){text-align:right;white-space:nowrap}
    #faces tr.ok td:nth-child(11){color:#1b7837;font-weight:bold}
    #faces td:first-child{white-space:nowrap}
    #faces td:nth-child(n+2):nth-child(-n+4){max-width:15em;overflow-wrap:anywhere}
    #faces td:nth-child(14){min-width:7em}
    #faces tr.failed{background:#fdecea}
    th button{font:inherit;font-weight:bold;border:0;background:none;padding:0;cursor:pointer;text-align:left;color:inherit}
    th[aria-sort=ascending] button::after{content:" \\25B2"}
    th[aria-sort=descending] button::after{content:" \\25BC"}
    .histograms{display:flex;flex-wrap:wrap;gap:12px;margin-top:12px}
    .failures{margin-top:8px}
    details summary{cursor:pointer;color:#2166ac}
    #filter{font:inherit;padding:3px 6px;min-width:20em}

    """

  /// The page's one script: sorting by a heading and filtering by text. It holds no text of the
  /// records: it reads the cells from the DOM, and writes only numbers and its own words. A
  /// heading with `data-sort` sorts (`number` by the cells' leading numbers, blanks last); the
  /// filter matches the text of those cells and the file's path.
  static let script = """

    (function () {
      "use strict";
      var table = document.getElementById("faces");
      var body = table.tBodies[0];
      var heads = table.tHead.rows[0].cells;
      var filter = document.getElementById("filter");
      var shown = document.getElementById("shown");
      function sortable(column) { return heads[column].hasAttribute("data-sort"); }
      var entries = Array.prototype.map.call(body.rows, function (row, index) {
        var text = "";
        for (var i = 0; i < row.cells.length; i++) {
          if (sortable(i)) { text += row.cells[i].textContent + "\\n" + row.cells[i].title + "\\n"; }
        }
        return { row: row, index: index, text: text.toLowerCase() };
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
        keyed.forEach(function (item) { fragment.appendChild(item.entry.row); });
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
