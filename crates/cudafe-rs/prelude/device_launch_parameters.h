/*
 * cudafe-rs prelude: device_launch_parameters.h
 *
 * The built-in variables, declared as NVIDIA's device_launch_parameters.h
 * (CUDA 13.5) declares them for the CUDA front end.  cudafe++ requires these
 * declarations (else 'identifier "threadIdx" is undefined') and rewrites the
 * uses to __device_builtin_variable_threadIdx etc.
 */
#if !defined(__DEVICE_LAUNCH_PARAMETERS_H__)
#define __DEVICE_LAUNCH_PARAMETERS_H__

#include "vector_types.h"

extern "C" {
uint3 __device_builtin__ extern const threadIdx;
uint3 __device_builtin__ extern const blockIdx;
dim3 __device_builtin__ extern const blockDim;
dim3 __device_builtin__ extern const gridDim;
int __device_builtin__ extern const warpSize;
}

#endif /* !__DEVICE_LAUNCH_PARAMETERS_H__ */
