#!/usr/bin/python3
"""Page fidelity: the layout data sitegen embeds in pages against Chromium's own layout.

Builds the fixture sites Tests/Fixtures/layout-en and layout-zh (English and Chinese pages
with every block kind, long and short) and the bundled documentation site (the repository
root) with the current `sitegen`, serves each output over loopback HTTP, and opens every
real page of the output that carries the layout data contract (`#sg-content` and the
`<script type="application/json" id="sg-layout">` block), in the default theme, in
headless Chromium. For every width variant in the data, at the smallest and the largest
viewport the variant serves (a finite stand-in for an unbounded range), it sets the
viewport with DevTools device metrics emulation (mobile below 500 px), waits for the
fonts, reads the rectangle of every anchored element relative to `#sg-content` and the
content's height, and compares them with the variant's data: a match is within 1 CSS px
on x, y, width and height for anchors (0.5 px), 1 px for heights.
Every site is checked twice: with Chromium's classic 15 px scrollbars (desktop Linux and
Windows) and with hidden ones (`--hide-scrollbars`, as overlay scrollbars take no room).

Anchors marked `"unverified": true` (below something the engine could not measure) are
counted apart and not compared; so is the height of a variant marked unverified.

Prints the rates per site and variant, the misses by kind, and "N passed, M failed";
exits non-zero when a variant's anchor rate is below 99.5 %, an anchor of a fixture page
of tables or symbols misses at all, a page's height is off by
more than 1 px, the content column is not the variant's width, the page overflows the
viewport sideways, a font fails to load, a page has one half of the contract without the
other, or a site yields no page to check (nothing checked is never a pass).

Run from the repository root: /usr/bin/python3 Tests/Browser/test_page_fidelity.py
PAGE_FIDELITY_SITES=layout-en limits the sites (comma-separated: layout-en, layout-zh, bundled);
PAGE_FIDELITY_SCROLLBARS=hidden limits the scrollbar modes (classic, hidden).
"""
import json
import os
import shutil
import sys
import tempfile
import time
from collections import Counter, defaultdict

from browser_support import build_site, chromium, serve, sitegen_binary

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SITES = {
    "layout-en": os.path.join(ROOT, "Tests", "Fixtures", "layout-en"),
    "layout-zh": os.path.join(ROOT, "Tests", "Fixtures", "layout-zh"),
    "bundled": ROOT,
}
REQUIRED_RATE = 0.995
TOLERANCE = 1.0
ANCHOR_TOLERANCE = 0.5
SCROLLBARS = {"classic": False, "hidden": True}
UNBOUNDED_VIEWPORT = 1920

MEASURE = """
const done = arguments[arguments.length - 1];
const ids = arguments[0];
document.fonts.ready.then(() => requestAnimationFrame(() => requestAnimationFrame(() => {
  const root = document.getElementById('sg-content');
  const box = root.getBoundingClientRect();
  const anchors = {};
  const tags = {};
  for (const id of ids) {
    const element = document.getElementById(id);
    if (!element) { anchors[id] = null; continue; }
    const r = element.getBoundingClientRect();
    anchors[id] = [r.left - box.left, r.top - box.top, r.width, r.height];
    tags[id] = element.tagName.toLowerCase();
  }
  done({innerWidth: window.innerWidth, width: box.width, height: box.height, anchors: anchors, tags: tags,
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        fonts: [...document.fonts].filter(f => f.status === 'error').map(f => f.family)});
})), error => done({error: String(error)}));
"""





def pages_with_data(output):
    """The pages carrying the contract, and the pages carrying only half of it."""
    pages = []
    broken = []
    for folder, _, files in os.walk(output):
        for name in files:
            if not name.endswith(".html"):
                continue
            path = os.path.join(folder, name)
            url = "/" + os.path.relpath(path, output).replace(os.sep, "/")
            with open(path, encoding="utf-8") as f:
                text = f.read()
            has_data = text.count('id="sg-layout"')
            has_content = text.count('id="sg-content"')
            if has_data == 1 and has_content == 1:
                start = text.index('id="sg-layout">') + len('id="sg-layout">')
                data = json.loads(text[start:text.index("</script>", start)])
                pages.append((url, data))
            elif has_data or has_content:
                broken.append((url, "sg-content %d times, sg-layout %d times" % (has_content, has_data)))
    return sorted(pages), sorted(broken)


