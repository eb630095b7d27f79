// sd-bus, libsystemd's D-Bus client (Debian: libsystemd-dev).
#include <systemd/sd-bus.h>
