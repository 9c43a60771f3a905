/*
 * cudafe-rs prelude: builtin_types.h -- the types part of the prelude
 * (NVIDIA's builtin_types.h includes device_types.h, driver_types.h,
 * surface_types.h, texture_types.h and vector_types.h; textures and surfaces
 * are not part of the prelude).
 */
#include "host_defines.h"
#include "vector_types.h"
#include "driver_types.h"
