#!/usr/bin/python3
"""Long unbreakable text placed where Chromium draws it: words longer than a line, cut at
grapheme boundaries (`overflow-wrap: anywhere`), and code lines longer than a line, which
never wrap (they scroll sideways inside their block).

Writes a one-page site whose sections each hold one such block, followed by the next
section's heading: a word of random base64 letters (kerning and contextual alternates at
every cut), a word of one letter, code spans in one word, a code line without spaces, a
code line with spaces and tabs, a long URL, and a word of accented letters and Chinese. It
builds it with the current `sitegen`, serves it over loopback HTTP and opens the page in
headless Chromium at the narrowest viewport of every width variant (every phone width,
mobile device metrics below 500 px). After `document.fonts.ready` it checks, for the
variant whose `contentWidth` is #sg-content's real width:

- every heading's box (x, y, w, h relative to #sg-content) equals its anchor within 0.5 px,
  and no anchor is marked unverified;
- the height of #sg-content equals the data's within 0.5 px;
- the blocks of text do wrap onto many lines (each section is taller than 12 lines), so
  the check means something, and each code line stays one line;
- the runtime used the data (`data-sg-positions="data"`).

Prints the counts and "N passed, M failed"; exits non-zero on any failure.
Run from the repository root: /usr/bin/python3 Tests/Browser/test_long_words.py
"""
import base64
import os
import random
import shutil
import tempfile
import time

from browser_support import build_site, Checks, chromium, emulate, open_page, report, serve, sitegen_binary

TOLERANCE = 0.5
LINES = 12

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
const headings = [...root.querySelectorAll('h2[id]')].map(h => [h.id, box(h)]);
return {width: r.width, height: r.height, variants: data.variants, headings: headings};
"""


def page():
    """The page's Markdown: each section a block no line can hold whole."""
    rng = random.Random(30)
    letters = base64.b64encode(bytes(rng.getrandbits(8) for _ in range(2400))).decode()
    code = "".join(rng.choice(["value", "=", "f(", "x,", "y)", ";", "->", "[i]", "0x1F", "&&"]) for _ in range(700))
    spaced = " ".join(rng.choice(["let", "x", "=", "compute(a,", "b)", "//", "note", "if"]) for _ in range(600))
    url = "https://example.org/" + "/".join(rng.choice(["docs", "a-long-segment", "x", "page_name"]) for _ in range(200))
    accented = "".join(rng.choice(["e\u0301", "a\u0308", "ñ", "中", "文", "ß"]) for _ in range(900))
    sections = [
        ("A word of base64", letters),
        ("A word of one letter", "a" * 2500),
        ("Code spans in one word", "`a`x" * 400),
        ("A code line without spaces", "```\n" + code + "\n```"),
        ("A code line with spaces", "```\n" + spaced + "\n```"),
        ("A long URL", "<" + url + ">"),
        ("Accents and Chinese in one word", accented),
    ]
    text = "---\ntitle: Long words\n---\nEach section holds text that no line can hold whole.\n\n"
    for title, block in sections:
        text += "## %s\n\n%s\n\n" % (title, block)
    return text + "## The end\n\nDone.\n"


def main():
    started = time.time()
    binary = sitegen_binary()
    work = tempfile.mkdtemp(prefix="sitegen-long-words-")
    site = os.path.join(work, "site")
    os.makedirs(os.path.join(site, "Content"))
    with open(os.path.join(site, "Content", "long.md"), "w", encoding="utf-8") as f:
        f.write(page())
    output = os.path.join(work, "public")
    build_site(binary, site, output)
    server, base = serve(output)
    browser = chromium(work, 60)
    check = Checks()
    try:
        close = lambda a, b: abs(a - b) <= TOLERANCE + 1e-9
        emulate(browser, 1280, 900)
        open_page(browser, base + "/long/", READY)
        viewports = sorted(v["minViewport"] for v in browser.execute_script(MEASURE)["variants"])
        seen_variants = set()
        for width in viewports:
            emulate(browser, width, 900)
            positions = open_page(browser, base + "/long/", READY)
            seen = browser.execute_script(MEASURE)
            variant = next((v for v in seen["variants"] if close(v["contentWidth"], seen["width"])), None)
            check("variant", variant is not None, "%d px: no variant of width %.2f" % (width, seen["width"]))
            if variant is None:
                continue
            seen_variants.add(variant["name"])
            check("data used", positions == "data", "%d px: positions %r" % (width, positions))
            check("height", close(seen["height"], variant["height"]),
                  "%d px: #sg-content %.3f high, data %s" % (width, seen["height"], variant["height"]))
            previous = None
            for heading_id, b in seen["headings"]:
                anchor = variant["anchors"].get(heading_id)
                check("anchor present", anchor is not None, "%d px: #%s has no anchor" % (width, heading_id))
                if anchor is None:
                    continue
                check("anchor verified", not anchor.get("unverified"), "%d px: #%s unverified" % (width, heading_id))
                engine = (anchor["x"], anchor["y"], anchor["w"], anchor["h"])
                drawn = (b["x"], b["y"], b["w"], b["h"])
                check("heading", all(close(a, c) for a, c in zip(engine, drawn)),
                      "%d px: #%s at %s in the data, %s in Chromium" % (width, heading_id, engine, drawn))
                if previous is not None and previous[1].startswith("a-code-line"):
                    # The heading (12 px below it), one 22 px line in 24 px of padding, 36 px above the next heading.
                    check("code line stays one line", close(b["y"] - previous[0], previous[2] + 12 + 22 + 24 + 36),
                          "%d px: the code section before #%s is %.0f px high" % (width, heading_id, b["y"] - previous[0]))
                elif previous is not None:
                    check("section wraps", b["y"] - previous[0] > LINES * 24,
                          "%d px: the section before #%s is only %.0f px high" % (width, heading_id, b["y"] - previous[0]))
                previous = (b["y"], heading_id, b["h"])
        check("every variant", len(seen_variants) == len(viewports),
              "checked %s of %d variants" % (sorted(seen_variants), len(viewports)))
    finally:
        browser.quit()
        server.shutdown()
        shutil.rmtree(work, ignore_errors=True)
    report(check.counts, check.failures, started, required="heading")


if __name__ == "__main__":
    main()
