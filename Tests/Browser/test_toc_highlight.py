#!/usr/bin/python3
"""Table of contents highlight: sitegen's runtime (/assets/sitegen.js) against the rules,
computed from Chromium's own measured heading positions.

Builds the fixture site Tests/Fixtures/toc (a long guide whose last sections cannot reach
the reading line, and a short page) with the current `sitegen`, serves it over loopback
HTTP and opens each page in headless Chromium at 390 px (mobile device metrics) and 1280 px.
For each, it measures in the browser every TOC section's heading top, the reading line
(`--sg-reading-line`, under the sticky header) and the scroll range, computes the current
section at each offset with the rules (current from when its heading reaches the reading
line until the next one does; the sections that cannot reach it share the remaining scroll
distance, the last exactly at the bottom; a page too short to scroll: the first section),
and checks:

- scrolled to many offsets (a sweep, and 1 px either side of every threshold, the bottom):
  exactly one entry is highlighted (in every TOC on the page) and it is the expected one;
  an offset within 1 px of a threshold (the data's promise) accepts either neighbour and
  is counted apart;
- the reading progress bar's scale is the scrolled fraction, and the back-to-top button is
  shown exactly after one screen;
- no layout shift while scrolling, highlight, progress bar and button included (a
  layout-shift PerformanceObserver: cumulative score 0; shifts before the runtime starts,
  from the header's text when the web fonts arrive, are counted apart);
- layout reads while scrolling, by wrapping the DOM geometry getters (getBoundingClientRect,
  getClientRects, offset*, client*, scroll{Width,Height,Top,Left}, getComputedStyle,
  innerWidth/innerHeight): zero;
- the current entry stays visible inside the sticky TOC when it scrolls;
- clicking every entry: exactly that entry, its heading on the reading line (or the page at
  its bottom), never under the header; loading with every `#id`: exactly that entry;
- 150 % zoom (the viewport a 1280 px window has at 150 %: 853 CSS px at device scale 1.5),
  a phone at device scale 3, and the fonts missing (blocked: fallback faces, so the data is
  wrong): still right, the last one from measured positions (the sentinel caught it).

Prints the counts and "N passed, M failed"; exits non-zero on any failure.
Run from the repository root: /usr/bin/python3 Tests/Browser/test_toc_highlight.py
"""
import glob
import os
import shutil
import tempfile
import time

from browser_support import build_site, Checks, chromium, report, serve, sitegen_binary

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FIXTURE = os.path.join(ROOT, "Tests", "Fixtures", "toc")
PAGES = ["/guide/long/", "/guide/short/"]
SWEEP_STEP = 41

COUNT_READS = r"""
(() => {
  const w = window; w.__sgReads = 0; w.__sgCounting = false; w.__sgWhat = {};
  w.__sgShift = 0;
  new PerformanceObserver(list => { for (const e of list.getEntries()) if (!e.hadRecentInput) w.__sgShift += e.value; })
    .observe({type: 'layout-shift', buffered: true});
  const count = name => { if (w.__sgCounting) { w.__sgReads++; w.__sgWhat[name] = (w.__sgWhat[name] || 0) + 1; } };
  const wrap = (target, name) => {
    const d = Object.getOwnPropertyDescriptor(target, name);
    if (!d) return;
    if (d.get) Object.defineProperty(target, name, { ...d, get() { count(name); return d.get.call(this); } });
    else if (typeof d.value == 'function')
      Object.defineProperty(target, name, { ...d, value: function (...a) { count(name); return d.value.apply(this, a); } });
  };
  for (const n of ['getBoundingClientRect', 'getClientRects', 'clientTop', 'clientLeft', 'clientWidth', 'clientHeight',
                   'scrollWidth', 'scrollHeight', 'scrollTop', 'scrollLeft', 'computedStyleMap', 'checkVisibility'])
    wrap(Element.prototype, n);
  for (const n of ['offsetTop', 'offsetLeft', 'offsetWidth', 'offsetHeight', 'offsetParent', 'innerText'])
    wrap(HTMLElement.prototype, n);
  wrap(Range.prototype, 'getBoundingClientRect');
  wrap(Range.prototype, 'getClientRects');
  for (const n of ['getComputedStyle', 'innerWidth', 'innerHeight', 'outerWidth', 'outerHeight'])
    wrap(w, n);
})();
"""

