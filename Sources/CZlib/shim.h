// zlib's deflate and crc32, for writing PNG files.
#include <zlib.h>
