#!/usr/bin/env python3
"""Writes a deterministic Markdown corpus of N pages for the build benchmark (scripts/bench).

    scripts/bench.d/corpus.py --pages 1000 --output DIR [--seed 9]

DIR gets `Content/` (the pages, read by sitegen as they are and by Hugo through
`--contentDir`) and `sitegen.yml`. The same (pages, seed) always gives the same bytes: every
page draws from its own random generator seeded by (seed, index), and nothing depends on the
clock, the machine or dictionary order.

Pages are 600-1,000 words of prose and code (Chinese pages 2,000-5,000 characters): front matter (title,
date in the past, tags, draft: false), an introduction, h2 sections with h3 subsections, paragraphs with
emphasis, inline code and links to other generated pages (absolute URL paths, which both tools
publish alike), bullet, ordered and task lists, fenced code, tables and block quotes. One page
in ten is written in Chinese. One page in eight holds a timeline, written as a fenced code
block with the info string `timeline` around a YAML list of date/title/detail: sitegen renders
it as a timeline block (dots and lines placed by its layout engine, each detail as Markdown),
Hugo, which has no such block, as a plain code block.

Folders hold 100 pages each (`guides/part-01/page-00042.md`), spread over eight top-level
sections, each folder with an `_index.md`, so that listings and sidebars stay the size a real
site has and both tools see the same nested sections.
"""
import argparse
import datetime
import json
import os
import random
import sys

SECTIONS = ["guides", "reference", "tutorials", "blog", "notes", "changelog", "recipes", "design"]
PAGES_PER_FOLDER = 100
# The corpus's figures, next to its Content/ folder.
FIGURES_FILE = "corpus.json"

TAGS = ("layout fonts typography performance caching shaping line-breaking accessibility dark-mode "
        "mobile tables timelines navigation search images feeds sitemaps templates themes markdown "
        "front-matter deployment preview reload errors testing browsers unicode chinese headings "
        "anchors scrolling sidebar toc release config plugins security http").split()

WORDS = ("the a an of to in for on with by from as at into over under between across about "
         "layout page width height anchor section heading paragraph table list code block timeline "
         "connector marker sidebar header footer column row cell grid flow wrap break line glyph "
         "font metric baseline ascent descent advance kerning ligature cluster script language "
         "browser viewport device screen phone tablet desktop window scroll offset position sticky "
         "pinned variant breakpoint measure measures measured compute computes computed place places "
         "placed render renders rendered build builds built cache caches cached reuse reuses "
         "template theme partial content summary excerpt feed sitemap link links route routes "
         "folder file path output input source target value key map array string number date tag "
         "reader writer author editor preview server reload event stream socket request response "
         "fast slow small large narrow wide short long first last next previous every each "
         "stable exact precise simple clear careful quick steady visible hidden light dark "
         "when while because although so then but and or not only also still already often "
         "engine pipeline step stage pass phase worker thread queue batch job task result error "
         "warning diagnostic message report check test proof sample figure chart note tip").split()
CONNECTORS = {"the", "a", "an", "of", "to", "in", "for", "on", "with", "by", "from", "as", "at", "into", "over",
              "under", "between", "across", "about", "and", "or", "but", "so", "then", "when", "while"}
NOUNS = [w for w in WORDS if w not in CONNECTORS and len(w) > 3]

CHINESE_WORDS = ("布局 页面 宽度 高度 测量 字体 字形 段落 标题 目录 时间线 生成器 静态网站 构建 预览 浏览器 样式 "
                 "组件 容器 对齐 间距 文本 换行 排版 渲染 缓存 性能 文件 链接 图片 表格 代码 列表 章节 作者 "
                 "读者 版本 发布 更新 配置 模板 主题 深色模式 浅色模式 屏幕 手机 电脑 窗口 滚动 位置 偏移 "
                 "尺寸 基线 行高 标点 中文 英文 混排 断行规则 首行 末行 侧边栏 页眉 页脚 锚点 导航 搜索 "
                 "摘要 标签 日期 服务器 事件 请求 响应 错误 警告 诊断 测试 结果 步骤 阶段 流程 任务 线程 "
                 "变量 数值 路径 目录结构 输出 输入 提案 约束 视图 修饰符 父视图 子视图 坐标 区域").split()
