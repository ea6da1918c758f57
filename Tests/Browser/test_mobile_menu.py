#!/usr/bin/python3
"""The phone menu lists the folder's pages: behind the header's menu button, after the
sections, the sidebar's pages with the current one marked.

Builds the fixture site Tests/Fixtures/toc with the current `sitegen`, serves it over
loopback HTTP and opens an article (/guide/long/), a folder's page (/guide/) and a list page
(/posts/) in headless Chromium at 390 px (mobile device metrics) and 1280 px. Checks:

- at 390 px the menu button shows and the sidebar does not; the closed menu draws nothing;
  opening it (a click on its button) shows, after the sections, the folder's name and its
  pages: the sidebar's links, in its order, with the article marked `aria-current="page"`,
  each drawn (a box of some height inside the open panel);
- closing and opening it again shows the same list once;
- at 1280 px the menu is hidden and the sidebar shows.

(The list is written into each page twice, in the sidebar and in the menu: 4 KB of a 30 KB
page. Copying it from the sidebar with sitegen.js when the menu opens would not fit the
runtime's 5 KB budget.)

Prints the counts and "N passed, M failed"; exits non-zero on any failure.
Run from the repository root: /usr/bin/python3 Tests/Browser/test_mobile_menu.py
"""
import os
import time

from browser_support import emulate, open_page, report, site_in_chromium
from test_toc_highlight import READY

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FIXTURE = os.path.join(ROOT, "Tests", "Fixtures", "toc")
PAGES = ["/guide/long/", "/guide/", "/posts/"]

STATE = """
const shown = e => !!e && getComputedStyle(e).display != 'none' && e.getBoundingClientRect().height > 0;
const menu = document.querySelector('details.menu'), side = document.querySelector('nav.sidebar');
const panel = menu && menu.querySelector('.menu-panel');
const pages = panel ? [...panel.querySelectorAll('.menu-pages')] : [];
const visible = pages.filter(n => n.checkVisibility() && n.getBoundingClientRect().height > 0).length;
const links = pages.length ? [...pages[0].querySelectorAll('a')] : [];
const p = panel && panel.getBoundingClientRect();
return {
  menuShown: shown(menu), sideShown: shown(side), open: !!menu && menu.open, lists: pages.length, visible: visible,
  heading: pages.length ? pages[0].querySelector('.menu-heading')?.textContent : null,
  label: pages.length ? pages[0].getAttribute('aria-label') : null,
  links: links.map(a => [a.getAttribute('href'), a.getAttribute('aria-current'), a.textContent]),
  drawn: links.every(a => { const b = a.getBoundingClientRect(); return a.checkVisibility() && b.height > 0 && b.top >= p.top - 1; }),
  sections: panel ? panel.querySelectorAll('nav')[0]?.getAttribute('aria-label') : null,
  sidebar: side ? [...side.querySelectorAll('.sidebar-list a')].map(a => [a.getAttribute('href'), a.getAttribute('aria-current'), a.textContent]) : [],
  sideTitle: side ? side.querySelector('.sidebar-title')?.textContent : null,
  sideLabel: side ? side.getAttribute('aria-label') : null,
};
"""


def main():
    started = time.time()
    with site_in_chromium(FIXTURE, "sitegen-menu-", 60) as (browser, base, check):
        for width, height in [(390, 844), (1280, 800)]:
            emulate(browser, width, height)
            for page in PAGES:
                where = "%s@%d" % (page, width)
                open_page(browser, base + page, READY)
                closed = browser.execute_script(STATE)
                if width >= 864:
                    check("wide: the sidebar, no menu", closed["sideShown"] and not closed["menuShown"], "%s: %s" % (where, closed))
                    continue
                check("narrow: the menu, no sidebar", closed["menuShown"] and not closed["sideShown"], "%s: %s" % (where, closed))
                check("nothing drawn while closed", closed["visible"] == 0, "%s: %d lists drawn" % (where, closed["visible"]))
                browser.execute_script("document.querySelector('details.menu > summary').click()")
                opened = browser.execute_script(STATE)
                check("the menu opens", opened["open"], where)
                check("one list of the folder's pages", opened["lists"] == 1 and opened["visible"] == 1,
                      "%s: %d lists, %d drawn" % (where, opened["lists"], opened["visible"]))
                check("the sidebar's links, in order", opened["links"] == opened["sidebar"] and len(opened["links"]) >= 2,
                      "%s: %s, sidebar %s" % (where, opened["links"], opened["sidebar"]))
                current = [href for href, mark, _ in opened["links"] if mark == "page"]
                if page == "/guide/long/":  # an article; the others are folders' own pages
                    check("the current page marked", current == [page], "%s: %s" % (where, current))
                check("the folder's name heads it", opened["heading"] == opened["sideTitle"] and opened["label"] == opened["sideLabel"],
                      "%s: %r %r, sidebar %r %r" % (where, opened["heading"], opened["label"], opened["sideTitle"], opened["sideLabel"]))
                check("every link drawn in the panel", opened["drawn"], where)
                browser.execute_script("document.querySelector('details.menu > summary').click()")
                browser.execute_script("document.querySelector('details.menu > summary').click()")
                again = browser.execute_script(STATE)
                check("opened again, the same list", again["open"] and again["lists"] == 1 and again["links"] == opened["links"],
                      "%s: %d lists" % (where, again["lists"]))
                print("  %s: %d pages in the menu, current %s" % (where, len(opened["links"]), current))
    report(check.counts, check.failures, started, required="the sidebar's links, in order", width=45, shown=40)


if __name__ == "__main__":
    main()
