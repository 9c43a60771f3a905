/* cudafe-rs prelude: device_atomic_functions.h -- the atomics are in device_functions.h */
#include "device_functions.h"
