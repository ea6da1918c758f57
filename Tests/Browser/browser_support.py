"""What the browser tests share: the sitegen binary, a quiet loopback file server, and
headless Chromium driven through chromedriver (Debian's chromium, chromium-driver and
python3-selenium; run with /usr/bin/python3)."""
import contextlib
import functools
import gzip
import http.server
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def sitegen_binary():
    """Builds the debug sitegen (a no-op after `swift build --build-tests`) and returns its path."""
    build = subprocess.run(["swift", "build", "--product", "sitegen"], cwd=ROOT,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if build.returncode != 0:
        print(build.stdout)
        sys.exit("cannot build sitegen")
    path = subprocess.run(["swift", "build", "--product", "sitegen", "--show-bin-path"], cwd=ROOT,
                          stdout=subprocess.PIPE, text=True).stdout.strip()
    return os.path.join(path, "sitegen")


class Checks:
    """A test's checks: `check(kind, ok, message)` counts each kind passed or failed and
    keeps every failure's message, for `report`."""

    def __init__(self):
        self.counts = Counter()
        self.failures = []

    def check(self, kind, ok, message):
        self.counts[kind + (" passed" if ok else " failed")] += 1
        if not ok:
            self.failures.append("%s: %s" % (kind, message))

    __call__ = check


def build_site(binary, source, output):
    """Builds the site at `source` into `output` with `binary`; exits the test if it fails."""
    result = subprocess.run([binary, "build", "--source", source, "--output", output],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if result.returncode != 0:
        print(result.stdout)
        sys.exit("cannot build %s" % source)
    return result.stdout


# A page's font preload links (`<link rel="preload" as="font">`), which also name the faces
# the page waits for before it shows.
PRELOAD = re.compile(rb'<link rel="preload" [^>]*as="font"[^>]*>\n?')


def without_preloads(source, target):
    """Copies the site at `source` to `target` with every page's font preload links taken out
    (the page then waits for no face), its `.gz` siblings made again; returns how many."""
    shutil.copytree(source, target)
    removed = 0
    for folder, _, files in os.walk(target):
        for name in files:
            if not name.endswith(".html"):
                continue
            path = os.path.join(folder, name)
            with open(path, "rb") as file:
                html = file.read()
            stripped, count = PRELOAD.subn(b"", html)
            removed += count
            with open(path, "wb") as file:
                file.write(stripped)
            if os.path.exists(path + ".gz"):
                with open(path + ".gz", "wb") as file:
                    file.write(gzip.compress(stripped, compresslevel=9, mtime=0))
    return removed


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        pass  # the browser drops connections when it navigates away


def serve(folder):
    """Serves `folder` on a free loopback port in a background thread; returns (server, base URL)."""
    server = QuietServer(("127.0.0.1", 0), functools.partial(QuietHandler, directory=folder))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d" % server.server_address[1]


def chromium(work, script_timeout, hide_scrollbars=False):
    """Headless Chromium at device scale 1 with its profile in `work`; with classic 15 px
    scrollbars (what desktop Linux and Windows show), or none (`hide_scrollbars`, as
    overlay scrollbars take no room)."""
    options = Options()
    arguments = ["--headless=new", "--no-sandbox", "--disable-gpu", "--force-device-scale-factor=1",
                 "--window-size=1600,1200", "--user-data-dir=" + os.path.join(work, "profile")]
    if hide_scrollbars:
        arguments.append("--hide-scrollbars")
    for argument in arguments:
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    browser.set_script_timeout(script_timeout)
    return browser


def emulate(browser, width, height):
    """A viewport of `width` × `height` px at scale 1, with a phone's metrics below 500 px."""
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 500})


def open_page(browser, url, ready):
    """Loads `url` afresh (from a blank page, so nothing carries over) and runs the async
    script `ready`; returns what it gives."""
    browser.get("about:blank")
    browser.get(url)
    return browser.execute_async_script(ready)


@contextlib.contextmanager
def site_in_chromium(fixture, prefix, script_timeout):
    """Builds the site `fixture` with the current sitegen, serves it and starts headless
    Chromium; yields (browser, base URL, a new `Checks`), and stops and removes them after."""
    work = tempfile.mkdtemp(prefix=prefix)
    output = os.path.join(work, "public")
    build_site(sitegen_binary(), fixture, output)
    server, base = serve(output)
    browser = chromium(work, script_timeout)
    try:
        yield browser, base, Checks()
    finally:
        browser.quit()
        server.shutdown()
        shutil.rmtree(work, ignore_errors=True)


def report(counts, failures, started, required=None, width=45, shown=40):
    """Prints the checks by kind, the first `shown` failures and the totals; exits 1 when a
    check failed or none passed (or none of the `required` kind: the test saw nothing)."""
    for key in sorted(counts):
        print("  %-*s %d" % (width, key, counts[key]))
    for failure in failures[:shown]:
        print("  FAIL " + failure)
    passed = sum(v for k, v in counts.items() if k.endswith(" passed"))
    failed = sum(v for k, v in counts.items() if k.endswith(" failed"))
    print("time: %.1f s" % (time.time() - started))
    print("%d passed, %d failed" % (passed, failed))
    if failed or passed == 0 or (required is not None and counts[required + " passed"] == 0):
        sys.exit(1)
