// Tests of Sources/CLI.
