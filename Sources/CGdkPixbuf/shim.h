// gdk-pixbuf decodes, scales and encodes PNG and JPEG. Debian: libgdk-pixbuf-2.0-dev.
#include <gdk-pixbuf/gdk-pixbuf.h>
