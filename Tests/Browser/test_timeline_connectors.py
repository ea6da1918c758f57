#!/usr/bin/python3
"""Timeline and steps connectors touch their dots, with JavaScript on and off.

Builds the fixture site Tests/Fixtures/layout-en and the bundled documentation site with
the current `sitegen`, serves each over loopback HTTP, and opens every page holding a
timeline or steps block (`.sg-timeline`, `.sg-steps`) in headless Chromium at 320, 390
(mobile device metrics) and 1280 px, once with JavaScript on and once with it off
(DevTools `Emulation.setScriptExecutionDisabled`; on a page with a table of contents,
the runtime's mark on <html> proves whether sitegen.js ran). For every connector `tl-<n>-line-<i>` it checks, on the
browser's own rectangles, that it starts at dot i's bottom, ends at dot i+1's top and is
centred on dot i, each within 1 px; that every item but the last has one; and that the
page's layout data (`sg-layout`) has an anchor for every dot and connector.

Prints the counts and "N passed, M failed"; exits non-zero on a failure or when nothing
was checked. Run from the repository root: /usr/bin/python3 Tests/Browser/test_timeline_connectors.py
"""
import json
import os
import shutil
import tempfile
import time

from browser_support import build_site, Checks, chromium, report, serve, sitegen_binary

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
SITES = {"layout-en": os.path.join(ROOT, "Tests", "Fixtures", "layout-en"), "bundled": ROOT}
WIDTHS = [320, 390, 1280]
TOLERANCE = 1.0

# Synchronous: with scripts disabled, promises and animation frames never call back.
MEASURE = """
  const rect = e => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; };
  const blocks = [...document.querySelectorAll('.sg-timeline, .sg-steps')].map(block => ({
    id: block.id,
    items: [...block.children].filter(c => c.classList.contains('sg-tl-item')).map(item => ({
      dot: item.querySelector(':scope > .sg-tl-dot') && rect(item.querySelector(':scope > .sg-tl-dot')),
      dotID: item.querySelector(':scope > .sg-tl-dot')?.id,
      line: item.querySelector(':scope > .sg-tl-line') && rect(item.querySelector(':scope > .sg-tl-line')),
      lineID: item.querySelector(':scope > .sg-tl-line')?.id,
    })),
  }));
  return {blocks: blocks, ran: document.documentElement.dataset.sgPositions != null,
          hasToc: !!document.querySelector('.toc-list'), innerWidth: window.innerWidth,
          fonts: document.fonts.status};
"""


def timeline_pages(output):
    pages = []
    for folder, _, files in os.walk(output):
        for name in files:
            if not name.endswith(".html"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8") as f:
                text = f.read()
            if 'class="sg-tl-dot"' not in text:
                continue
            data = None
            if 'id="sg-layout">' in text:
                start = text.index('id="sg-layout">') + len('id="sg-layout">')
                data = json.loads(text[start:text.index("</script>", start)])
            pages.append(("/" + os.path.relpath(path, output).replace(os.sep, "/"), data))
    return sorted(pages, key=lambda p: p[0])


def close(a, b):
    return abs(a - b) <= TOLERANCE + 1e-9


def main():
    started = time.time()
    binary = sitegen_binary()
    work = tempfile.mkdtemp(prefix="sitegen-timeline-")
    browser = chromium(work, 60)
    check = Checks()
    counts, failures = check.counts, check.failures

    try:
        for site, source in SITES.items():
            output = os.path.join(work, site)
            build_site(binary, source, output)
            pages = timeline_pages(output)
            print("%s: %d pages with a timeline or steps block" % (site, len(pages)))
            check("site has timelines", bool(pages), "%s: no page has a timeline" % site)
            server, base = serve(output)
            try:
                for url, data in pages:
                    for script_off in (False, True):
                        browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": script_off})
                        for width in WIDTHS:
                            browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                                "width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 500})
                            browser.get(base + url)
                            for _ in range(200):
                                if browser.execute_script("return document.fonts.status") == "loaded":
                                    break
                                time.sleep(0.05)
                            seen = browser.execute_script(MEASURE)
                            for _ in range(40):
                                if script_off or seen["ran"] or not seen["hasToc"]:
                                    break
                                time.sleep(0.05)
                                seen = browser.execute_script(MEASURE)
                            check("fonts loaded", seen["fonts"] == "loaded", "%s%s@%d: fonts %s" % (site, url, width, seen["fonts"]))
                            mode = "js-off" if script_off else "js-on"
                            where = "%s%s %s@%d" % (site, url, mode, width)
                            if seen["hasToc"]:
                                check("javascript " + mode, seen["ran"] != script_off, where + ": sitegen.js ran: %s" % seen["ran"])
                            for block in seen["blocks"]:
                                items = block["items"]
                                counts["blocks checked"] += 1
                                for i, item in enumerate(items):
                                    check("dot", item["dot"] is not None, "%s #%s item %d has no dot" % (where, block["id"], i))
                                    last = i == len(items) - 1
                                    check("one connector per gap", (item["line"] is None) == last,
                                          "%s #%s item %d: connector %s" % (where, block["id"], i, item["line"]))
                                    if last or item["line"] is None or item["dot"] is None or items[i + 1]["dot"] is None:
                                        continue
                                    dx, dy, dw, dh = item["dot"]
                                    nx, ny, nw, nh = items[i + 1]["dot"]
                                    lx, ly, lw, lh = item["line"]
                                    ok = close(ly, dy + dh) and close(ly + lh, ny) and close(lx + lw / 2, dx + dw / 2)
                                    check("connector touches its dots", ok,
                                          "%s #%s: dot %s, line %s, next dot %s" % (where, block["id"], item["dot"], item["line"], items[i + 1]["dot"]))
                                    if data and not script_off:
                                        for anchor in (item["dotID"], item["lineID"]):
                                            present = all(anchor in v["anchors"] for v in data["variants"])
                                            check("anchor in the layout data", present, "%s: no anchor %s" % (where, anchor))
                browser.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": False})
            finally:
                server.shutdown()
    finally:
        browser.quit()
        shutil.rmtree(work, ignore_errors=True)

    report(counts, failures, started, required="connector touches its dots", width=40, shown=40)


if __name__ == "__main__":
    main()
