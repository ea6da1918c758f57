#!/usr/bin/python3
"""Highlighted code blocks in real Chromium, on the layout fixture's page of code
(Tests/Fixtures/layout-en/Content/articles/code.md), built with the current `sitegen`:

- the Python, Rust, Swift, JavaScript, TypeScript, Go, C, Java, Bash, JSON, YAML and SQL
  blocks each show at least 3 token colours, in the light palette and in the dark one
  (prefers-color-scheme emulated), and the two palettes differ;
- each block has a copy button (a <button>, so keyboard reachable) that puts the block's
  exact source, as written in the Markdown, on the clipboard (by click; by Enter on the
  first), and the page's live status region announces it;
- at 390 px (phone metrics) the 130-character shell command is one line: its box is one
  line high, its content wider than its box, and it scrolls sideways;
- each block's box is its lines' height plus padding, with classic scrollbars and with
  hidden ones (two browsers), whether or not it overflows;
- all of sitegen's script on the page is at most 5 KB unminified and none blocks rendering,
  besides the one inline script that keeps the page hidden until its preloaded faces have
  loaded (at most 300 bytes; see test_font_wait.py).

Prints the counts and "N passed, M failed"; exits non-zero on any failure.
Run from the repository root: /usr/bin/python3 Tests/Browser/test_code_blocks.py
"""
import os
import re
import shutil
import tempfile
import time
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser_support import ROOT, build_site, Checks, chromium, emulate, open_page, report, serve, sitegen_binary

FIXTURE = os.path.join(ROOT, "Tests", "Fixtures", "layout-en")
PAGE = os.path.join(FIXTURE, "Content", "articles", "code.md")
LANGUAGES = ["python", "rust", "swift", "js", "typescript", "go", "c", "java", "bash", "json", "yaml", "sql"]
LINE_HEIGHT, PADDING = 22, 24

READY = """
const done = arguments[arguments.length - 1];
document.fonts.ready.then(() => requestAnimationFrame(() => done(true)));
"""

COLOURS = """
return [...document.querySelectorAll('#sg-content .code-block')].map(b => {
  const code = b.querySelector('code');
  const colours = new Set([...code.querySelectorAll('[class^=tok-]')].map(s => getComputedStyle(s).color));
  const byClass = {};
  for (const s of code.querySelectorAll('[class^=tok-]')) byClass[s.className] = getComputedStyle(s).color;
  return {language: (code.className.match(/language-(\\S+)/) || [])[1] || '', colours: [...colours], byClass: byClass};
});
"""

BOXES = """
return [...document.querySelectorAll('#sg-content .code-block > pre')].map(p => ({
  lines: Number(p.style.getPropertyValue('--sg-code-lines')), height: p.getBoundingClientRect().height,
  scrollWidth: p.scrollWidth, clientWidth: p.clientWidth, text: p.textContent,
  lineRects: p.querySelector('code').getClientRects().length}));
"""


def sources():
    """Each fenced block's exact code, in page order, from the Markdown."""
    blocks, current = [], None
    for line in open(PAGE, encoding="utf-8").read().split("\n"):
        if line.startswith("```"):
            if current is None:
                current = []
            else:
                blocks.append("".join(l + "\n" for l in current))
                current = None
        elif current is not None:
            current.append(line)
    return blocks


def check_colours(browser, checks):
    light = browser.execute_script(COLOURS)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    dark = browser.execute_script(COLOURS)
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    found = {block["language"]: (block, night) for block, night in zip(light, dark)}
    for language in LANGUAGES:
        if language not in found:
            checks("language block present", False, language)
            continue
        block, night = found[language]
        checks("3 token colours (light)", len(block["colours"]) >= 3, "%s: %s" % (language, block["colours"]))
        checks("3 token colours (dark)", len(night["colours"]) >= 3, "%s: %s" % (language, night["colours"]))
        differing = [c for c in block["byClass"] if block["byClass"][c] != night["byClass"].get(c)]
        checks("palettes differ", len(differing) == len(block["byClass"]) > 0,
               "%s: same colour in both palettes for %s" % (language, sorted(set(block["byClass"]) - set(differing))))


