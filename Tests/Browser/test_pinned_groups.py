#!/usr/bin/python3
"""Pinned year titles on list pages: the title shown at the top edge is always the one of
the group whose rows are under it.

Builds the fixture site Tests/Fixtures/toc (its /posts/ folder holds dated pages of three
years) and the bundled documentation site (its blog) with the current `sitegen`, serves
each over loopback HTTP and opens each list page with year groups in headless Chromium at
390 px (mobile device metrics) and 1280 px. It measures every group's box (document
coordinates) and the sticky header's bottom, then scrolls to many offsets (a sweep, and
1 px either side of every group's edges) and asks the browser which element is drawn just
under the header: when a group's box spans that line, it must be that group's title (the
pinned bar); in the gaps between groups, no title. Also checks that scrolling never
changes where the rows are (the titles take their room in the flow: no layout shift), and
that these pages, which have no table of contents, still get the reading progress bar and
the back-to-top button after one screen.

Prints the counts and "N passed, M failed"; exits non-zero on any failure or when nothing
was checked. Run from the repository root: /usr/bin/python3 Tests/Browser/test_pinned_groups.py
"""
import os
import shutil
import tempfile
import time

from browser_support import build_site, Checks, chromium, report, serve, sitegen_binary

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SITES = {"toc": (os.path.join(ROOT, "Tests", "Fixtures", "toc"), "/posts/"), "bundled": (ROOT, "/blog/")}
STEP = 37

MEASURE = """
const y = window.scrollY;
const groups = [...document.querySelectorAll('.year-group')].map(g => {
  const r = g.getBoundingClientRect();
  return {id: g.querySelector('.year-title').id, top: r.top + y, bottom: r.bottom + y};
});
const rows = [...document.querySelectorAll('.year-group .sg-row')].map(c => c.getBoundingClientRect().top + y);
return {groups: groups, rows: rows, header: document.querySelector('.site-header').getBoundingClientRect().bottom,
        max: document.documentElement.scrollHeight - innerHeight, x: document.querySelector('.year-group').getBoundingClientRect().left + 40};
"""

PROBE = """
const [ys, x, line] = arguments;
const done = arguments[arguments.length - 1];
const frame = () => new Promise(r => requestAnimationFrame(() => r()));
(async () => {
  const out = [];
  for (const y of ys) {
    scrollTo(0, y);
    await frame(); await frame();
    const e = document.elementFromPoint(x, line + 0.5);
    const title = e && e.closest('.year-title');
    const rows = [...document.querySelectorAll('.year-group .sg-row')].map(c => c.getBoundingClientRect().top + scrollY);
    const bar = document.querySelector('.sg-progress'), up = document.querySelector('.sg-top');
    const scale = bar && /scaleX\(([^)]*)\)/.exec(bar.style.transform);
    out.push([scrollY, title ? title.id : null, rows, scale ? parseFloat(scale[1]) : null,
              up ? up.classList.contains('is-shown') : null]);
  }
  done(out);
})();
"""


def main():
    started = time.time()
    binary = sitegen_binary()
    work = tempfile.mkdtemp(prefix="sitegen-pinned-")
    browser = chromium(work, 120)
    check = Checks()
    counts, failures = check.counts, check.failures

    try:
        for site, (source, url) in SITES.items():
            output = os.path.join(work, site)
            build_site(binary, source, output)
            server, base = serve(output)
            try:
                for width, height in [(390, 844), (1280, 700)]:
                    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 500})
                    browser.get(base + url)
                    browser.execute_async_script("const d = arguments[arguments.length - 1]; document.fonts.ready.then(() => d());")
                    m = browser.execute_script(MEASURE)
                    where = "%s%s@%d" % (site, url, width)
                    check("page has year groups", len(m["groups"]) > 0, where)
                    print("  %s: %d groups, scroll range %d" % (where, len(m["groups"]), m["max"]))
                    line = m["header"]
                    ys = set(range(0, int(m["max"]) + 1, STEP))
                    for g in m["groups"]:
                        for edge in (g["top"], g["bottom"]):
                            for d in (-1, 1, 10):
                                ys.add(int(round(edge - line)) + d)
                    ys = sorted(y for y in ys if 0 <= y <= m["max"])
                    for y, title, rows, scale, shown in browser.execute_async_script(PROBE, ys, m["x"], line):
                        # A page without a table of contents still gets the scroll extras.
                        progress = min(y / m["max"], 1) if m["max"] > 0 else 1
                        check("progress bar", scale is not None and abs(scale - progress) < 0.002,
                              "%s @%d: bar at %s, expected %.4f" % (where, y, scale, progress))
                        check("back to top after one screen", shown == (y > height),
                              "%s @%d: button shown %s" % (where, y, shown))
                        at = y + line + 0.5  # the probed point, in document coordinates
                        inside = [g["id"] for g in m["groups"] if g["top"] <= at < g["bottom"]]
                        near = any(abs(at - e) < 1 for g in m["groups"] for e in (g["top"], g["bottom"]))
                        if near:
                            counts["offsets on an edge (not compared)"] += 1
                            continue
                        expected = inside[0] if inside else None
                        check("pinned title", title == expected, "%s @%d: %s under the header, expected %s" % (where, y, title, expected))
                        check("no layout shift", all(abs(a - b) < 0.01 for a, b in zip(rows, m["rows"])), "%s @%d: rows moved" % (where, y))
            finally:
                server.shutdown()
    finally:
        browser.quit()
        shutil.rmtree(work, ignore_errors=True)

    report(counts, failures, started, required="pinned title", width=40, shown=40)


if __name__ == "__main__":
    main()