CHINESE_GLUE = ("的 在 和 把 会 可以 需要 如果 因为 所以 我们 这个 每个 所有 先 再 然后 同时 也 还 已经 "
                "总是 只 不 就 被 让 给 从 到 对 比 更 最 很 都 通过 根据 按照 之后 之前 里面 上面 下面").split()

CODE_LANGUAGES = ["swift", "python", "sh", "yaml", "json", "html"]


class PageWriter:
    """One page's Markdown, drawn from a generator seeded for that page alone."""

    def __init__(self, index, count, seed):
        self.index = index
        self.count = count
        self.rng = random.Random(seed * 1_000_003 + index)
        self.chinese = index % 10 == 7
        self.has_timeline = index % 8 == 3
        self.words = 0

    # MARK: text

    def english_sentence(self, low=8, high=18, links=True):
        rng = self.rng
        words = [rng.choice(WORDS) for _ in range(rng.randint(low, high))]
        self.words += len(words)
        roll = rng.random()
        position = rng.randrange(1, len(words))
        if roll < 0.08:
            words[position] = f"**{words[position]}**"
        elif roll < 0.16:
            words[position] = f"*{words[position]}*"
        elif roll < 0.24:
            words[position] = f"`{rng.choice(NOUNS)}.{rng.choice(NOUNS)}()`"
        elif roll < 0.26:
            words[position] = f"~~{words[position]}~~"
        elif links and roll < 0.36:
            target = rng.randrange(self.count)
            text = " ".join(rng.choice(NOUNS) for _ in range(rng.randint(1, 3)))
            words[position] = f"[{text}]({page_url(target)})"
        elif roll < 0.38:
            words[position] = f"<https://example.org/{rng.choice(NOUNS)}>"
        sentence = " ".join(words)
        return sentence[0].upper() + sentence[1:] + rng.choice([".", ".", ".", "?", "!"])

    def chinese_sentence(self, links=True):
        rng = self.rng
        parts = []
        for _ in range(rng.randint(2, 4)):
            clause = "".join(rng.choice(CHINESE_WORDS if k % 2 == 0 else CHINESE_GLUE)
                             for k in range(rng.randint(4, 9)))
            parts.append(clause)
        if links and rng.random() < 0.12:
            parts[-1] += f"（见[{rng.choice(CHINESE_WORDS)}]({page_url(rng.randrange(self.count))})）"
        if rng.random() < 0.15:
            parts[0] += f"（`{rng.choice(NOUNS)}`）"
        text = "，".join(parts) + rng.choice(["。", "。", "。", "？", "！"])
        self.words += len(text) * 2 // 5
        return text

    def sentence(self, links=True):
        return self.chinese_sentence(links) if self.chinese else self.english_sentence(links=links)

    def paragraph(self, low=3, high=6):
        return ("" if self.chinese else " ").join(self.sentence() for _ in range(self.rng.randint(low, high)))

    def phrase(self, low=2, high=5):
        rng = self.rng
        if self.chinese:
            return "".join(rng.choice(CHINESE_WORDS) for _ in range(rng.randint(1, 3)))
        words = [rng.choice(NOUNS) for _ in range(rng.randint(low, high))]
        return " ".join(words).capitalize()

    # MARK: blocks

    def bullet_list(self):
        rng = self.rng
        lines = []
        task = rng.random() < 0.2
        for _ in range(rng.randint(3, 6)):
            mark = rng.choice(["[ ] ", "[x] "]) if task else ""
            lines.append(f"- {mark}{self.sentence(links=True)}")
            if rng.random() < 0.2:
                lines.append(f"  - {self.sentence(links=False)}")
        return "\n".join(lines)

    def ordered_list(self):
        return "\n".join(f"{n}. {self.sentence()}" for n in range(1, self.rng.randint(3, 6) + 1))

    def code_block(self):
        rng = self.rng
        language = rng.choice(CODE_LANGUAGES)
        names = [rng.choice(NOUNS).replace("-", "_") for _ in range(6)]
        lines = []
        for k in range(rng.randint(5, 12)):
            a, b, c = rng.choice(names), rng.choice(names), rng.randint(0, 999)
            lines.append({
                "swift": f"let {a}{k} = {b}.measure(width: {c}, in: .{rng.choice(names)})",
                "python": f"{a}_{k} = {b}.measure(width={c}, mode='{rng.choice(names)}')",
                "sh": f"sitegen build --source {a}/{b} --output /tmp/{c}  # {rng.choice(names)}",
                "yaml": f"{a}{k}: {{ {b}: {c}, {rng.choice(names)}: true }}",
                "json": f"  \"{a}{k}\": {{\"{b}\": {c}, \"{rng.choice(names)}\": null}},",
                "html": f"<div class=\"{a}\" data-{b}=\"{c}\">{rng.choice(names)}</div>",
            }[language])
        return f"```{language}\n" + "\n".join(lines) + "\n```"

    def table(self):
        rng = self.rng
        columns = rng.randint(3, 4)
        header = [self.phrase(1, 2) for _ in range(columns)]
        align = [rng.choice(["---", ":---", "---:", ":---:"]) for _ in range(columns)]
        rows = []
        for _ in range(rng.randint(3, 6)):
            cells = [self.phrase(1, 3)] + [str(rng.randint(1, 9999)) if rng.random() < 0.4 else self.phrase(1, 3)
                                           for _ in range(columns - 1)]
            self.words += columns * 2
            rows.append(cells)
        lines = ["| " + " | ".join(header) + " |", "| " + " | ".join(align) + " |"]
        lines += ["| " + " | ".join(row) + " |" for row in rows]
        return "\n".join(lines)

    def quote(self):
        return "> " + self.paragraph(1, 2)

    def timeline(self):
        rng = self.rng
        day = datetime.date(2020, 1, 1) + datetime.timedelta(days=rng.randrange(1500))
        lines = []
        for _ in range(rng.randint(4, 8)):
            day += datetime.timedelta(days=rng.randint(3, 60))
            title = self.phrase(2, 4).replace('"', "")
            detail = self.sentence(links=False).replace('"', "").replace("`", "").replace("*", "")
            lines += [f"- date: {day.isoformat()}", f"  title: \"{title}\"", f"  detail: \"{detail}\""]
        return "```timeline\n" + "\n".join(lines) + "\n```"

    def block(self):
        return self.rng.choice([self.bullet_list, self.bullet_list, self.ordered_list, self.code_block,
                                self.code_block, self.table, self.quote])()

    # MARK: page

    def title(self):
        if self.chinese:
            return "".join(self.rng.choice(CHINESE_WORDS) for _ in range(self.rng.randint(2, 4))) + f"（{self.index}）"
        return self.phrase(3, 6).title() + f" {self.index}"

    def markdown(self):
        rng = self.rng
        date = datetime.date(2019, 1, 1) + datetime.timedelta(days=(self.index * 37) % 2200)
        tags = sorted(rng.sample(TAGS, rng.randint(2, 4)))
        front = ["---", f"title: \"{self.title()}\"", f"date: {date.isoformat()}",
                 "tags: [" + ", ".join(tags) + "]", "draft: false", "---"]
        body = [self.paragraph(2, 4)]
        target = rng.randint(520, 820)
        timeline_section = rng.randint(1, 3) if self.has_timeline else -1
        section = 0
        while section < 3 or self.words < target:
            section += 1
            body.append(f"## {self.phrase(2, 5)}")
            body.append(self.paragraph())
            if section == timeline_section:
                body.append(self.timeline())
            body.append(self.block())
            for _ in range(rng.randint(0, 2)):
                body.append(f"### {self.phrase(2, 4)}")
                body.append(self.paragraph(2, 5))
                if rng.random() < 0.6:
                    body.append(self.block())
            if section >= 12:
                break
        return "\n".join(front) + "\n\n" + "\n\n".join(body) + "\n"


