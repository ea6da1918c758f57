#!/usr/bin/python3
"""Search in the default theme, on a generated 2,000-page site (a fifth in Chinese; written
at test time by search_site.py, with planted pages whose sections hold words no other page
has, a page without text and a page of about 5 MB).

Builds it with the current `sitegen`, serves it over loopback HTTP and, in headless Chromium:

- the page loads no search script and no index until search opens;
- `/` opens the dialog with the search field focused; for every planted query (English and
  Chinese: whole words, a word inside a Chinese phrase, several words, prefixes, case and
  accents) typed key by key, the first result links to the planted page's section, and it
  shows within 1 s of the last key; the excerpt marks the match;
- arrow keys move the selection (`aria-selected`, `aria-activedescendant`), Enter opens the
  selected result, whose section exists on the page it lands on; Escape closes; Ctrl+K opens;
- bad input (empty, 1,000 characters, regular-expression characters, only common words, the
  empty and the huge page's titles) gives an answer within 1 s and no script error;
- at 390 px (a phone) the button shows, the dialog fits the screen and finds a result;
- the bytes each query fetched from the index are printed.

Prints the counts and "N passed, M failed"; exits non-zero on any failure.
Run from the repository root: /usr/bin/python3 Tests/Browser/test_search.py
"""
import os
import shutil
import subprocess
import tempfile
import time

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import search_site
from browser_support import Checks, chromium, emulate, open_page, report, serve, sitegen_binary

PAGES = 2000
READY = "const done = arguments[0]; document.fonts.ready.then(() => done(true));"

# Waits until the dialog's status says something (results or none) for the current query;
# returns the time since the last key in ms, the results' hrefs, and the first excerpt's marks.
WAIT = """
const [started, done] = [performance.now(), arguments[arguments.length - 1]];
const tick = () => {
  const list = document.querySelector('#sg-search-list'), status = document.querySelector('.sg-search-status');
  const input = document.querySelector('#sg-search-input');
  const answered = list && list.dataset.query == input.value;
  if (answered || performance.now() - started > 3000) {
    const hrefs = [...list.querySelectorAll('a')].map(a => new URL(a.href).pathname + new URL(a.href).hash);
    const first = list.querySelector('li');
    return done({ms: performance.now() - started, hrefs, answered, status: status.textContent,
                 marks: first ? [...first.querySelectorAll('mark')].map(m => m.textContent) : [],
                 excerptMarks: first ? [...first.querySelectorAll('.sg-search-excerpt mark')].length : 0,
                 errors: window.sgErrors || []});
  }
  requestAnimationFrame(tick);
};
tick();
"""

ERRORS = """
window.sgErrors = [];
addEventListener('error', e => sgErrors.push(String(e.message)));
addEventListener('unhandledrejection', e => sgErrors.push(String(e.reason)));
"""

STATE = """
const dlg = document.querySelector('dialog.sg-search'), input = document.querySelector('#sg-search-input');
const active = input && input.getAttribute('aria-activedescendant');
const selected = [...document.querySelectorAll('#sg-search-list [aria-selected="true"]')].map(e => e.id);
const r = dlg && dlg.getBoundingClientRect();
return {open: !!dlg && dlg.open, focused: document.activeElement == input, role: input && input.getAttribute('role'),
        active, selected, status: document.querySelector('.sg-search-status')?.getAttribute('role'),
        box: r ? [r.left, r.right, r.top, r.bottom] : null, width: innerWidth, height: innerHeight};
"""

# Waits (up to 2 s) for the dialog to open or close, as asked: its script loads on first use.
UNTIL = """
const [open, done] = arguments, started = performance.now();
const tick = () => {
  const dlg = document.querySelector('dialog.sg-search');
  if ((!!dlg && dlg.open) == open || performance.now() - started > 2000) return done(true);
  requestAnimationFrame(tick);
};
tick();
"""

RESOURCES = """
return performance.getEntriesByType('resource').map(e => [new URL(e.name).pathname, e.encodedBodySize || e.transferSize]);
"""


def type_query(browser, text):
    field = browser.find_element(By.ID, "sg-search-input")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(Keys.BACKSPACE)
    if text:
        field.send_keys(text)


def state_when(browser, open):
    browser.execute_async_script(UNTIL, open)
    return browser.execute_script(STATE)


def index_bytes(browser):
    return sum(size for path, size in browser.execute_script(RESOURCES) if path.startswith("/search/"))


