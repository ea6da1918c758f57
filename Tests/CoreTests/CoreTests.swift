// Tests of Sources/Core.
