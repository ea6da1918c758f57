#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>
// The extension struct, to wrap the table extension's line callbacks (`CmarkTree`'s table guard).
#include <cmark-gfm/syntax_extension.h>
