// Tests of Sources/Site.
