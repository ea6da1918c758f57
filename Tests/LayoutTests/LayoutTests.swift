// Tests of Sources/Layout.
