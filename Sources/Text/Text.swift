// The Text part: fonts, shaping, line breaking.
