#!/usr/bin/python3
"""Tag chips placed by the engine: an article's chips open its #sg-content, wrap where the
layout data says, and everything after them (the headings the TOC highlights) is where
the data says.

Builds the fixture site Tests/Fixtures/toc with the current `sitegen`, serves it over
loopback HTTP and opens /guide/tagged/ (18 tags, one longer than a phone's column, one in
Chinese) in headless Chromium at 390 px (mobile device metrics), 360 px, 768 px and
1280 px. After `document.fonts.ready` it takes the variant of `#sg-layout` whose
`contentWidth` is #sg-content's real width and checks:

- every chip's box (x, y, w, h relative to #sg-content) equals its anchor within 1 px,
  and the chips do wrap onto several rows at phone widths (so the check means something);
- every heading's box equals its anchor within 1 px, and the height of #sg-content equals
  the data's;
- the runtime used the data (`data-sg-positions="data"`), i.e. its sentinel agreed.

Prints the counts and "N passed, M failed"; exits non-zero on any failure.
Run from the repository root: /usr/bin/python3 Tests/Browser/test_tag_chips.py
"""
import os
import shutil
import tempfile
import time

from browser_support import build_site, Checks, chromium, report, serve, sitegen_binary

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FIXTURE = os.path.join(ROOT, "Tests", "Fixtures", "toc")
PAGE = "/guide/tagged/"
WIDTHS = [(390, 844), (360, 740), (768, 1000), (1280, 800)]

READY = """
const done = arguments[arguments.length - 1];
const frame = () => new Promise(r => requestAnimationFrame(() => r()));
document.fonts.ready.then(async () => {
  for (let i = 0; i < 100 && !document.documentElement.dataset.sgPositions; i++) await frame();
  done(document.documentElement.dataset.sgPositions || null);
});
"""

MEASURE = """
const root = document.getElementById('sg-content'), r = root.getBoundingClientRect();
const data = JSON.parse(document.getElementById('sg-layout').textContent);
const box = e => { const b = e.getBoundingClientRect(); return {x: b.left - r.left, y: b.top - r.top, w: b.width, h: b.height}; };
const chips = [...root.querySelectorAll('ul.sg-chips > li')].map(li => [li.id, box(li)]);
const headings = [...root.querySelectorAll('h1[id], h2[id], h3[id], h4[id], h5[id], h6[id]')].map(h => [h.id, box(h)]);
return {width: r.width, height: r.height, variants: data.variants, chips: chips, headings: headings};
"""


def main():
    started = time.time()
    binary = sitegen_binary()
    work = tempfile.mkdtemp(prefix="sitegen-chips-")
    output = os.path.join(work, "public")
    build_site(binary, FIXTURE, output)
    server, base = serve(output)
    browser = chromium(work, 60)
    check = Checks()
    counts, failures = check.counts, check.failures

    def same(kind, where, element, got, want):
        off = max(abs(got[k] - want[k]) for k in "xywh")
        check(kind, off <= 1, "%s %s: browser %s, data %s" % (where, element, got, want))
        return off

    worst = 0.0
    try:
        for width, height in WIDTHS:
            browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 500})
            browser.get("about:blank")
            browser.get(base + PAGE)
            positions = browser.execute_async_script(READY)
            where = "%s@%d" % (PAGE, width)
            check("runtime uses the data", positions == "data", "%s: positions %s" % (where, positions))
            m = browser.execute_script(MEASURE)
            variant = next((v for v in m["variants"] if v["contentWidth"] == m["width"]), None)
            check("a variant of the real width", variant is not None, "%s: content width %s" % (where, m["width"]))
            if variant is None:
                continue
            check("chips on the page", len(m["chips"]) == 18, "%s: %d chips" % (where, len(m["chips"])))
            rows = len({round(b["y"]) for _, b in m["chips"]})
            print("  %s: variant %s, %d chips on %d rows, %d headings" % (where, variant["name"], len(m["chips"]), rows, len(m["headings"])))
            if width < 500:
                check("chips wrap onto several rows on phones", rows >= 4, "%s: %d rows" % (where, rows))
            for id, got in m["chips"]:
                want = variant["anchors"].get(id)
                check("chip has an anchor", want is not None, "%s: no anchor for %s" % (where, id))
                if want:
                    worst = max(worst, same("chip box", where, id, got, want))
            for id, got in m["headings"]:
                want = variant["anchors"].get(id)
                check("heading has an anchor", want is not None, "%s: no anchor for %s" % (where, id))
                if want:
                    worst = max(worst, same("heading after the chips", where, id, got, want))
            check("content height", abs(m["height"] - variant["height"]) <= 1,
                  "%s: browser %s, data %s" % (where, m["height"], variant["height"]))
    finally:
        browser.quit()
        server.shutdown()
        shutil.rmtree(work, ignore_errors=True)

    print("largest difference: %.3f px" % worst)
    report(counts, failures, started, required="chip box", width=45, shown=40)


if __name__ == "__main__":
    main()
