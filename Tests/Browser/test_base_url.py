#!/usr/bin/python3
"""Base URL under a sub-path: no broken link or asset.

Builds the bundled documentation site (the repository root) with
`--base-url https://pages.example.net/docs/` into a folder `docs/` of an otherwise empty
root, serves that root with sitegen's preview server (PreviewServer, through the
PreviewTestServer tool, live reload off) over loopback HTTP, so that the site exists under
the sub-path /docs/ only, as GitHub Pages serves a project site, and crawls it from /docs/: every `href`,
`src` and `srcset` of every HTML page, every `url()` of every stylesheet, every entry of the
sitemap, the feed and robots.txt. Links to this site's absolute URL (https://pages.example.net/docs/…)
are followed on the loopback server; other hosts are not fetched. Every resource must answer
200 after redirects, and every redirect must stay under /docs/. Stylesheets and fonts
must come with the preview server's `immutable` cache header (their names are content-hashed).

Prints the counts and every broken reference with the page it is on; exits non-zero on any,
or when the crawl finds too little to mean anything (fewer than 20 pages, no font, no stylesheet).

Run from the repository root: /usr/bin/python3 Tests/Browser/test_base_url.py
"""
import html.parser
import os
import re
import subprocess
import sys
import tempfile
import urllib.error
import urllib.parse
import urllib.request
import shutil

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
# Not example.org: the Markdown guide shows https://example.org/docs/install/ as an autolink sample.
BASE_URL = "https://pages.example.net/docs/"
PREFIX = "/docs/"


def binary(product):
    build = subprocess.run(["swift", "build", "--product", product], cwd=ROOT,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if build.returncode != 0:
        print(build.stdout)
        sys.exit("cannot build " + product)
    path = subprocess.run(["swift", "build", "--product", product, "--show-bin-path"], cwd=ROOT,
                          stdout=subprocess.PIPE, text=True).stdout.strip()
    return os.path.join(path, product)


class References(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.found = []

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if value is None:
                continue
            if name in ("href", "src"):
                self.found.append(value)
            elif name == "srcset":
                self.found += [part.strip().split(" ")[0] for part in value.split(",") if part.strip()]


def references(kind, text):
    if kind == "html":
        parser = References()
        parser.feed(text)
        return parser.found
    if kind == "css":
        return [m.group(2) for m in re.finditer(r"url\(\s*(['\"]?)([^'\")]+)\1\s*\)", text) if not m.group(2).startswith("data:")]
    if kind == "xml":
        return re.findall(r"<loc>([^<]+)</loc>", text) + re.findall(r"<link[^>]*href=\"([^\"]+)\"", text) \
            + re.findall(r"<id>(https?://[^<]+)</id>", text)
    if kind == "txt":
        return re.findall(r"(?im)^sitemap:\s*(\S+)", text)
    return []


def main():
    sitegen = binary("sitegen")
    server_tool = binary("PreviewTestServer")
    work = tempfile.mkdtemp(prefix="sitegen-base-url-")
    root = os.path.join(work, "root")
    output = os.path.join(root, PREFIX.strip("/"))
    server = None
    try:
        built = subprocess.run([sitegen, "build", "--source", ROOT, "--output", output, "--base-url", BASE_URL],
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if built.returncode != 0:
            print(built.stdout)
            sys.exit("cannot build the bundled site")
        server = subprocess.Popen([server_tool, "--root", root, "--port", "0", "--no-live-reload"],
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        line = server.stdout.readline()
        match = re.search(r"listening on (http://[^/\s]+)", line)
        if not match:
            sys.exit("the preview server did not start: " + line)
        origin = match.group(1).rstrip("/")

        class NoRedirect(urllib.request.HTTPRedirectHandler):
            def redirect_request(self, *args, **kwargs):
                return None
        opener = urllib.request.build_opener(NoRedirect)

        def fetch(path):
            """(status, final path, content type, body) following redirects that stay under /docs/."""
            for _ in range(5):
                try:
                    with opener.open(origin + urllib.parse.quote(path)) as response:
                        headers = response.headers
                        return response.status, path, headers.get("Content-Type", ""), response.read(), headers.get("Cache-Control", "")
                except urllib.error.HTTPError as error:
                    if error.code in (301, 302, 307, 308):
                        location = urllib.parse.urljoin(origin + path, error.headers["Location"])
                        path = urllib.parse.unquote(urllib.parse.urlsplit(location).path)
                        if not path.startswith(PREFIX):
                            return error.code, path, "", b"", ""
                        continue
                    return error.code, path, "", b"", ""
            return 310, path, "", b"", ""

        queue = [(PREFIX, "(start)")] + [(PREFIX + name, "(start)") for name in ("sitemap.xml", "feed.xml", "robots.txt", "404.html")]
        seen = set()
        broken = []
        counts = {"html": 0, "css": 0, "font": 0, "xml": 0, "other": 0}
        while queue:
            path, referrer = queue.pop()
            if path in seen:
                continue
            seen.add(path)
            status, final, content_type, body, cache_control = fetch(path)
            if status != 200:
                broken.append((path, status, referrer))
                continue
            if final.startswith(PREFIX + "assets/") and "immutable" not in cache_control:
                broken.append((path, "no immutable Cache-Control: %r" % cache_control, referrer))
            if "text/html" in content_type:
                kind = "html"
            elif "text/css" in content_type:
                kind = "css"
            elif final.endswith(".xml"):
                kind = "xml"
            elif final.endswith(".txt"):
                kind = "txt"
            else:
                kind = "font" if re.search(r"\.(woff2|otf|ttf)$", final) else "other"
            counts["xml" if kind == "txt" else kind] += 1
            if kind in ("font", "other"):
                continue
            for reference in references(kind, body.decode("utf-8", "replace")):
                reference = reference.replace("&amp;", "&")
                absolute = urllib.parse.urljoin(origin + final if not reference.startswith(BASE_URL) else BASE_URL, reference)
                parts = urllib.parse.urlsplit(absolute)
                if absolute.startswith(BASE_URL):
                    target = urllib.parse.unquote(parts.path)
                elif parts.scheme in ("http", "https") and parts.netloc == urllib.parse.urlsplit(origin).netloc:
                    target = urllib.parse.unquote(parts.path)
                else:
                    continue  # another host, mailto:, a fragment-only link of a page seen already
                if target not in seen:
                    queue.append((target, final))
        print("Crawled %d resources under %s (served as %s): %s" % (len(seen), PREFIX, BASE_URL,
              ", ".join("%d %s" % (n, k) for k, n in sorted(counts.items()))))
        for path, status, referrer in sorted(broken, key=str):
            print("  BROKEN %s -> %s (linked from %s)" % (path, status, referrer))
        failed = bool(broken) or counts["html"] < 20 or counts["css"] < 2 or counts["font"] < 1
        print("%d passed, %d failed" % (len(seen) - len(broken), len(broken) + (1 if failed and not broken else 0)))
        sys.exit(1 if failed else 0)
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