def viewports(variant):
    low = variant["minViewport"]
    high = variant["maxViewport"] if variant["maxViewport"] is not None else UNBOUNDED_VIEWPORT
    return sorted({low, high})


def close(a, b, tolerance=TOLERANCE):
    return abs(a - b) <= tolerance + 1e-9


def strict(url):
    """Whether every anchor of the page must match (no miss allowed): the fixture pages of
    wide tables and of characters from the fallback fonts."""
    return url.startswith("/articles/tables/") or url.startswith("/articles/symbols/")


def check_page(browser, base, site, url, data, stats, misses, miss_kinds, height_misses, structural):
    """Opens one page at both ends of every variant's viewport range and compares."""
    ids = sorted({i for v in data["variants"] for i in v["anchors"]})
    browser.get(base + url)
    for variant in data["variants"]:
        for viewport in viewports(variant):
            browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": viewport, "height": 900, "deviceScaleFactor": 1, "mobile": viewport < 500})
            seen = browser.execute_async_script(MEASURE, ids)
            name = variant["name"]
            where = (site, url, name, viewport)
            if "error" in seen or seen["fonts"]:
                structural.append(where + ("fonts failed: %s" % seen,))
                continue
            if seen["innerWidth"] != viewport or not close(seen["width"], variant["contentWidth"]):
                structural.append(where + ("viewport %s, content width %.3f, expected %d"
                                           % (seen["innerWidth"], seen["width"], variant["contentWidth"]),))
            if seen["overflow"] > 0:
                structural.append(where + ("the page is %d px wider than the viewport" % seen["overflow"],))
            counts = stats[(site, name)]
            counts["pages"] += 1
            if variant.get("unverified"):
                counts["heights unverified"] += 1
            elif close(seen["height"], variant["height"]):
                counts["heights passed"] += 1
                if abs(seen["height"] - variant["height"]) < 1e-6:
                    counts["heights exact"] += 1
            else:
                counts["heights failed"] += 1
                height_misses.append(where + (variant["height"], seen["height"]))
            for anchor_id, mine in sorted(variant["anchors"].items()):
                theirs = seen["anchors"].get(anchor_id)
                if mine.get("unverified"):
                    counts["anchors unverified"] += 1
                    continue
                kind = seen["tags"].get(anchor_id, "missing")
                engine = [mine["x"], mine["y"], mine["w"], mine["h"]]
                if theirs is not None and all(close(a, b, ANCHOR_TOLERANCE) for a, b in zip(engine, theirs)):
                    counts["anchors passed"] += 1
                    if all(abs(a - b) < 1e-6 for a, b in zip(engine, theirs)):
                        counts["anchors exact"] += 1
                else:
                    counts["anchors failed"] += 1
                    if strict(url):
                        counts["strict anchors failed"] += 1
                    miss_kinds[kind] += 1
                    misses.append((kind,) + where + (anchor_id, mine, theirs))
    browser.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def main():
    started = time.time()
    chosen = [s for s in os.environ.get("PAGE_FIDELITY_SITES", ",".join(SITES)).split(",") if s]
    unknown = [s for s in chosen if s not in SITES]
    if unknown or not chosen:
        sys.exit("unknown sites %s: choose among %s" % (unknown, ", ".join(SITES)))
    modes = [m for m in os.environ.get("PAGE_FIDELITY_SCROLLBARS", ",".join(SCROLLBARS)).split(",") if m]
    if not modes or any(m not in SCROLLBARS for m in modes):
        sys.exit("unknown scrollbar modes %s: choose among %s" % (modes, ", ".join(SCROLLBARS)))
    binary = sitegen_binary()
    work = tempfile.mkdtemp(prefix="sitegen-page-fidelity-")
    stats = defaultdict(Counter)          # (site with its scrollbar mode, variant name) -> counters
    misses = []                           # (kind, site, page, variant, viewport, id, engine, chromium)
    miss_kinds = Counter()
    height_misses = []
    structural = []
    pages_by_site = Counter()
    checked = []
    try:
        for site in chosen:
            output = os.path.join(work, site)
            log = build_site(binary, SITES[site], output)
            warnings = [line for line in log.splitlines() if ": warning: " in line]
            pages, broken = pages_with_data(output)
            print("%s: %d pages with layout data, %d build warnings" % (site, len(pages), len(warnings)))
            for url, problem in broken:
                structural.append((site, url, "-", 0, "half the layout data contract: " + problem))
            server, base = serve(output)
            try:
                for mode in modes:
                    where = "%s (%s scrollbars)" % (site, mode)
                    checked.append(where)
                    browser = chromium(os.path.join(work, mode), 120, hide_scrollbars=SCROLLBARS[mode])
                    try:
                        for url, data in pages:
                            pages_by_site[where] += 1
                            check_page(browser, base, where, url, data, stats, misses, miss_kinds, height_misses,
                                       structural)
                    finally:
                        browser.quit()
            finally:
                server.shutdown()
    finally:
        shutil.rmtree(work, ignore_errors=True)

    failed_bar = False
    print("page fidelity: %d pages, sites %s" % (sum(pages_by_site.values()), ", ".join(checked)))
    for site in checked:
        print("  %s: %d pages" % (site, pages_by_site[site]))
        for (where, name), s in stats.items():
            if where != site:
                continue
            total = s["anchors passed"] + s["anchors failed"]
            rate = s["anchors passed"] / total if total else 1.0
            if rate < REQUIRED_RATE or s["strict anchors failed"]:
                failed_bar = True
            heights = s["heights passed"] + s["heights failed"]
            print("    %-10s anchors %.4f (%d of %d within %g px, %d exact; %d unverified, not compared), "
                  "heights %.4f (%d of %d, %d exact; %d unverified)"
                  % (name, rate, s["anchors passed"], total, ANCHOR_TOLERANCE, s["anchors exact"], s["anchors unverified"],
                     s["heights passed"] / heights if heights else 1.0, s["heights passed"], heights,
                     s["heights exact"], s["heights unverified"]))
    empty = [site for site in checked if pages_by_site[site] == 0]
    for site in empty:
        print("  %s: no page carries the layout data: nothing was checked" % site)
    if miss_kinds:
        print("anchor misses by kind: " + ", ".join("%s %d" % item for item in sorted(miss_kinds.items())))
    for kind, site, url, name, viewport, anchor_id, mine, theirs in misses[:60]:
        print("  %s %s%s %s@%d #%s: engine %s, chromium %s"
              % (kind, site, url, name, viewport, anchor_id,
                 [mine["x"], mine["y"], mine["w"], mine["h"]], [round(v, 3) for v in theirs] if theirs else None))
    for site, url, name, viewport, mine, theirs in height_misses:
        print("  height %s%s %s@%d: engine %.3f, chromium %.3f" % (site, url, name, viewport, mine, theirs))
    for entry in structural:
        print("  page %s%s %s@%d: %s" % entry)
    passed = sum(s["anchors passed"] + s["heights passed"] for s in stats.values())
    failed = sum(s["anchors failed"] + s["heights failed"] for s in stats.values()) + len(structural) + len(empty)
    print("time: %.1f s" % (time.time() - started))
    print("%d passed, %d failed" % (passed, failed))
    if failed_bar or height_misses or structural or empty or passed == 0:
        sys.exit(1)


if __name__ == "__main__":
    main()
