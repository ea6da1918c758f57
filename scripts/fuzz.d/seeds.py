"""Writes the seed inputs of one fuzz target into a folder, from the repository's own files.

    python3 scripts/fuzz.d/seeds.py TARGET FOLDER

markdown: every page of Content/ and Tests/Fixtures/; front-matter: their front matter and
every sitegen.yml; timeline: the YAML of every timeline and steps block ('t' or 's' first, the
byte the target reads the style from); mustache: each template of every Templates/ folder
followed by the partials and parents it reaches, in the target's NUL-separated form;
routing: the requests below, one field a line.
"""
import hashlib
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]

REQUESTS = [
    ["GET", "/", "HTTP/1.1", "127.0.0.1:8080"],
    ["GET", "/docs/", "HTTP/1.1", "localhost:8080", "", "W/\"x\", \"y\""],
    ["HEAD", "/docs", "HTTP/1.1", "localhost"],
    ["GET", "/docs/guide.txt?x=1", "HTTP/1.1", "[::1]:8080", "", "", "bytes=0-99,200-", "\"tag\""],
    ["GET", "/media/clip.mp4", "HTTP/1.1", "preview.test", "", "", "bytes=-500"],
    ["GET", "http://localhost:8080/docs/", "HTTP/1.1", "localhost:8080"],
    ["GET", "/%2e%2e/secret.txt", "HTTP/1.1", "localhost"],
    ["GET", "/docs/..%2fsecret.txt", "HTTP/1.1", "localhost"],
    ["GET", "/escape.txt", "HTTP/1.1", "localhost"],
    ["GET", "/outside/secret.txt", "HTTP/1.1", "localhost"],
    ["GET", "/with%20space/%C3%A9.html", "HTTP/1.1", "a.tunnel.test"],
    ["GET", "/_sitegen/events?since=3&server=fuzz", "HTTP/1.1", "localhost:8080", "http://localhost:8080"],
    ["GET", "/_sitegen/live.js", "HTTP/1.0"],
    ["POST", "/", "HTTP/1.1", "localhost"],
    ["GET", "/", "HTTP/1.1", "localhost\tevil.test"],
    ["GET", "//evil.test/", "HTTP/1.1", "localhost"],
    ["GET", "/empty", "HTTP/1.1", "localhost"],
    ["GET", "/loop", "HTTP/1.1", "localhost"],
]


def pages():
    return sorted(p for top in ("Content", "Tests/Fixtures") for p in (ROOT / top).rglob("*.md"))


def front_matter(text):
    lines = text.splitlines(keepends=True)
    if not lines or lines[0].rstrip("\r\n") != "---":
        return None
    for index, line in enumerate(lines[1:], start=1):
        if line.rstrip("\r\n") == "---":
            return "".join(lines[1:index])
    return None


def fenced_blocks(text, infos):
    pattern = re.compile(r"^(`{3,}|~{3,})[ \t]*(\w+)[^\n]*\n(.*?)^\1[ \t]*$", re.M | re.S)
    return [(m.group(2), m.group(3)) for m in pattern.finditer(text) if m.group(2) in infos]


def template_sets():
    for folder in sorted({p.parent for p in ROOT.rglob("*.mustache") if ".build" not in p.parts}):
        templates = {p.name[: -len(".mustache")]: p.read_text() for p in sorted(folder.glob("*.mustache"))}
        for name, source in templates.items():
            reached, queue = [], [name]
            while queue:
                current = queue.pop(0)
                for called in re.findall(r"\{\{\s*[<>]\s*([^\s}]+)\s*\}\}", templates.get(current, "")):
                    if called in templates and called != name and called not in reached:
                        reached.append(called)
                        queue.append(called)
            parts = [source] + [f"{other}\n{templates[other]}" for other in reached]
            yield "\0".join(parts).encode()


def seeds(target):
    if target == "markdown":
        return [p.read_bytes() for p in pages()]
    if target == "front-matter":
        found = [front_matter(p.read_text(errors="replace")) for p in pages()]
        configs = [p.read_bytes() for p in sorted(ROOT.glob("sitegen.yml")) + sorted(ROOT.glob("Tests/Fixtures/*/sitegen.yml"))]
        return [f.encode() for f in found if f] + configs
    if target == "timeline":
        blocks = [b for p in pages() for b in fenced_blocks(p.read_text(errors="replace"), ("timeline", "steps"))]
        return [(info[0] + body).encode() for info, body in blocks]
    if target == "mustache":
        return list(template_sets())
    if target == "routing":
        return ["\n".join(fields).encode() for fields in REQUESTS]
    raise SystemExit(f"unknown target {target}")


def main():
    target, folder = sys.argv[1], pathlib.Path(sys.argv[2])
    folder.mkdir(parents=True, exist_ok=True)
    written = set()
    for seed in seeds(target):
        name = hashlib.sha1(seed).hexdigest()
        if name not in written:
            (folder / name).write_bytes(seed)
            written.add(name)
    print(len(written))


main()