def check_copy(browser, checks, expected):
    browser.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": browser.current_url.split("/articles")[0],
        "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    buttons = browser.find_elements(By.CSS_SELECTOR, "#sg-content .code-block > button.code-copy")
    blocks = browser.find_elements(By.CSS_SELECTOR, "#sg-content .code-block")
    checks("a copy button per block", len(buttons) == len(blocks) == len(expected),
           "%d buttons, %d blocks, %d fences" % (len(buttons), len(blocks), len(expected)))
    for index, (button, source) in enumerate(zip(buttons, expected)):
        browser.execute_script("navigator.clipboard.writeText('')")
        if index == 0:
            button.send_keys(Keys.ENTER)  # focused and pressed from the keyboard
        else:
            browser.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
            button.click()
        copied = browser.execute_async_script("""
const done = arguments[arguments.length - 1];
setTimeout(() => navigator.clipboard.readText().then(t => done({text: t,
  status: document.querySelector('.sg-copy-status').textContent, live: document.querySelector('.sg-copy-status').getAttribute('aria-live')}),
  e => done({error: String(e)})), 100);
""")
        checks("copy gives the exact source", copied.get("text") == source,
               "block %d: %r instead of %r" % (index + 1, copied.get("text", copied.get("error"))[:80], source[:80]))
        checks("copy is announced", copied.get("status") == "Copied" and copied.get("live") == "polite",
               "block %d: status %r, aria-live %r" % (index + 1, copied.get("status"), copied.get("live")))


def check_boxes(browser, checks, mode, width):
    for index, box in enumerate(browser.execute_script(BOXES)):
        want = box["lines"] * LINE_HEIGHT + PADDING
        checks("block height (%s scrollbars)" % mode, abs(box["height"] - want) < 0.01,
               "%d px viewport, block %d: %.3f px instead of %d" % (width, index + 1, box["height"], want))
        if len(box["text"].rstrip("\n")) == 130:
            checks("long command is one line at 390 px", box["lines"] == 1 and box["lineRects"] == 1, str(box))
            checks("long command overflows its box", box["scrollWidth"] > box["clientWidth"], str(box))
            scrolled = browser.execute_script("""
const p = [...document.querySelectorAll('#sg-content .code-block > pre')][arguments[0]];
p.scrollLeft = 200; return p.scrollLeft;""", index)
            checks("long command scrolls sideways", scrolled > 0, "scrollLeft %s" % scrolled)


def check_scripts(browser, base, checks):
    scripts = browser.execute_script("""
return [...document.scripts].map(s => ({src: s.src, type: s.type, defer: s.defer, async: s.async, length: s.text.length, text: s.text}));""")
    total = 0
    for script in scripts:
        if script["type"] == "application/json":
            continue
        if script["src"]:
            total += len(urllib.request.urlopen(script["src"]).read())
            checks("script never blocks rendering", script["defer"] or script["async"], script["src"])
        elif "data-sg-face" in script["text"]:
            checks("font wait at most 300 bytes", script["length"] <= 300, "%d bytes" % script["length"])
        else:
            total += script["length"]
            checks("no other inline script", False, "an inline script of %d bytes" % script["length"])
    checks("script at most 5 KB", 0 < total <= 5 * 1024, "%d bytes" % total)


def main():
    started = time.time()
    binary = sitegen_binary()
    work = tempfile.mkdtemp(prefix="sitegen-code-blocks-")
    checks = Checks()
    expected = sources()
    try:
        output = os.path.join(work, "public")
        build_site(binary, FIXTURE, output)
        server, base = serve(output)
        url = base + "/articles/code/"
        for mode in ["classic", "hidden"]:
            browser = chromium(work + "/" + mode, 60, hide_scrollbars=mode == "hidden")
            try:
                for width in [390, 800, 1400]:
                    emulate(browser, width, 900)
                    open_page(browser, url, READY)
                    check_boxes(browser, checks, mode, width)
                    if mode == "classic" and width == 390:
                        check_colours(browser, checks)
                        check_scripts(browser, base, checks)
                        check_copy(browser, checks, expected)
            finally:
                browser.quit()
        server.shutdown()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    report(checks.counts, checks.failures, started, required="copy gives the exact source")


if __name__ == "__main__":
    main()
