// Tests of Sources/Emit.
