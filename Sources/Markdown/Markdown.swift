// The Markdown part: files → Document (front matter, sections, blocks, inlines, ids).
