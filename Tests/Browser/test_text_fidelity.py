#!/usr/bin/python3
"""Text fidelity: the engine's line breaks and heights against Chromium's.

Builds and runs the `TextFidelity` tool, which writes paragraphs (English, Chinese,
mixed Chinese with Latin words and inline code, styled runs, long URLs, punctuation)
at font sizes 14-20 px and container widths 280-760 px, with the engine's line count
and height for each (paragraph, width) case. Renders the same paragraphs in headless
Chromium, with the same font files served over loopback HTTP and the CSS the product
uses, and compares. Also compares single-line widths (each paragraph's max-content
width, as a shrink-to-fit inline-block in a very wide container) and where the first styled inline element of each case starts. Prints the agreement rate and every miss by kind; ends with
"N passed, M failed" and fails below 99.5 % or when a single-line width is off by more
than 1/64 px, or an inline element's position is not exact.

Run from the repository root: /usr/bin/python3 Tests/Browser/test_text_fidelity.py
TEXT_FIDELITY_VERBOSE=1 also prints Chromium's and the engine's lines for each miss;
TEXT_FIDELITY_ARGS="--seed 7 --scale 4 --widths 20" runs a larger, different set.
"""
import html
import http.server
import json
import os
import socketserver
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter, defaultdict

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
OUT = os.path.join(ROOT, "Tests", "Browser", "out")
CASES = os.path.join(OUT, "text-fidelity-cases.json")
REQUIRED_RATE = 0.995
VERBOSE = os.environ.get("TEXT_FIDELITY_VERBOSE") == "1"

# The very files the engine loads (FontRole.debianFile); a collection gives face 0 to CSS.
FONTS = {
    "body-regular": "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
    "body-bold": "/usr/share/fonts/opentype/inter/Inter-Bold.otf",
    "body-italic": "/usr/share/fonts/opentype/inter/Inter-Italic.otf",
    "body-bold-italic": "/usr/share/fonts/opentype/inter/Inter-BoldItalic.otf",
    "mono-regular": "/usr/share/fonts/truetype/jetbrains-mono/JetBrainsMono-Regular.ttf",
    "cjk-regular": "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "cjk-bold": "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
}

CSS = """
@font-face { font-family: "SG Body"; src: url(/font/body-regular); font-weight: 400; font-style: normal; font-display: block; }
@font-face { font-family: "SG Body"; src: url(/font/body-bold); font-weight: 700; font-style: normal; font-display: block; }
@font-face { font-family: "SG Body"; src: url(/font/body-italic); font-weight: 400; font-style: italic; font-display: block; }
@font-face { font-family: "SG Body"; src: url(/font/body-bold-italic); font-weight: 700; font-style: italic; font-display: block; }
@font-face { font-family: "SG Mono"; src: url(/font/mono-regular); font-weight: 400; font-style: normal; font-display: block; }
@font-face { font-family: "SG CJK"; src: url(/font/cjk-regular); font-weight: 400; font-style: normal; font-display: block; }
@font-face { font-family: "SG CJK"; src: url(/font/cjk-bold); font-weight: 700; font-style: normal; font-display: block; }
html {
  text-rendering: geometricPrecision; font-synthesis: none; text-spacing-trim: space-all;
  font-kerning: normal; -webkit-text-size-adjust: 100%; text-size-adjust: 100%;
}
body { margin: 0; font-family: "SG Body", "SG CJK"; }
.p { overflow-wrap: anywhere; margin: 0; padding: 0; }
.n { width: 100000px; }
.w { display: inline-block; }
code { font-family: "SG Mono", "SG CJK"; font-size: 0.875em; padding: 0 CODE_PADDINGpx; }
"""

MEASURE = """
const done = arguments[arguments.length - 1];
// Lines are the clusters of text box centres: a line's boxes lie within a few px of one
// another, and lines lie a line height apart (their boxes may overlap when the font is
// taller than the line height).
function lineCount(element) {
  const range = document.createRange();
  range.selectNodeContents(element);
  const half = parseFloat(getComputedStyle(element).lineHeight) / 2;
  const centres = [...range.getClientRects()].filter(r => r.height > 0)
    .map(r => (r.top + r.bottom) / 2).sort((a, b) => a - b);
  let lines = 0, first = -Infinity;
  for (const centre of centres) {
    if (centre - first >= half) { lines++; first = centre; }
  }
  return lines;
}
Promise.all([...document.fonts].map(f => f.load())).then(() => document.fonts.ready).then(() => {
  const result = {faces: [...document.fonts].map(f => f.status), cases: {}, widths: {}};
  for (const el of document.querySelectorAll('.p')) {
    const box = el.getBoundingClientRect();
    const marked = el.querySelector('[data-anchor]');
    let anchor = null;
    if (marked) {
      const first = marked.getClientRects()[0];
      anchor = [first.left - box.left, (first.top + first.bottom) / 2 - box.top];
    }
    result.cases[el.id] = [box.height, lineCount(el), anchor];
  }
  for (const el of document.querySelectorAll('.w')) {
    result.widths[el.id] = el.getBoundingClientRect().width;
  }
  done(result);
}, error => done({error: String(error)}));
"""

