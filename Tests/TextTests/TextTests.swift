// Tests of Sources/Text.
