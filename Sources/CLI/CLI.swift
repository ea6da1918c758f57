// The CLI part: commands, diagnostics and exit codes.
