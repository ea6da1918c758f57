// The Site part: config, discovery, build pipeline, atomic output.
