#!/usr/bin/python3
"""Tables on a phone: CSS's automatic table layout, as the engine models it.

Builds the fixture site Tests/Fixtures/layout-en with the current `sitegen`, serves it over
loopback HTTP and opens its page of tables (/articles/tables/) in headless Chromium at
390 px (mobile device metrics) and at the narrowest viewport of every other width variant.
After `document.fonts.ready` it checks:

- no word (a run of text between spaces, or after a hyphen, outside inline code; a code
  span between spaces whole) of any header or body cell is drawn on two lines
  in a table whose min-content width fits the column; in every table of 3 and 4 columns at
  390 px, every cell's words each stay on one line;
- a table whose min-content width does not fit scrolls in its own box (`div.sg-table`:
  its scroll width is larger than its client width) while the page itself never overflows
  sideways, and its words do not break either;
- a header or body cell under `:---:` is centred and under `---:` right-aligned, in its
  computed style and in where its text is drawn (the text's middle, or its right edge, at
  the cell's content box's within 0.5 px); a cell of no alignment starts at the left;
- every heading's box equals its anchor in the layout data within 0.5 px, none unverified.

Prints the counts and "N passed, M failed"; exits non-zero on any failure.
Run from the repository root: /usr/bin/python3 Tests/Browser/test_tables.py
"""
import os
import time

from browser_support import emulate, open_page, report, site_in_chromium

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FIXTURE = os.path.join(ROOT, "Tests", "Fixtures", "layout-en")
TOLERANCE = 0.5

READY = """
const done = arguments[arguments.length - 1];
document.fonts.ready.then(() => requestAnimationFrame(() => requestAnimationFrame(() => done(true))));
"""

MEASURE = """
const root = document.getElementById('sg-content'), r = root.getBoundingClientRect();
const data = JSON.parse(document.getElementById('sg-layout').textContent);
const box = e => { const b = e.getBoundingClientRect(); return {x: b.left - r.left, y: b.top - r.top, w: b.width, h: b.height}; };
const lines = range => new Set([...range.getClientRects()].filter(q => q.width > 0).map(q => Math.round(q.top))).size;
const tables = [...root.querySelectorAll('div.sg-table')].map(scroller => {
  const table = scroller.querySelector('table');
  const cells = [...table.querySelectorAll('th, td')].map(cell => {
    const words = [];
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // In prose a hyphen is where CSS may end a line (a soft wrap opportunity, counted
      // in the min-content width); inline code is set nowrap, whole.
      const pattern = node.parentElement.closest('code') ? /\\S+/g : /[^\\s-]+-*|-+/g;
      let match;
      while ((match = pattern.exec(node.data))) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        words.push([match[0], lines(range)]);
      }
    }
    const style = getComputedStyle(cell), c = cell.getBoundingClientRect();
    const left = c.left + parseFloat(style.paddingLeft), right = c.right - parseFloat(style.paddingRight);
    const content = document.createRange();
    content.selectNodeContents(cell);
    const rects = [...content.getClientRects()].filter(q => q.width > 0);
    const text = rects.length ? {left: Math.min(...rects.map(q => q.left)), right: Math.max(...rects.map(q => q.right))} : null;
    return {tag: cell.tagName.toLowerCase(), align: cell.getAttribute('align'), textAlign: style.textAlign,
            words: words, left: left, right: right, text: text, oneLine: rects.length <= 1 || lines(content) === 1};
  });
  return {columns: table.rows[0].cells.length, scrollWidth: scroller.scrollWidth, clientWidth: scroller.clientWidth,
          cells: cells};
});
const headings = [...root.querySelectorAll('h2[id]')].map(h => [h.id, box(h)]);
return {width: r.width, variants: data.variants, tables: tables, headings: headings,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth};
"""


def check_alignment(checks, where, cell):
    if not cell["text"] or not cell["oneLine"]:
        return
    middle = (cell["text"]["left"] + cell["text"]["right"]) / 2
    if cell["align"] == "center":
        checks("centred cells", cell["textAlign"] == "center"
               and abs(middle - (cell["left"] + cell["right"]) / 2) <= TOLERANCE,
               "%s %s: text-align %s, text middle %.2f, box %.2f..%.2f"
               % (where, cell["tag"], cell["textAlign"], middle, cell["left"], cell["right"]))
    elif cell["align"] == "right":
        checks("right-aligned cells", cell["textAlign"] == "right" and abs(cell["text"]["right"] - cell["right"]) <= TOLERANCE,
               "%s %s: text-align %s, text ends at %.2f, box ends at %.2f"
               % (where, cell["tag"], cell["textAlign"], cell["text"]["right"], cell["right"]))
    else:
        checks("left-aligned cells", abs(cell["text"]["left"] - cell["left"]) <= TOLERANCE,
               "%s %s: text starts at %.2f, box at %.2f" % (where, cell["tag"], cell["text"]["left"], cell["left"]))


def main():
    started = time.time()
    with site_in_chromium(FIXTURE, "sitegen-tables-", 60) as (browser, base, checks):
        url = base + "/articles/tables/"
        open_page(browser, url, READY)
        data = browser.execute_script(MEASURE)
        widths = sorted({390} | {v["minViewport"] for v in data["variants"]})
        for viewport in widths:
            emulate(browser, viewport, 900)
            open_page(browser, url, READY)
            seen = browser.execute_script(MEASURE)
            variant = next((v for v in seen["variants"] if abs(v["contentWidth"] - seen["width"]) < 0.01), None)
            checks("variant found", variant is not None, "%d px: no variant is %.2f px wide" % (viewport, seen["width"]))
            if variant is None:
                continue
            checks("page not wider than the viewport", seen["overflow"] <= 0,
                   "%d px: the page is %d px wider" % (viewport, seen["overflow"]))
            scrolling = 0
            for number, table in enumerate(seen["tables"]):
                where = "%d px, table %d (%d columns)" % (viewport, number + 1, table["columns"])
                if table["scrollWidth"] > table["clientWidth"]:
                    scrolling += 1
                for cell in table["cells"]:
                    for word, count in cell["words"]:
                        kind = "words whole in 3- and 4-column tables at 390 px" \
                            if viewport == 390 and table["columns"] in (3, 4) else "words whole"
                        checks(kind, count == 1, "%s %s: \"%s\" on %d lines" % (where, cell["tag"], word, count))
                    check_alignment(checks, where, cell)
            if viewport <= 430:
                checks("a wide table scrolls in its own box on phones", scrolling >= 1,
                       "%d px: no table scrolls (%s)" % (viewport, [(t["scrollWidth"], t["clientWidth"]) for t in seen["tables"]]))
            for heading_id, rect in seen["headings"]:
                anchor = variant["anchors"].get(heading_id)
                ok = anchor is not None and not anchor.get("unverified") and all(
                    abs(anchor[k] - rect[k]) <= TOLERANCE for k in ("x", "y", "w", "h"))
                checks("headings where the data puts them", ok, "%d px #%s: data %s, chromium %s"
                       % (viewport, heading_id, anchor, rect))
        report(checks.counts, checks.failures, started, required="words whole in 3- and 4-column tables at 390 px",
               width=50)


if __name__ == "__main__":
    main()
