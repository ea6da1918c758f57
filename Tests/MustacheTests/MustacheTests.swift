// Tests of Sources/Mustache.
