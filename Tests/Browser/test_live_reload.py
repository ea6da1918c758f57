#!/usr/bin/python3
"""Live reload in a real browser: every save reaches the open page, and never pauses.

Starts `sitegen serve` on a copy of the basic fixture, opens a page in headless Chromium,
and saves that page's Markdown file as an editor's autosave would:

- ten saves one second apart: each save's text must be on the page before the next save
  (ten updates seen), and the page must have reloaded once per save;
- a burst of ten saves 100 ms apart: the page ends showing the last one, having reloaded
  at most once per build the server made (its log counts them).

Page loads are counted by a script Chromium runs in every new document (DevTools'
Page.addScriptToEvaluateOnNewDocument), in sessionStorage, which survives reloads.

Run from the repository root: /usr/bin/python3 Tests/Browser/test_live_reload.py
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_support as support  # noqa: E402

PAGE = "Content/docs/install.md"
URL_PATH = "/docs/install/"


def start_server(binary, site, work):
    """`sitegen serve --port 0` on `site`; returns (process, port, log path)."""
    log_path = os.path.join(work, "serve.log")
    log = open(log_path, "w")
    process = subprocess.Popen([binary, "serve", "--port", "0"], cwd=site, stdout=log, stderr=log)
    deadline = time.time() + 120
    while time.time() < deadline:
        found = re.search(r"http://127\.0\.0\.1:(\d+)/", open(log_path).read())
        if found:
            return process, int(found.group(1)), log_path
        if process.poll() is not None:
            break
        time.sleep(0.05)
    print(open(log_path).read())
    sys.exit("sitegen serve did not start")


def save(path, text):
    """Writes the file in place, as an editor's autosave does."""
    with open(path, "w") as handle:
        handle.write(text)


def page_state(browser):
    """(the page's text, how many documents loaded so far), or None while it navigates."""
    try:
        return browser.execute_script(
            "return [document.body ? document.body.innerText : '', Number(sessionStorage.getItem('loads') || 0)]")
    except Exception:
        return None


def wait_for(browser, marker, seconds):
    """Polls the page until it shows `marker`; returns the seconds it took, or None."""
    started = time.time()
    while time.time() - started < seconds:
        state = page_state(browser)
        if state and marker in state[0]:
            return time.time() - started
        time.sleep(0.05)
    return None


def loads(browser):
    for _ in range(100):
        state = page_state(browser)
        if state:
            return state[1]
        time.sleep(0.05)
    return -1


def rebuilds(log_path):
    return len(re.findall(r"^Rebuilt in", open(log_path).read(), re.M))


def main():
    started = time.time()
    checks = support.Checks()
    binary = support.sitegen_binary()
    work = tempfile.mkdtemp(prefix="sitegen-live-reload-")
    site = os.path.join(work, "site")
    shutil.copytree(os.path.join(support.ROOT, "Tests", "Fixtures", "basic"), site)
    page = os.path.join(site, PAGE)
    original = open(page).read()
    server, port, log_path = start_server(binary, site, work)
    browser = support.chromium(work, 30)
    try:
        browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {
            "source": "sessionStorage.setItem('loads', String(Number(sessionStorage.getItem('loads') || 0) + 1));"})
        browser.get("http://127.0.0.1:%d%s" % (port, URL_PATH))
        checks("page opened", "Installing" in (page_state(browser) or [""])[0], "the page did not load")
        time.sleep(1.0)  # the event stream connects after load

        # Ten saves, one second apart.
        first_loads = loads(browser)
        delays = []
        for number in range(1, 11):
            marker = "Autosave number %d." % number
            saved_at = time.time()
            save(page, original + "\n" + marker + "\n")
            delay = wait_for(browser, marker, 1.0)
            checks("save shown within a second", delay is not None, "save %d never reached the page" % number)
            if delay is not None:
                delays.append(delay)
            time.sleep(max(0, 1.0 - (time.time() - saved_at)))
        reloads = loads(browser) - first_loads
        checks("one reload per save", reloads == 10, "%d reloads for 10 saves" % reloads)
        seen = len(delays)
        print("  ten saves 1 s apart: %d updates seen, %d reloads, slowest %.0f ms, median %.0f ms" % (
            seen, reloads, 1000 * max(delays or [0]), 1000 * sorted(delays or [0])[len(delays or [0]) // 2]))

        # A burst: ten saves 100 ms apart.
        time.sleep(1.0)
        before_loads = loads(browser)
        before_builds = rebuilds(log_path)
        for number in range(1, 11):
            save(page, original + "\nBurst save %d.\n" % number)
            time.sleep(0.1)
        shown = wait_for(browser, "Burst save 10.", 10)
        checks("burst ends on its last save", shown is not None, "the last save of the burst never showed")
        time.sleep(1.5)
        burst_reloads = loads(browser) - before_loads
        burst_builds = rebuilds(log_path) - before_builds
        checks("at most one reload per build", 1 <= burst_reloads <= burst_builds,
               "%d reloads for %d builds" % (burst_reloads, burst_builds))
        print("  burst of 10 saves 100 ms apart: %d builds, %d reloads" % (burst_builds, burst_reloads))
    finally:
        browser.quit()
        server.send_signal(signal.SIGINT)
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(work, ignore_errors=True)
    support.report(checks.counts, checks.failures, started, required="save shown within a second")


if __name__ == "__main__":
    main()
