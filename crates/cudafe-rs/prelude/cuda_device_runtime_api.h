/* cudafe-rs prelude: cuda_device_runtime_api.h -- part of cuda_runtime_api.h here */
#include "cuda_runtime_api.h"
