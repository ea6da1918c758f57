#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/* MHD_get_connection_info is variadic, which Swift cannot call: the one-argument queries. */
static inline const union MHD_ConnectionInfo *
sg_connection_info(struct MHD_Connection *connection, enum MHD_ConnectionInfoType type) {
    return MHD_get_connection_info(connection, type);
}