LINES = """
const done = arguments[arguments.length - 1];
const result = {};
for (const id of arguments[0]) {
  const element = document.getElementById(id);
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const lines = [];
  let lastTop = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < node.data.length; i++) {
      const range = document.createRange();
      range.setStart(node, i); range.setEnd(node, i + 1);
      const rect = [...range.getClientRects()].filter(r => r.width > 0)[0];
      if (!rect) { if (lines.length) lines[lines.length - 1] += node.data[i]; continue; }
      if (lastTop === null || rect.top > lastTop + 2) { lines.push(''); lastTop = rect.top; }
      lines[lines.length - 1] += node.data[i];
    }
  }
  result[id] = lines;
}
done(result);
"""


def run_markup(run, anchor=False):
    if run.get("lineBreak"):
        return "<br>"
    text = html.escape(run["text"], quote=False)
    if run.get("code"):
        text = "<code>" + text + "</code>"
    if run.get("italic"):
        text = "<em>" + text + "</em>"
    if run.get("bold"):
        text = "<strong>" + text + "</strong>"
    if run.get("link"):
        text = '<a href="#">' + text + "</a>"
    if anchor:
        # Mark the outermost element: its first box is where the run starts.
        end = text.index(">")
        text = text[:end] + " data-anchor" + text[end:]
    return text


def page(paragraphs):
    body = []
    for p in paragraphs:
        inner = "".join(run_markup(r, i == p.get("anchorRun")) for i, r in enumerate(p["runs"]))
        font = "font-size: %spx; line-height: %spx;%s" % (
            p["fontSize"], p["lineHeight"], " font-weight: 700;" if p.get("bold") else "")
        for index, case in enumerate(p["cases"]):
            body.append('<div class="p" id="c%d_%d" lang="%s" style="width: %spx; %s">%s</div>'
                        % (p["id"], index, p["language"], case["width"], font, inner))
        body.append('<div class="n" lang="%s" style="%s"><span class="w" id="w%d">%s</span></div>'
                    % (p["language"], font, p["id"], inner))
    code_padding = paragraphs[0]["codePadding"] if paragraphs else 4
    return ("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><style>"
            + CSS.replace("CODE_PADDING", str(code_padding)) + "</style></head><body>" + "".join(body) + "</body></html>")


class Server(socketserver.ThreadingMixIn, http.server.HTTPServer):
    daemon_threads = True
    pages = {}


class Handler(http.server.BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_GET(self):
        path = self.path.lstrip("/")
        if path.startswith("font/") and path[5:] in FONTS:
            with open(FONTS[path[5:]], "rb") as f:
                data = f.read()
            kind = "font/otf"
        elif path in self.server.pages:
            data = self.server.pages[path].encode("utf-8")
            kind = "text/html; charset=utf-8"
        else:
            self.send_response(404)
            self.end_headers()
            return
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)


