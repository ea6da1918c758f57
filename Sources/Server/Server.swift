// The Server part: preview HTTP server, watcher, live reload.
