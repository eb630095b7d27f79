// Cairo draws, Pango lays out text with the system's fonts (fontconfig), as hyprlock
// and the Linux desktops do. Debian: libcairo2-dev, libpango1.0-dev.
#include <cairo.h>
#include <cairo-svg.h>
#include <pango/pangocairo.h>
