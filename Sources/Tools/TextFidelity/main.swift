import SitegenText

let fonts = try FontSet.debian()
let typesetter = Typesetter(fonts: fonts)
let text = StyledText("The quick brown fox jumps over the lazy dog, 1234567890.", style: .regular(16))
let prepared = typesetter.prepare(text, style: ParagraphStyle(style: .regular(16), lineHeight: LayoutUnit(24)))
print(prepared.maxContentWidth)
let zh = StyledText("中文，标点。“引号”（括号）", style: .regular(16))
print(typesetter.prepare(zh, style: ParagraphStyle(style: .regular(16), lineHeight: LayoutUnit(24), language: "zh-CN")).maxContentWidth)
let mixed = StyledText("中文English中文", style: .regular(16))
print(typesetter.prepare(mixed, style: ParagraphStyle(style: .regular(16), lineHeight: LayoutUnit(24), language: "zh-CN")).maxContentWidth)
let para = StyledText("The quick brown fox jumps over the lazy dog, 1234567890. The quick brown fox jumps over the lazy dog again and again.", style: .regular(16))
let l = typesetter.layout(para, style: ParagraphStyle(style: .regular(16), lineHeight: LayoutUnit(24)), availableWidth: LayoutUnit(300))
for line in l.lines { print(line.range, line.width, line.top, line.height) }
