// Tests of Sources/Server.
