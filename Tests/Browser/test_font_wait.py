#!/usr/bin/python3
"""A page waits for the faces it preloads before it shows, so nothing painted moves when they
arrive; and it shows after 3 s if they never do.

Builds the bundled site (Content/) with the current `sitegen` and a copy of it without the
pages' `<link rel="preload" as="font">` lines (their faces are what the page's script waits
for: without them it waits for nothing). Serves both from loopback HTTP with every font
answered late (FONT_DELAY seconds) and opens docs pages with tables and code in headless
Chromium, each load from a blank page with the cache off. Every frame records whether the
page is hidden and whether the body's regular face has loaded. Checks:

- the page is hidden in every frame before the body face has loaded, and shown within a few
  frames after;
- no layout shift at all (layout-shift entries, observed from before the page's own scripts);
- the copy without the preloads does shift on at least one of the pages: the fonts' late
  arrival moves what was painted unless the page waits (so the check above can fail);
- with the fonts answered after 5 s, the page shows after about 3 s anyway.

Prints the counts and "N passed, M failed"; exits non-zero on any failure.
Run from the repository root: /usr/bin/python3 Tests/Browser/test_font_wait.py
"""
import os
import shutil
import tempfile
import threading
import time

from browser_support import (QuietHandler, QuietServer, ROOT, Checks, build_site, chromium, report, sitegen_binary,
                             without_preloads)

FONT_DELAY = 1.0
PAGES = ["/docs/content/", "/docs/cli/", "/docs/configuration/"]

# Runs before the page's own scripts: layout shifts are reported only to an observer
# registered before they happen.
OBSERVE = """
window.__shifts = 0;
new PerformanceObserver(list => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts += e.value; })
  .observe({type: 'layout-shift', buffered: true});
window.__frames = [];
(function frame() {
  let loaded = false;
  for (const face of document.fonts) {
    if (face.family.replace(/"/g, '') === 'SG Body' && face.weight === '400' && face.style === 'normal'
        && face.status === 'loaded') loaded = true;
  }
  const hidden = document.documentElement ? getComputedStyle(document.documentElement).visibility === 'hidden' : true;
  window.__frames.push([performance.now(), loaded, hidden]);
  if (window.__frames.length < 2000) requestAnimationFrame(frame);
})();
"""

RESULT = """
const done = arguments[arguments.length - 1];
const wait = arguments[0];
setTimeout(() => done({shifts: window.__shifts, frames: window.__frames}), wait);
"""


class SlowFontHandler(QuietHandler):
    """Answers every font `delay()` seconds late."""
    delay = staticmethod(lambda: FONT_DELAY)

    def do_GET(self):
        if self.path.startswith("/assets/fonts/"):
            time.sleep(self.delay())
        super().do_GET()


def serve(folder, delay):
    handler = type("Handler", (SlowFontHandler,), {"delay": staticmethod(delay)})
    server = QuietServer(("127.0.0.1", 0), lambda *args: handler(*args, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d" % server.server_address[1]


def load(browser, url, wait_ms):
    browser.get("about:blank")
    browser.get(url)
    return browser.execute_async_script(RESULT, wait_ms)


def main():
    started = time.time()
    check = Checks()
    work = tempfile.mkdtemp(prefix="sitegen-font-wait-")
    delay = [FONT_DELAY]
    servers = []
    browser = None
    try:
        build_site(sitegen_binary(), ROOT, os.path.join(work, "with"))
        without_preloads(os.path.join(work, "with"), os.path.join(work, "without"))
        servers = {side: serve(os.path.join(work, side), lambda: delay[0]) for side in ("with", "without")}
        browser = chromium(work, 30)
        browser.execute_cdp_cmd("Network.enable", {})
        browser.execute_cdp_cmd("Network.setCacheDisabled", {"cacheDisabled": True})
        browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": OBSERVE})
        control_shifts = []
        for page in PAGES:
            result = load(browser, servers["with"][1] + page, int(FONT_DELAY * 1000) + 1500)
            frames = result["frames"]
            first_loaded = next((t for t, loaded, _ in frames if loaded), None)
            check("body face loaded", first_loaded is not None, "%s: the body face never loaded" % page)
            if first_loaded is None:
                continue
            shown_early = [round(t) for t, loaded, hidden in frames if not loaded and not hidden]
            check("hidden until its faces load", not shown_early,
                  "%s: shown before the body face loaded, at %s ms" % (page, shown_early[:3]))
            first_shown = next((t for t, _, hidden in frames if not hidden), None)
            check("shown once they have", first_shown is not None and first_shown - first_loaded < 200,
                  "%s: body face at %.0f ms, shown at %s" % (page, first_loaded, first_shown))
            check("no layout shift", result["shifts"] == 0, "%s: layout shift %.4f" % (page, result["shifts"]))
            control = load(browser, servers["without"][1] + page, int(FONT_DELAY * 1000) + 1500)
            control_shifts.append(control["shifts"])
        check("without the wait, late fonts move the page", any(shift > 0 for shift in control_shifts),
              "no shift without the preloads on any page: %s" % control_shifts)
        # Fonts that never come in time: the page shows after 3 s, as font-display: block would.
        delay[0] = 5.0
        result = load(browser, servers["with"][1] + PAGES[0], 4000)
        first_shown = next((t for t, _, hidden in result["frames"] if not hidden), None)
        check("shown after 3 s without its fonts", first_shown is not None and 2900 <= first_shown <= 3600,
              "shown at %s ms with fonts 5 s late" % first_shown)
    finally:
        if browser is not None:
            browser.quit()
        for server, _ in (servers.values() if isinstance(servers, dict) else []):
            server.shutdown()
        shutil.rmtree(work, ignore_errors=True)
    report(check.counts, check.failures, started, required="no layout shift")


if __name__ == "__main__":
    main()