READY = """
const done = arguments[arguments.length - 1];
const frame = () => new Promise(r => requestAnimationFrame(() => r()));
document.fonts.ready.then(async () => {
  for (let i = 0; i < 100 && !document.documentElement.dataset.sgPositions; i++) await frame();
  await frame(); await frame();
  done(document.documentElement.dataset.sgPositions || null);
});
"""

# The browser's own numbers: heading tops (document coordinates), the reading line from the
# CSS, the header's bottom, the scroll range; read before counting starts.
MEASURE = """
const all = [...document.querySelectorAll('.toc-list a[href^="#"]')];
const ids = [...new Set(all.map(a => decodeURIComponent(a.hash.slice(1))))];
const y = window.scrollY;
const tops = ids.map(id => document.getElementById(id).getBoundingClientRect().top + y);
const line = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--sg-reading-line'));
const header = document.querySelector('.site-header').getBoundingClientRect();
const toc = document.querySelector('aside.toc');
return {ids: ids, tops: tops, line: line, header: header.bottom,
        max: document.documentElement.scrollHeight - window.innerHeight,
        tocScrolls: !!toc && toc.scrollHeight > toc.clientHeight,
        fontsFailed: [...document.fonts].filter(f => f.status === 'error').length, vh: window.innerHeight};
"""

CURRENT = """
const links = [...document.querySelectorAll('.toc-list a.is-current')];
const marked = [...document.querySelectorAll('.toc-list a[aria-current]')];
return {ids: [...new Set(links.map(a => decodeURIComponent(a.hash.slice(1))))], links: links.length, marked: marked.length};
"""

SWEEP = """
const [ys] = arguments;
const done = arguments[arguments.length - 1];
const frame = () => new Promise(r => requestAnimationFrame(() => r()));
const current = () => [...new Set([...document.querySelectorAll('.toc-list a.is-current')]
  .map(a => decodeURIComponent(a.hash.slice(1))))];
(async () => {
  const out = [];
  let reads = 0;
  const what = {};
  const toc = document.querySelector('aside.toc');
  const atLoad = window.__sgShift;
  window.__sgShift = 0;
  for (const y of ys) {
    window.__sgReads = 0; window.__sgWhat = {}; window.__sgCounting = true;
    window.scrollTo(0, y);
    await frame(); await frame();
    window.__sgCounting = false;
    reads += window.__sgReads;
    Object.assign(what, window.__sgWhat);
    let visible = null;
    const link = toc && toc.querySelector('a.is-current');
    if (link && toc.scrollHeight > toc.clientHeight) {
      const a = link.getBoundingClientRect(), b = toc.getBoundingClientRect();
      visible = a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
    }
    const bar = document.querySelector('.sg-progress'), up = document.querySelector('.sg-top');
    const scale = bar && /scaleX\(([^)]*)\)/.exec(bar.style.transform);
    out.push([window.scrollY, current(), visible, scale ? parseFloat(scale[1]) : null,
              up ? up.classList.contains('is-shown') : null]);
  }
  done({steps: out, reads: reads, what: what, shift: window.__sgShift, atLoad: atLoad});
})();
"""

CLICK = """
const [id, inline] = arguments;
const done = arguments[arguments.length - 1];
const frame = () => new Promise(r => requestAnimationFrame(() => r()));
(async () => {
  const details = document.querySelector('details.toc-inline');
  if (inline && details && !details.open) { details.open = true; await frame(); await frame(); }
  const scope = inline ? details : document.querySelector('aside.toc');
  const link = [...scope.querySelectorAll('.toc-list a')].find(a => decodeURIComponent(a.hash.slice(1)) === id);
  link.click();
  await frame(); await frame();
  const top = document.getElementById(id).getBoundingClientRect().top;
  done({top: top, scrollY: window.scrollY, max: document.documentElement.scrollHeight - window.innerHeight,
        hash: decodeURIComponent(location.hash.slice(1))});
})();
"""


def thresholds(tops, line, max_scroll):
    """The rules: the scroll offset at which each section becomes current."""
    t = [top - line for top in tops]
    n = len(t)
    k = next((i for i, x in enumerate(t) if x > max_scroll), -1)
    if k >= 0:
        start = 0.0
        if k == 0:
            k = 1
        else:
            start = max(t[k - 1], 0.0)
        for j in range(k, n):
            t[j] = start + (max_scroll - start) * (j - k + 1) / (n - k)
    return t