def main():
    started = time.time()
    check = Checks()
    work = tempfile.mkdtemp(prefix="sitegen-search-")
    try:
        source, output = os.path.join(work, "site"), os.path.join(work, "public")
        planted = search_site.write(source, pages=PAGES)
        build_started = time.time()
        result = subprocess.run([sitegen_binary(), "build", "--source", source, "--output", output],
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        check("the site builds", result.returncode == 0, result.stdout[-2000:])
        print("  built %d pages in %.1f s" % (PAGES + 3, time.time() - build_started))
        shards = len(os.listdir(os.path.join(output, "search", "s")))
        print("  index: %d shards, manifest %d bytes" % (shards, os.path.getsize(os.path.join(output, "search", "index.json"))))
        server, base = serve(output)
        browser = chromium(work, 30)
        try:
            run_checks(browser, base, planted, check)
        finally:
            browser.quit()
            server.shutdown()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    report(check.counts, check.failures, started, required="the planted section first", width=50)


def open_search_page(browser, base, url="/en/p0001/"):
    open_page(browser, base + url, READY)
    browser.execute_script(ERRORS)


def run_checks(browser, base, planted, check):
    emulate(browser, 1280, 800)
    open_search_page(browser, base)
    loaded = [path for path, _ in browser.execute_script(RESOURCES)]
    check("nothing of search loaded before it opens",
          not any(p.startswith("/search/") or "/search." in p for p in loaded), str(loaded))
    ActionChains(browser).send_keys("/").perform()
    state = state_when(browser, True)
    check("/ opens the dialog, the field focused", state["open"] and state["focused"], str(state))
    check("the field is a combobox, the status announced", state["role"] == "combobox" and state["status"] == "status",
          str(state))
    slowest = 0
    for url, section, queries in planted:
        want = url + "#" + section
        for query in queries:
            before = index_bytes(browser)
            type_query(browser, query)
            got = browser.execute_async_script(WAIT)
            slowest = max(slowest, got["ms"])
            check("the planted section first", got["answered"] and got["hrefs"][:1] == [want],
                  "%r: %s (%s)" % (query, got["hrefs"][:3], got["status"]))
            check("the result within 1 s", got["ms"] <= 1000, "%r: %.0f ms" % (query, got["ms"]))
            check("the match marked", len(got["marks"]) > 0, "%r: %s" % (query, got["marks"]))
            check("no script error", not got["errors"], "%r: %s" % (query, got["errors"]))
            print("  %-32r %5.0f ms  %6d bytes fetched  first %s" % (query, got["ms"], index_bytes(browser) - before,
                                                                     got["hrefs"][:1]))
    print("  slowest planted query: %.0f ms" % slowest)

    # The keyboard: down and up, then Enter opens the selected result.
    url, section, queries = planted[0]
    type_query(browser, "orchard mill harbour")
    several = browser.execute_async_script(WAIT)
    check("several results for words of two pages", len(several["hrefs"]) >= 2 and several["hrefs"][0] == url + "#" + section,
          str(several["hrefs"][:3]))
    field = browser.find_element(By.ID, "sg-search-input")
    field.send_keys(Keys.ARROW_DOWN)
    moved = browser.execute_script(STATE)
    field.send_keys(Keys.ARROW_UP)
    back = browser.execute_script(STATE)
    check("arrows move the selection", moved["selected"] == [moved["active"]] and moved["active"] != back["active"]
          and back["selected"] == [back["active"]], "%s / %s" % (moved, back))
    field.send_keys(Keys.ENTER)
    time.sleep(0.5)
    browser.execute_async_script(READY)
    landed = browser.execute_script("return [location.pathname + location.hash, !!document.getElementById(%r)]" % section)
    check("Enter opens the section, which exists", landed == [url + "#" + section, True], str(landed))

    # Escape closes, Ctrl+K opens again.
    open_search_page(browser, base)
    ActionChains(browser).key_down(Keys.CONTROL).send_keys("k").key_up(Keys.CONTROL).perform()
    check("Ctrl+K opens", state_when(browser, True)["open"], "closed")
    ActionChains(browser).send_keys(Keys.ESCAPE).perform()
    check("Escape closes", not state_when(browser, False)["open"], "open")
    browser.find_element(By.ID, "sg-search-button").click()
    check("the button opens", state_when(browser, True)["open"], "closed")

    # Bad input: an answer, quickly, and no error.
    for query, want in [("zephyrine", None), ("", None), ("x" * 1000, None), ("zephyrine " * 100, None), ("(.*+?[^$]{2}\\|", None),
                        ("the of and", None), ("empty", "/en/empty/"), ("huge page", "/en/huge/"), ("蝴蝶" * 300, None)]:
        type_query(browser, query)
        got = browser.execute_async_script(WAIT)
        label = query[:30] + ("…" if len(query) > 30 else "")
        check("bad input: an answer within 1 s", got["answered"] and got["ms"] <= 1000, "%r: %.0f ms" % (label, got["ms"]))
        check("bad input: no script error", not got["errors"], "%r: %s" % (label, got["errors"]))
        if want:
            check("bad input: the page found", want in got["hrefs"], "%r: %s" % (label, got["hrefs"][:3]))
        print("  bad input %-34r %5.0f ms  %s" % (label, got["ms"], got["status"]))

    # A phone.
    emulate(browser, 390, 844)
    open_search_page(browser, base, "/zh/p0077/")
    browser.find_element(By.ID, "sg-search-button").click()
    state_when(browser, True)
    type_query(browser, "标本")
    url, section, _ = planted[2]
    got = browser.execute_async_script(WAIT)
    state = browser.execute_script(STATE)
    left, right, top, bottom = state["box"]
    check("phone: the dialog fits the screen", left >= 0 and right <= state["width"] and top >= 0 and bottom <= state["height"],
          str(state))
    check("phone: the result found", got["hrefs"][:1] == [url + "#" + section], str(got["hrefs"][:3]))


if __name__ == "__main__":
    main()
