// sg_prefetch is inline, in the header; SwiftPM needs one source file to build the target.
#include "CPrefetch.h"
