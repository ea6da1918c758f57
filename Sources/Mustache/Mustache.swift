// The Mustache template engine.
