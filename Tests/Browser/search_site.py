"""Writes a deterministic site for the search tests: N pages (a fifth in Chinese), each with
a few sections of generated text, and a few planted pages whose sections hold words no other
page has; also a page without text and one of about 5 MB. The text is made here from word
lists and seeded choices, not copied from anywhere.

`write(root, pages)` returns the planted facts: for each, the URL and section id a query must
find, and the queries."""
import os
import random

SYLLABLES = ["ka", "lo", "mi", "ren", "sto", "va", "dur", "pel", "tis", "gor", "an", "bel", "cor", "fen", "hal",
             "jun", "mar", "nor", "pra", "quil", "sen", "tor", "ul", "wen", "yar", "zel"]
ENGLISH = ("the of and to in is for with on that by this it as are from be or an can at which your you when "
           "build page site file folder theme server preview index content layout width font image table list "
           "section heading link anchor measure render output template config option command error warning "
           "cache update release version install guide setting value number text word line block code").split()
CHINESE = ["系统", "文件", "配置", "页面", "内容", "用户", "服务器", "网络", "数据", "安装", "更新", "版本", "问题",
           "方法", "时间", "工作", "开发", "测试", "文档", "设置", "功能", "支持", "使用", "需要", "可以", "我们",
           "这个", "一个", "通过", "进行", "目录", "命令", "程序", "代码", "错误", "信息", "管理", "模块", "接口",
           "选项", "主题", "链接", "图片", "表格", "列表", "标题", "字体", "宽度", "输出", "模板", "缓存", "发布"]

# Words in no generated text: each planted section has some.
PLANTED = [
    # (language, page number, section id, heading, sentence, queries)
    ("en", 421, "orchard-notes", "Orchard notes",
     "The zephyrine orchard keeps its quinceberry rows beside the old mill.",
     ["zephyrine", "zephyr", "zephyrine orchard", "Quinceberry", "quinceberry zephyrine mill"]),
    ("en", 1337, "harbour-log", "Harbour log",
     "A café called Lumière opened by the harbour, where the glassblowers meet.",
     ["lumiere", "LUMIÈRE", "glassblow", "cafe harbour glassblowers"]),
    ("zh", 77, "bowuguan", "博物馆的收藏",
     "我们在博物馆里收藏蝴蝶标本和古老的地图。",
     ["蝴蝶", "标本", "蝴蝶标本", "博物馆 地图", "博物"]),
    ("zh", 301, "chaye", "茶叶的故事",
     "山上的农民每年春天采摘新鲜的茶叶，然后在竹篮里晾干。",
     ["茶叶", "竹篮", "采摘 茶叶", "农民"]),
    ("en", 905, "lighthouse", "Lighthouse keeping",
     "Every evening the keeper winds the brass clockwork that turns the Fresnel lens.",
     ["lighthouse", "clockwork", "fresnel lens", "brass keeper", "lightho"]),
    ("en", 1520, "bakery", "Sourdough bakery",
     "The baker feeds a rye starter twice a day and shapes batards before dawn.",
     ["sourdough", "batards", "rye starter", "sourd", "baker dawn"]),
    ("zh", 150, "qiche", "火车旅行",
     "我们坐火车穿过沙漠，看见骆驼在月光下休息。",
     ["骆驼", "沙漠", "月光", "火车 骆驼"]),
    ("zh", 399, "yinyue", "音乐会",
     "晚上的音乐会上，小提琴和钢琴一起演奏了新的乐曲。",
     ["小提琴", "钢琴", "乐曲", "音乐会 钢琴"]),
]


def english_word(rng):
    if rng.random() < 0.6:
        return rng.choice(ENGLISH)
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 3)))


def english_sentence(rng):
    words = [english_word(rng) for _ in range(rng.randint(6, 14))]
    return " ".join(words).capitalize() + "."


def chinese_sentence(rng):
    return "".join(rng.choice(CHINESE) for _ in range(rng.randint(5, 10))) + "。"


def page_text(rng, language, title, sections):
    sentence = english_sentence if language == "en" else chinese_sentence
    lines = ["---", "title: \"%s\"" % title, "---", "", " ".join(sentence(rng) for _ in range(3)), ""]
    for heading, section_id, extra in sections:
        lines += ["## %s {#%s}" % (heading, section_id), ""]
        lines += [" ".join(sentence(rng) for _ in range(rng.randint(2, 4))) + (" " + extra if extra else ""), ""]
    return "\n".join(lines)


def write(root, pages=2000, huge_bytes=5_000_000):
    """Writes the site below `root`; returns [(url, section id, [queries])] of the planted pages."""
    rng = random.Random(33)
    content = os.path.join(root, "Content")
    for language in ("en", "zh"):
        os.makedirs(os.path.join(content, language), exist_ok=True)
    with open(os.path.join(root, "sitegen.yml"), "w") as f:
        f.write("title: Search test\n")
    planted = {(lang, number): (sid, heading, sentence) for lang, number, sid, heading, sentence, _ in PLANTED}
    chinese_every = 5
    for number in range(pages):
        language = "zh" if number % chinese_every == 0 else "en"
        local = number // chinese_every if language == "zh" else number - number // chinese_every - 1
        sections = []
        for s in range(rng.randint(2, 4)):
            heading = (" ".join(english_word(rng) for _ in range(2)).capitalize() if language == "en"
                       else "".join(rng.choice(CHINESE) for _ in range(2)))
            sections.append((heading, "s%d" % s, ""))
        if (language, local) in planted:
            sid, heading, sentence = planted[(language, local)]
            sections.insert(1, (heading, sid, sentence))
        title = ("Page %d %s" % (local, english_word(rng)) if language == "en"
                 else "页面 %d %s" % (local, rng.choice(CHINESE)))
        with open(os.path.join(content, language, "p%04d.md" % local), "w") as f:
            f.write(page_text(rng, language, title, sections))
    with open(os.path.join(content, "en", "empty.md"), "w") as f:
        f.write("---\ntitle: Empty\n---\n")
    # About 5 MB of text on one page, in paragraphs.
    with open(os.path.join(content, "en", "huge.md"), "w") as f:
        f.write("---\ntitle: Huge page\n---\n\n")
        written = 0
        while written < huge_bytes:
            paragraph = " ".join(english_sentence(rng) for _ in range(8)) + "\n\n"
            f.write(paragraph)
            written += len(paragraph.encode())
    return [("/%s/p%04d/" % (lang, number), sid, queries) for lang, number, sid, _, _, queries in PLANTED]