def expected(t, y, max_scroll):
    """The current section's index at offset y, and whether y is within 1 px of a boundary."""
    if max_scroll < 1:
        return 0, set()
    index = 0
    for j, x in enumerate(t):
        if x <= y:
            index = j
    near = {j for j, x in enumerate(t) if abs(x - y) < 1.0}
    either = set()
    for j in near:
        either |= {max(j - 1, 0), j}
    return index, either


def set_viewport(browser, width, height, scale=1):
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": scale, "mobile": width < 500})


def load(browser, url):
    browser.get("about:blank")
    browser.get(url)
    return browser.execute_async_script(READY)


# How far the page's last TOC heading is from where its width's variant puts it (null: no
# variant of this width): the truth the runtime's sentinel must find.
LAST_HEADING_OFF = """
const r = document.querySelector('#sg-content').getBoundingClientRect();
const v = JSON.parse(document.querySelector('#sg-layout').textContent).variants.find(v => v.contentWidth == r.width);
const ids = [...document.querySelectorAll('.toc-list a[href^="#"]')].map(a => decodeURIComponent(a.hash.slice(1)));
const id = ids[ids.length - 1], h = document.getElementById(id).getBoundingClientRect(), e = v && v.anchors[id];
return e ? Math.max(Math.abs(h.top - r.top - e.y), Math.abs(h.left - r.left - e.x)) : null;
"""


def sweep_page(browser, run, base, page, label, expect_positions=None):
    """Sweeps `page`; `expect_positions` is the runtime's verdict to expect ("data" or
    "measured"), or "truth": "measured" exactly when the last heading is over 1 px off."""
    positions = load(browser, base + page)
    where = "%s %s" % (label, page)
    run.check("runtime ready", positions is not None, where + ": the runtime did not start")
    if positions is None:
        return
    if expect_positions == "truth":
        off = browser.execute_script(LAST_HEADING_OFF)
        moved = off is None or off > 1
        run.counts["pages the missing fonts moved"] += int(moved)
        expect_positions = "measured" if moved else "data"
    if expect_positions:
        run.check("fallback", positions == expect_positions,
                  "%s: positions from %s, expected %s" % (where, positions, expect_positions))
    m = browser.execute_script(MEASURE)
    run.check("header above the reading line", m["header"] <= m["line"] + 1e-6,
              "%s: header bottom %.2f, reading line %.2f" % (where, m["header"], m["line"]))
    t = thresholds(m["tops"], m["line"], m["max"])
    ys = set(range(0, int(max(m["max"], 0)) + 1, SWEEP_STEP))
    for x in t:
        for d in (-1, 0, 1):
            ys.add(int(round(x)) + d)
    ys |= {0, int(m["max"]), int(m["max"]) - 1}
    ys = sorted(y for y in ys if 0 <= y <= max(m["max"], 0))
    result = browser.execute_async_script(SWEEP, ys)
    run.check("zero layout reads while scrolling", result["reads"] == 0,
              "%s: %d reads %s" % (where, result["reads"], result["what"]))
    run.counts["layout reads while scrolling"] += result["reads"]
    run.check("no layout shift while scrolling", result["shift"] == 0, "%s: cumulative layout shift %s" % (where, result["shift"]))
    if result["atLoad"]:
        # Not from these features: the theme's header text moves when the web fonts arrive.
        run.counts["pages with a layout shift at load (header fonts)"] += 1
    for y, current, visible, scale, shown in result["steps"]:
        progress = min(y / m["max"], 1) if m["max"] > 0 else 1
        run.check("progress bar", scale is not None and abs(scale - progress) < 0.002,
                  "%s @%s: bar at %s, expected %.4f" % (where, y, scale, progress))
        run.check("back to top after one screen", shown == (y > m["vh"]),
                  "%s @%s: button shown %s (one screen is %s)" % (where, y, shown, m["vh"]))
        want, either = expected(t, y, m["max"])
        ok = len(current) == 1 and (current[0] == m["ids"][want] or
                                     (either and current[0] in {m["ids"][j] for j in either}))
        if either and ok:
            run.counts["offsets within 1 px of a threshold"] += 1
        run.check("offset", ok, "%s @%s: highlighted %s, expected %s" % (where, y, current, m["ids"][want]))
        if visible is not None:
            run.check("current entry visible in the TOC", visible, "%s @%s: %s not visible" % (where, y, current))
    return m


