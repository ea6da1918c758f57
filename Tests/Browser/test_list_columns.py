#!/usr/bin/python3
"""Lists of pages in columns: the rows of folder and tag pages are where the engine said.

Builds the fixture site Tests/Fixtures/toc (its /posts/ folder: dated posts of three years,
one with six tags that wrap inside the tags column) and the bundled documentation site
with the current `sitegen`, serves each over loopback HTTP and opens folder pages and tag
pages in headless Chromium at 390 px (mobile device metrics), 768 px and 1280 px. After
`document.fonts.ready` it takes the variant of `#sg-list-layout` whose `contentWidth` is
#sg-list's real width and checks, against the boxes Chromium draws (relative to #sg-list):

- the page has the list and its variant; phones stack the cells, desktops have columns
  (tablets: whichever the engine chose);
- every cell's x and width equal its column's in the data within 1 px (stacked: the full
  width), and in a row of columns every cell starts at the row's top padding, while stacked
  cells follow one another;
- every row's top and height, every year title's box and the list's height equal the data
  within 1 px (so the titles' and summaries' wrapping and the chips' wrapping inside the
  tags column are the engine's);
- every chip lies inside its tags cell; tag pages are grouped by year like folder pages.

Prints the counts and "N passed, M failed"; exits non-zero on any failure.
Run from the repository root: /usr/bin/python3 Tests/Browser/test_list_columns.py
"""
import os
import shutil
import tempfile
import time

from browser_support import build_site, Checks, chromium, report, serve, sitegen_binary

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SITES = {
    "toc": (os.path.join(ROOT, "Tests", "Fixtures", "toc"), ["/posts/", "/tags/notes/", "/tags/layout/"]),
    "bundled": (ROOT, ["/blog/", "/docs/", "/tags/design/"]),
}
WIDTHS = [(390, 844), (768, 1000), (1280, 800)]

MEASURE = """
const list = document.getElementById('sg-list');
if (!list) return null;
const r = list.getBoundingClientRect();
const data = JSON.parse(document.getElementById('sg-list-layout').textContent);
const box = e => { const b = e.getBoundingClientRect(); return {x: b.left - r.left, y: b.top - r.top, w: b.width, h: b.height}; };
const rows = [...list.querySelectorAll('.sg-row')].map(row => ({
  id: row.id, box: box(row),
  cells: [...row.children].filter(c => getComputedStyle(c).display != 'none').map(c => ({
    kind: [...c.classList].find(k => k.startsWith('sg-cell-')).slice(8), box: box(c),
    chips: [...c.querySelectorAll('.sg-chip')].map(box)}))}));
const titles = [...list.querySelectorAll('.sg-group-title')].map(t => ({id: t.id, box: box(t)}));
return {width: r.width, height: r.height, variants: data.variants, rows: rows, titles: titles,
        padding: parseFloat(getComputedStyle(list.querySelector('.sg-row')).paddingTop)};
"""


def main():
    started = time.time()
    binary = sitegen_binary()
    work = tempfile.mkdtemp(prefix="sitegen-list-")
    browser = chromium(work, 60)
    check = Checks()
    counts, failures = check.counts, check.failures
    worst = [0.0]

    def near(kind, where, got, want):
        off = abs(got - want)
        worst[0] = max(worst[0], off)
        check(kind, off <= 1, "%s: browser %.3f, data %.3f" % (where, got, want))

    try:
        for site, (source, pages) in SITES.items():
            output = os.path.join(work, site)
            build_site(binary, source, output)
            server, base = serve(output)
            try:
                for width, height in WIDTHS:
                    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 500})
                    for page in pages:
                        browser.get(base + page)
                        browser.execute_async_script(
                            "const d = arguments[arguments.length - 1]; document.fonts.ready.then(() => d());")
                        m = browser.execute_script(MEASURE)
                        where = "%s%s@%d" % (site, page, width)
                        check("page has a list", m is not None, where)
                        if m is None:
                            continue
                        v = next((v for v in m["variants"] if v["contentWidth"] == m["width"]), None)
                        check("a variant of the real width", v is not None, "%s: list width %s" % (where, m["width"]))
                        if v is None:
                            continue
                        if width < 500 or width >= 1024:
                            check("arrangement", v["stacked"] == (width < 500), "%s: stacked %s" % (where, v["stacked"]))
                        if page.startswith("/tags/") or page in ("/posts/", "/blog/"):
                            check("grouped by year", len(m["titles"]) >= 1 and all(t["id"].startswith("year-") for t in m["titles"]),
                                  "%s: titles %s" % (where, [t["id"] for t in m["titles"]]))
                        print("  %s: %s, %s, %d rows, %d year titles" % (
                            where, v["name"], "stacked" if v["stacked"] else "columns " + " ".join(
                                "%s %gpx" % (k, c["w"]) for k, c in v["columns"].items()), len(m["rows"]), len(m["titles"])))
                        near("list height", where, m["height"], v["height"])
                        for t in m["titles"]:
                            want = v["anchors"].get(t["id"])
                            check("year title has an anchor", want is not None, "%s %s" % (where, t["id"]))
                            for k in ("x", "y", "w", "h") if want else ():
                                near("year title box", "%s %s.%s" % (where, t["id"], k), t["box"][k], want[k])
                        check("every row in the data", len(m["rows"]) == len(v["rows"]),
                              "%s: %d rows, data has %d" % (where, len(m["rows"]), len(v["rows"])))
                        for row in m["rows"]:
                            want = v["rows"].get(row["id"])
                            check("row has data", want is not None, "%s %s" % (where, row["id"]))
                            if not want:
                                continue
                            near("row top", "%s %s" % (where, row["id"]), row["box"]["y"], want[0])
                            near("row height", "%s %s" % (where, row["id"]), row["box"]["h"], want[1])
                            near("row width", "%s %s" % (where, row["id"]), row["box"]["w"], m["width"])
                            previous = None
                            for cell in row["cells"]:
                                column = v["columns"]["cell"] if v["stacked"] else v["columns"][cell["kind"]]
                                label = "%s %s %s" % (where, row["id"], cell["kind"])
                                near("cell x", label, cell["box"]["x"], column["x"])
                                near("cell width", label, cell["box"]["w"], column["w"])
                                if v["stacked"]:
                                    if previous is not None:
                                        check("stacked cells follow one another", cell["box"]["y"] > previous["y"] + previous["h"] - 0.01,
                                              "%s: top %s" % (label, cell["box"]["y"]))
                                    previous = cell["box"]
                                elif cell["kind"] != "date":
                                    near("cell top", label, cell["box"]["y"], row["box"]["y"] + m["padding"])
                                for chip in cell["chips"]:
                                    inside = chip["x"] >= cell["box"]["x"] - 0.5 and chip["x"] + chip["w"] <= cell["box"]["x"] + cell["box"]["w"] + 0.5
                                    check("chip inside its cell", inside, "%s: chip %s" % (label, chip))
            finally:
                server.shutdown()
    finally:
        browser.quit()
        shutil.rmtree(work, ignore_errors=True)

    print("largest difference: %.3f px" % worst[0])
    report(counts, failures, started, required="row top", width=45, shown=40)


if __name__ == "__main__":
    main()
