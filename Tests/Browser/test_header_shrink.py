#!/usr/bin/python3
"""Header shrink: once the page is scrolled, the sticky header's parts shrink (sitegen.js
sets `sg-compact` on <html> from the scroll offset alone), with no layout shift and no
layout read while scrolling.

Builds the fixture site Tests/Fixtures/toc with the current `sitegen`, serves it over
loopback HTTP and opens a long article (/guide/long/), the page with many tags
(/guide/tagged/) and a list page (/posts/) in headless Chromium at 390 px (mobile device
metrics) and 1280 px. With the DOM geometry getters wrapped (the TOC test's counter) and
a layout-shift PerformanceObserver, it scrolls down and back up over many offsets and
checks at each one:

- the header is compact exactly when the offset is past the threshold (24 px);
- zero layout reads during the scrolling (from any script on the page);
- the header's box and the content's positions (every heading, every list row, in page
  coordinates) are exactly where they were at the top: nothing below the header moved;
- cumulative layout shift during the scrolling: 0;
and, after the transition, that the header really shrank: its brand is drawn smaller
(transformed) while the header's height is unchanged.

Prints the counts and "N passed, M failed"; exits non-zero on any failure.
Run from the repository root: /usr/bin/python3 Tests/Browser/test_header_shrink.py
"""
import os
import shutil
import tempfile
import time

from browser_support import build_site, Checks, chromium, emulate, open_page, report, serve, sitegen_binary
from test_toc_highlight import COUNT_READS, READY

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FIXTURE = os.path.join(ROOT, "Tests", "Fixtures", "toc")
PAGES = ["/guide/long/", "/guide/tagged/", "/posts/"]
THRESHOLD = 24

# What must not move: the header's layout box (its size: it is sticky) and the content below
# it, in page coordinates (the year titles are sticky too: their groups are measured instead).
LAYOUT = """
const y = scrollY, h = document.querySelector('.site-header');
const tops = [...document.querySelectorAll('#sg-content [id], .sg-row, .sg-group, .pager')]
  .map(e => e.getBoundingClientRect().top + y);
return {header: [h.offsetHeight, h.offsetWidth], tops: tops,
        brand: document.querySelector('.brand').getBoundingClientRect().width,
        max: document.documentElement.scrollHeight - innerHeight};
"""

SWEEP = """
const [ys] = arguments;
const done = arguments[arguments.length - 1];
const frame = () => new Promise(r => requestAnimationFrame(() => r()));
(async () => {
  const out = [];
  let reads = 0;
  const what = {};
  window.__sgShift = 0;
  for (const y of ys) {
    window.__sgReads = 0; window.__sgWhat = {}; window.__sgCounting = true;
    scrollTo(0, y);
    await frame(); await frame();
    window.__sgCounting = false;
    reads += window.__sgReads;
    Object.assign(what, window.__sgWhat);
    out.push([scrollY, document.documentElement.classList.contains('sg-compact')]);
  }
  done({steps: out, reads: reads, what: what, shift: window.__sgShift});
})();
"""


def main():
    started = time.time()
    binary = sitegen_binary()
    work = tempfile.mkdtemp(prefix="sitegen-header-")
    output = os.path.join(work, "public")
    build_site(binary, FIXTURE, output)
    server, base = serve(output)
    browser = chromium(work, 120)
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": COUNT_READS})
    check = Checks()
    counts, failures = check.counts, check.failures

    try:
        for width, height in [(390, 844), (1280, 700)]:
            emulate(browser, width, height)
            for page in PAGES:
                where = "%s@%d" % (page, width)
                open_page(browser, base + page, READY)
                top = browser.execute_script(LAYOUT)
                check("not compact at the top", not browser.execute_script(
                    "return document.documentElement.classList.contains('sg-compact')"), where)
                limit = int(top["max"])
                down = sorted({0, 1, THRESHOLD - 1, THRESHOLD, THRESHOLD + 1, THRESHOLD + 2, limit}
                              | set(range(0, limit + 1, 53)))
                ys = [y for y in down if 0 <= y <= limit]
                ys = ys + list(reversed(ys))[1:]
                result = browser.execute_async_script(SWEEP, ys)
                check("zero layout reads while scrolling", result["reads"] == 0,
                      "%s: %d reads %s" % (where, result["reads"], result["what"]))
                check("no layout shift while scrolling", result["shift"] == 0,
                      "%s: cumulative layout shift %s" % (where, result["shift"]))
                for y, compact in result["steps"]:
                    check("compact exactly past the threshold", compact == (y > THRESHOLD),
                          "%s @%s: compact %s" % (where, y, compact))
                # After the sweep (counting stopped): nothing moved, and the header did shrink.
                browser.execute_script("scrollTo(0, arguments[0])", min(limit, 400))
                time.sleep(0.4)
                now = browser.execute_script(LAYOUT)
                check("header box unchanged", now["header"] == top["header"],
                      "%s: %s, at the top %s" % (where, now["header"], top["header"]))
                moved = [abs(a - b) for a, b in zip(now["tops"], top["tops"])]
                check("content did not move", len(now["tops"]) == len(top["tops"]) and max(moved, default=0) < 0.01,
                      "%s: moved by up to %s" % (where, max(moved, default=0)))
                if limit > THRESHOLD:
                    check("the header shrinks", now["brand"] < top["brand"] - 1,
                          "%s: brand %s wide, at the top %s" % (where, now["brand"], top["brand"]))
                print("  %s: %d offsets, %d positions kept, brand %.1f → %.1f px, header %d px tall"
                      % (where, len(ys), len(top["tops"]), top["brand"], now["brand"], top["header"][0]))
    finally:
        browser.quit()
        server.shutdown()
        shutil.rmtree(work, ignore_errors=True)

    report(counts, failures, started, required="compact exactly past the threshold", width=45, shown=40)


if __name__ == "__main__":
    main()
