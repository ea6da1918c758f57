// Tests of Sources/Markdown.