def click_and_hash(browser, run, base, page, label, inline, m):
    where = "%s %s" % (label, page)
    load(browser, base + page)
    for index, section in enumerate(m["ids"]):
        r = browser.execute_async_script(CLICK, section, inline)
        cur = browser.execute_script(CURRENT)
        run.check("click", cur["ids"] == [section] and cur["marked"] == cur["links"] and r["hash"] == section,
                  "%s click #%s: highlighted %s (hash %s)" % (where, section, cur["ids"], r["hash"]))
        at_bottom = abs(r["scrollY"] - r["max"]) < 1
        lands = abs(r["top"] - m["line"]) <= 1 or (at_bottom and r["top"] > m["line"])
        run.check("click lands under the header", lands and r["top"] >= m["header"] - 1e-6,
                  "%s click #%s: heading at %.2f, reading line %.2f" % (where, section, r["top"], m["line"]))
    for section in m["ids"]:
        load(browser, base + page + "#" + section)
        cur = browser.execute_script(CURRENT)
        run.check("#id load", cur["ids"] == [section],
                  "%s load #%s: highlighted %s" % (where, section, cur["ids"]))


def main():
    started = time.time()
    binary = sitegen_binary()
    work = tempfile.mkdtemp(prefix="sitegen-toc-")
    output = os.path.join(work, "public")
    build_site(binary, FIXTURE, output)
    server, base = serve(output)
    browser = chromium(work, 120)
    browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": COUNT_READS})
    run = Checks()
    try:
        # The runtime is published under a content-hashed name (sitegen.<8 hex>.js).
        runtimes = glob.glob(os.path.join(output, "assets", "sitegen.*.js")) + \
            glob.glob(os.path.join(output, "assets", "sitegen.js"))
        run.check("runtime published", len(runtimes) == 1, "found %r" % runtimes)
        with open(runtimes[0], "rb") as f:
            size = len(f.read())
        run.check("runtime at most 5 KB", size <= 5120, "sitegen.js is %d bytes" % size)
        print("runtime: %d bytes unminified" % size)
        for width, height, label in [(390, 844, "390"), (1280, 700, "1280")]:
            set_viewport(browser, width, height)
            for page in PAGES:
                m = sweep_page(browser, run, base, page, label, expect_positions="data")
                if m:
                    print("  %s %s: %d sections, reading line %g, scroll range %g, TOC scrolls: %s"
                          % (label, page, len(m["ids"]), m["line"], m["max"], m["tocScrolls"]))
                    click_and_hash(browser, run, base, page, label, width < 500, m)
        # A page too short to scroll: the first section.
        set_viewport(browser, 1280, 1200)
        m = sweep_page(browser, run, base, PAGES[1], "1280x1200", expect_positions="data")
        run.check("short page does not scroll", m is not None and m["max"] < 1, "the short page scrolls at 1280x1200")
        # Zoom: a 1280 px window at 150 % is 853 CSS px at device scale 1.5; a phone at scale 3.
        for width, height, scale, label in [(853, 600, 1.5, "zoom150"), (390, 844, 3, "390@3x")]:
            set_viewport(browser, width, height, scale)
            for page in PAGES:
                sweep_page(browser, run, base, page, label)
        # The fonts missing: fallback faces wrap differently (at least at one width), and the
        # sentinel must notice exactly when they moved the last heading.
        browser.execute_cdp_cmd("Network.enable", {})
        browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/assets/fonts/*"]})
        browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        for width, height, label in [(390, 844, "nofont-390"), (1280, 700, "nofont-1280")]:
            set_viewport(browser, width, height)
            m = sweep_page(browser, run, base, PAGES[0], label, expect_positions="truth")
            if m:
                click_and_hash(browser, run, base, PAGES[0], label, width < 500, m)
        browser.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
        run.check("missing fonts moved a page", run.counts["pages the missing fonts moved"] > 0,
                  "the fallback faces laid every page out as the shipped fonts do: the sentinel went untested")
    finally:
        browser.quit()
        server.shutdown()
        shutil.rmtree(work, ignore_errors=True)

    report(run.counts, run.failures, started, width=45, shown=60)


if __name__ == "__main__":
    main()