def page_path(index):
    """`guides/part-01/page-00042.md`: folders of 100 pages, spread over the sections."""
    folder = index // PAGES_PER_FOLDER
    return f"{SECTIONS[folder % len(SECTIONS)]}/part-{folder // len(SECTIONS) + 1:02d}/page-{index:05d}.md"


def page_url(index):
    """The URL path both sitegen and Hugo publish `page_path(index)` at."""
    return "/" + page_path(index)[:-3] + "/"


def index_page(title, text):
    return f"---\ntitle: \"{title}\"\ndraft: false\n---\n\n{text}\n"


def generate(output, pages, seed=9):
    """Writes the corpus into `output` (which must not hold a Content/ folder); returns its figures."""
    content = os.path.join(output, "Content")
    os.makedirs(content)
    figures = {"pages": pages, "files": 0, "bytes": 0, "words": 0, "chinese": 0, "timelines": 0}

    def write(relative, text):
        path = os.path.join(content, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        data = text.encode()
        with open(path, "wb") as f:
            f.write(data)
        figures["files"] += 1
        figures["bytes"] += len(data)

    write("_index.md", index_page("Benchmark site", "A generated site for sitegen's build benchmark."))
    folders = (pages + PAGES_PER_FOLDER - 1) // PAGES_PER_FOLDER
    for section in SECTIONS[:min(folders, len(SECTIONS))]:
        write(f"{section}/_index.md", index_page(section.capitalize(), f"The {section} of the benchmark site."))
    for folder in range(folders):
        part = os.path.dirname(page_path(folder * PAGES_PER_FOLDER))
        name, number = part.split("/")
        write(f"{part}/_index.md", index_page(f"{name.capitalize()}, {number.replace('-', ' ')}",
                                              f"Pages {folder * PAGES_PER_FOLDER} and on."))
    for index in range(pages):
        writer = PageWriter(index, pages, seed)
        write(page_path(index), writer.markdown())
        figures["words"] += writer.words
        figures["chinese"] += writer.chinese
        figures["timelines"] += writer.has_timeline
    with open(os.path.join(output, "sitegen.yml"), "w") as f:
        f.write("title: Benchmark site\nbaseURL: https://bench.example/\nlanguage: en\n"
                "description: A generated site for sitegen's build benchmark.\nauthor: The benchmark\n")
    # Written last: a corpus with this file is whole, and a kept work folder may reuse it.
    with open(os.path.join(output, FIGURES_FILE), "w") as f:
        json.dump({**figures, "seed": seed}, f, sort_keys=True)
    return figures


def written(output, pages, seed=9):
    """The figures of a whole corpus of `pages` pages already in `output`, or None."""
    try:
        with open(os.path.join(output, FIGURES_FILE)) as f:
            figures = json.load(f)
    except (OSError, ValueError):
        return None
    return figures if figures.get("pages") == pages and figures.get("seed") == seed else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pages", type=int, required=True)
    parser.add_argument("--output", required=True)
    parser.add_argument("--seed", type=int, default=9)
    args = parser.parse_args()
    if os.path.exists(os.path.join(args.output, "Content")):
        sys.exit(f"corpus.py: {args.output}/Content already exists")
    figures = generate(args.output, args.pages, args.seed)
    print(" ".join(f"{key}={value}" for key, value in figures.items()))


if __name__ == "__main__":
    main()
