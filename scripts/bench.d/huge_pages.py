#!/usr/bin/env python3
"""Writes a site whose one page is a pathological shape of a given size (issue 30).

    huge_pages.py SHAPE BYTES SITE

Shapes: word (one word of 'a' in a paragraph), code (one line in a fenced code block),
spans (`a` repeated: one code span holding the rest), spaced-spans (`a` and a space,
repeated: that many code spans), tight-spans (`a`x repeated: code spans in one word),
base64 (random bytes in base64, one paragraph), table (a header, delimiter and one row of
BYTES / 6 columns: 20,833 at 125 KB); and shapes that are not pathological, to check that
their time grows in proportion too: prose (one paragraph of words), chinese (one paragraph),
code-lines (a code block of short lines), paragraphs, headings (all the same title), links,
list, emoji-word (ZWJ sequences, flags and combining marks in one word), rows (a table of
three columns). Deterministic: the same arguments give the same bytes.
"""
import base64
import os
import random
import sys

WORDS = ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "while", "typesetting"]


def body(shape, size):
    if shape == "word":
        return "a" * size + "\n"
    if shape == "code":
        return "```\n" + "a" * size + "\n```\n"
    if shape == "spans":
        return "`a`" * (size // 3) + "\n"
    if shape == "spaced-spans":
        return "`a` " * (size // 4) + "\n"
    if shape == "tight-spans":
        return "`a`x" * (size // 4) + "\n"
    if shape == "base64":
        rng = random.Random(30)
        data = bytes(rng.getrandbits(8) for _ in range(size * 3 // 4))
        return base64.b64encode(data).decode() + "\n"
    if shape == "prose":
        return " ".join(WORDS[i % len(WORDS)] for i in range(size // 6)) + "\n"
    if shape == "chinese":
        return "中文字符排版测试，" * (size // 27) + "\n"
    if shape == "code-lines":
        return "```\n" + ("let value = compute(alpha, beta) + 42 // a comment here\n" * (size // 57)) + "```\n"
    if shape == "paragraphs":
        return "A short paragraph of words.\n\n" * (size // 29)
    if shape == "headings":
        return "## Same heading\n\nText.\n\n" * (size // 24)
    if shape == "links":
        return "[link](/docs/page/) and " * (size // 24) + "\n"
    if shape == "list":
        return "- an item of a list\n" * (size // 20)
    if shape == "emoji-word":
        return "👩‍👩‍👧🇫🇷e\u0301" * (size // 24) + "\n"
    if shape == "rows":
        return "| a | b | c |\n|---|---|---|\n" + "| 1 | 22 | 333 |\n" * (size // 17)
    if shape == "table":
        columns = max(1, size // 6)
        return "".join("|" + "|".join(cell for _ in range(columns)) + "|\n" for cell in ("a", "-", "b"))
    raise SystemExit(f"unknown shape {shape}")


def main():
    shape, size, site = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    os.makedirs(os.path.join(site, "Content"), exist_ok=True)
    with open(os.path.join(site, "Content", "_index.md"), "w") as page:
        page.write("---\ntitle: Huge\n---\n" + body(shape, size))


if __name__ == "__main__":
    main()