def generate():
    os.makedirs(OUT, exist_ok=True)
    build = subprocess.run(["swift", "build", "--product", "TextFidelity"], cwd=ROOT,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if build.returncode != 0:
        print(build.stdout)
        sys.exit("cannot build TextFidelity")
    binary = subprocess.run(["swift", "build", "--product", "TextFidelity", "--show-bin-path"], cwd=ROOT,
                            stdout=subprocess.PIPE, text=True).stdout.strip()
    extra = os.environ.get("TEXT_FIDELITY_ARGS", "").split()
    subprocess.run([os.path.join(binary, "TextFidelity"), CASES] + extra, cwd=ROOT, check=True)
    with open(CASES) as f:
        return json.load(f)["paragraphs"]


def driver(profile):
    options = Options()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1",
                     "--hide-scrollbars", "--window-size=1600,1200", "--user-data-dir=" + profile]:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def main():
    started = time.time()
    paragraphs = generate()
    server = Server(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    server.pages["fidelity.html"] = page(paragraphs)
    profile = tempfile.mkdtemp(prefix="sitegen-chromium-")
    browser = driver(profile)
    try:
        browser.set_script_timeout(300)
        browser.get("http://127.0.0.1:%d/fidelity.html" % server.server_address[1])
        measured = browser.execute_async_script(MEASURE)
        if "error" in measured or any(status != "loaded" for status in measured["faces"]):
            sys.exit("fonts did not load in Chromium: %s" % measured)

        total = 0
        passed = 0
        anchors_total = 0
        anchors_passed = 0
        anchor_misses = []
        kinds = Counter()
        kind_passed = Counter()
        cjk = 0
        misses = []
        for p in paragraphs:
            for index, case in enumerate(p["cases"]):
                total += 1
                kinds[p["kind"]] += 1
                if p["language"].split("-")[0] in ("zh", "ja", "ko"):
                    cjk += 1
                height, lines, anchor = measured["cases"]["c%d_%d" % (p["id"], index)]
                if abs(height - case["height"]) < 1e-6 and lines == case["lines"]:
                    passed += 1
                    kind_passed[p["kind"]] += 1
                else:
                    misses.append((p, index, case, height, lines))
                mine = case.get("anchor")
                if anchor is not None and mine is not None:
                    anchors_total += 1
                    if abs(anchor[0] - mine["x"]) < 1e-6 and mine["top"] <= anchor[1] < mine["bottom"]:
                        anchors_passed += 1
                    else:
                        anchor_misses.append((p, index, mine, anchor))

        width_total = len(paragraphs)
        width_misses = []
        width_exact = 0
        for p in paragraphs:
            chrome = measured["widths"]["w%d" % p["id"]]
            if abs(chrome - p["maxContentWidth"]) < 1e-9:
                width_exact += 1
            elif VERBOSE:
                print("  width w%d not exact: engine %.6f, chromium %.6f: %s"
                      % (p["id"], p["maxContentWidth"], chrome, p["text"][:70]))
            if abs(chrome - p["maxContentWidth"]) > 1 / 64 + 1e-9:
                width_misses.append((p, chrome))

        if VERBOSE and misses:
            ids = ["c%d_%d" % (p["id"], index) for p, index, _, _, _ in misses]
            chrome_lines = browser.execute_async_script(LINES, ids)
    finally:
        browser.quit()
        server.shutdown()
        shutil.rmtree(profile, ignore_errors=True)

    rate = passed / total if total else 0
    print("text fidelity: %d cases (%d paragraphs), %.1f %% Chinese, Japanese, Korean or mixed"
          % (total, len(paragraphs), 100 * cjk / max(total, 1)))
    print("cases by kind: " + ", ".join("%s %d" % item for item in sorted(kinds.items())))
    print("exact by kind: " + ", ".join("%s %d/%d" % (kind, kind_passed[kind], kinds[kind]) for kind in sorted(kinds)))
    print("rate: %.4f (%d of %d exact on line count and height; bar %.3f)" % (rate, passed, total, REQUIRED_RATE))
    by_kind = defaultdict(list)
    for miss in misses:
        by_kind[miss[0]["kind"]].append(miss)
    for kind in sorted(by_kind):
        print("misses, %s: %d" % (kind, len(by_kind[kind])))
        for p, index, case, height, lines in by_kind[kind]:
            print("  c%d_%d width %s size %s/%s: engine %d lines %.4f px, chromium %d lines %.4f px: %s"
                  % (p["id"], index, case["width"], p["fontSize"], p["lineHeight"], case["lines"], case["height"],
                     lines, height, p["text"][:70]))
            if VERBOSE:
                text = p["text"]
                starts = [0] + case["lineEnds"][:-1]
                engine = [text[a:b] for a, b in zip(starts, case["lineEnds"])]
                for number, (mine, theirs) in enumerate(zip(engine + [""] * 40, chrome_lines["c%d_%d" % (p["id"], index)] + [""] * 40)):
                    if not mine and not theirs:
                        break
                    mark = " " if mine.replace("\n", "").strip() == theirs.strip() else "*"
                    width = case["lineWidths"][number] if number < len(case["lineWidths"]) else 0
                    print("   %s engine %8.4f |%s|\n   %s chrome          |%s|" % (mark, width, mine, mark, theirs))
    print("single-line widths: %d of %d within 1/64 px (%d exactly equal)"
          % (width_total - len(width_misses), width_total, width_exact))
    for p, chrome in width_misses:
        print("  w%d %s: engine %.6f, chromium %.6f: %s" % (p["id"], p["kind"], p["maxContentWidth"], chrome, p["text"][:70]))
    print("inline element positions: %d of %d exact (x, and on the engine's line)" % (anchors_passed, anchors_total))
    for p, index, mine, anchor in anchor_misses:
        print("  c%d_%d %s: engine line %d x %.6f, chromium x %.6f y %.2f: %s"
              % (p["id"], index, p["kind"], mine["line"], mine["x"], anchor[0], anchor[1], p["text"][:70]))
    print("time: %.1f s" % (time.time() - started))
    failed = (total - passed) + len(width_misses) + len(anchor_misses)
    print("%d passed, %d failed" % (passed + width_total - len(width_misses) + anchors_passed, failed))
    if rate < REQUIRED_RATE or width_misses or anchor_misses or total < 2000:
        sys.exit(1)


if __name__ == "__main__":
    main()
