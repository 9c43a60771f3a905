/*
 * cudafe-rs prelude: cuda_runtime.h -- the entry point.
 *
 * nvcc force-includes cuda_runtime.h (`-include cuda_runtime.h`) before every
 * .cu file; without a CUDA toolkit cudafe-rs force-includes this file instead.
 * It declares, in a small self-contained form, what the real CUDA 13.5 headers
 * declare for typical programs (see README.md in this directory for what is
 * left out and how it was verified against NVIDIA's cudafe++ and cicc).
 *
 * Two passes, as with nvcc: the host pass (cudafe++; __CUDA_ARCH__ undefined)
 * and the device pass (cicc; __CUDA_ARCH__ = 900 for sm_90).  Where the real
 * headers differ between the passes, so does the prelude.
 *
 * Predefined macros.  nvcc defines these on the preprocessor command line, not
 * in a header; a driver must define them the same way (values of nvcc 13.5.37,
 * from `nvcc --dryrun`):
 *   both passes:  __CUDACC__  __NVCC__  __CUDACC_VER_MAJOR__=13
 *                 __CUDACC_VER_MINOR__=5  __CUDACC_VER_BUILD__=37
 *                 __CUDA_API_VER_MAJOR__=13  __CUDA_API_VER_MINOR__=5
 *                 __NVCC_DIAG_PRAGMA_SUPPORT__=1  __CUDACC_DEVICE_ATOMIC_BUILTINS__=1
 *                 __CUDA_ARCH_LIST__=900 (comma list of all -arch values, e.g. 800,900)
 *   device pass:  __CUDA_ARCH__=900 (one pass per arch)  CUDA_DOUBLE_MATH_FUNCTIONS
 *   by option:    __CUDACC_RDC__ (-rdc=true)  __CUDACC_EXTENDED_LAMBDA__
 *                 (--extended-lambda)  __CUDACC_RELAXED_CONSTEXPR__
 *                 (--expt-relaxed-constexpr)  __CUDACC_DEBUG__ (-G)
 *   plus all of gcc's own predefined macros (__GNUC__=12, __x86_64__, ...).
 * If a driver forgets the unconditional ones, the #ifndef block below supplies
 * them.  Defined by the (real and prelude) headers: CUDART_VERSION = 13050,
 * __CUDART_API_VERSION, __CUDACC_VER__ (an error string), CUDART_CB, CUDARTAPI.
 */
#if !defined(__CUDA_RUNTIME_H__)
#define __CUDA_RUNTIME_H__

#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
#ifndef __NVCC__
#define __NVCC__ 1
#endif
#ifndef __CUDACC_VER_MAJOR__
#define __CUDACC_VER_MAJOR__ 13
#endif
#ifndef __CUDACC_VER_MINOR__
#define __CUDACC_VER_MINOR__ 5
#endif
#ifndef __CUDACC_VER_BUILD__
#define __CUDACC_VER_BUILD__ 37
#endif
#ifndef __CUDA_API_VER_MAJOR__
#define __CUDA_API_VER_MAJOR__ 13
#endif
#ifndef __CUDA_API_VER_MINOR__
#define __CUDA_API_VER_MINOR__ 5
#endif
#ifndef __NVCC_DIAG_PRAGMA_SUPPORT__
#define __NVCC_DIAG_PRAGMA_SUPPORT__ 1
#endif
#ifndef __CUDACC_DEVICE_ATOMIC_BUILTINS__
#define __CUDACC_DEVICE_ATOMIC_BUILTINS__ 1
#endif

#include "host_defines.h"
#include "vector_types.h"
#include "driver_types.h"
#include "cuda_runtime_api.h"
#include "vector_functions.h"
#include "common_functions.h"
#include "math_functions.h"
#include "device_functions.h"
#include "device_launch_parameters.h"

/* ---- the C++ API of cuda_runtime.h: type-safe templates over the C API ---- */
template<class T>
static __inline__ __host__ cudaError_t cudaLaunchKernel(
  T *func,
  dim3 gridDim,
  dim3 blockDim,
  void **args,
  size_t sharedMem = 0,
  cudaStream_t stream = 0
)
{
    return ::cudaLaunchKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}

template<class T>
static __inline__ __host__ cudaError_t cudaLaunchCooperativeKernel(
            T *func,
  dim3 gridDim,
  dim3 blockDim,
  void **args,
  size_t sharedMem = 0,
  cudaStream_t stream = 0
)
{
    return ::cudaLaunchCooperativeKernel((const void *)func, gridDim, blockDim, args, sharedMem, stream);
}

static __inline__ __host__ cudaError_t cudaEventCreate(
  cudaEvent_t *event,
  unsigned int flags
)
{
  return ::cudaEventCreateWithFlags(event, flags);
}

static __inline__ __host__ cudaError_t cudaMallocHost(
  void **ptr,
  size_t size,
  unsigned int flags
)
{
  return ::cudaHostAlloc(ptr, size, flags);
}

template<class T>
static __inline__ __host__ cudaError_t cudaHostAlloc(
  T **ptr,
  size_t size,
  unsigned int flags
)
{
  return ::cudaHostAlloc((void**)(void*)ptr, size, flags);
}

template<class T>
static __inline__ __host__ cudaError_t cudaHostGetDevicePointer(
  T **pDevice,
  void *pHost,
  unsigned int flags
)
{
  return ::cudaHostGetDevicePointer((void**)(void*)pDevice, pHost, flags);
}

template<class T>
static __inline__ __host__ cudaError_t cudaMallocManaged(
  T **devPtr,
  size_t size,
  unsigned int flags = 0x01
)
{
  return ::cudaMallocManaged((void**)(void*)devPtr, size, flags);
}

template<class T>
static __inline__ __host__ cudaError_t cudaStreamAttachMemAsync(
  cudaStream_t stream,
  T *devPtr,
  size_t length = 0,
  unsigned int flags = 0x04
)
{
  return ::cudaStreamAttachMemAsync(stream, (void*)devPtr, length, flags);
}

template<class T>
static __inline__ __host__ cudaError_t cudaMalloc(
  T **devPtr,
  size_t size
)
{
  return ::cudaMalloc((void**)(void*)devPtr, size);
}

template<class T>
static __inline__ __host__ cudaError_t cudaMallocHost(
  T **ptr,
  size_t size,
  unsigned int flags = 0
)
{
  return cudaMallocHost((void**)(void*)ptr, size, flags);
}

template<class T>
static __inline__ __host__ cudaError_t cudaMallocPitch(
  T **devPtr,
  size_t *pitch,
  size_t width,
  size_t height
)
{
  return ::cudaMallocPitch((void**)(void*)devPtr, pitch, width, height);
}

template<class T>
static __inline__ __host__ cudaError_t cudaMallocAsync(
  T **ptr,
  size_t size,
  cudaStream_t stream
)
{
  return ::cudaMallocAsync((void**)(void*)ptr, size, stream);
}

template<class T>
static __inline__ __host__ cudaError_t cudaMemcpyToSymbol(
  const T &symbol,
  const void *src,
        size_t count,
        size_t offset = 0,
        enum cudaMemcpyKind kind = cudaMemcpyHostToDevice
)
{
  return ::cudaMemcpyToSymbol((const void*)&symbol, src, count, offset, kind);
}

template<class T>
static __inline__ __host__ cudaError_t cudaMemcpyToSymbolAsync(
  const T &symbol,
  const void *src,
        size_t count,
        size_t offset = 0,
        enum cudaMemcpyKind kind = cudaMemcpyHostToDevice,
        cudaStream_t stream = 0
)
{
  return ::cudaMemcpyToSymbolAsync((const void*)&symbol, src, count, offset, kind, stream);
}

template<class T>
static __inline__ __host__ cudaError_t cudaMemcpyFromSymbol(
        void *dst,
  const T &symbol,
        size_t count,
        size_t offset = 0,
        enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost
)
{
  return ::cudaMemcpyFromSymbol(dst, (const void*)&symbol, count, offset, kind);
}

template<class T>
static __inline__ __host__ cudaError_t cudaMemcpyFromSymbolAsync(
        void *dst,
  const T &symbol,
        size_t count,
        size_t offset = 0,
        enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
        cudaStream_t stream = 0
)
{
  return ::cudaMemcpyFromSymbolAsync(dst, (const void*)&symbol, count, offset, kind, stream);
}

template<class T>
static __inline__ __host__ cudaError_t cudaGetSymbolAddress(
        void **devPtr,
  const T &symbol
)
{
  return ::cudaGetSymbolAddress(devPtr, (const void*)&symbol);
}

template<class T>
static __inline__ __host__ cudaError_t cudaGetSymbolSize(
        size_t *size,
  const T &symbol
)
{
  return ::cudaGetSymbolSize(size, (const void*)&symbol);
}

template<class T>
static __inline__ __host__ cudaError_t cudaFuncSetCacheConfig(
  T *func,
  enum cudaFuncCache cacheConfig
)
{
  return ::cudaFuncSetCacheConfig((const void*)func, cacheConfig);
}

template<class T>
static __inline__ __host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *numBlocks,
    T func,
    int blockSize,
    size_t dynamicSMemSize)
{
    return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, (const void*)func, blockSize, dynamicSMemSize, 0x00);
}

template<class T>
static __inline__ __host__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
    int *numBlocks,
    T func,
    int blockSize,
    size_t dynamicSMemSize,
    unsigned int flags)
{
    return ::cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, (const void*)func, blockSize, dynamicSMemSize, flags);
}

class __cudaOccupancyB2DHelper {
  size_t n;
public:
  inline __host__ __device__ __cudaOccupancyB2DHelper(size_t n_) : n(n_) {}
  inline __host__ __device__ size_t operator()(int)
  {
      return n;
  }
};

template<typename UnaryFunction, class T>
static __inline__ __host__ __device__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(
    int *minGridSize,
    int *blockSize,
    T func,
    UnaryFunction blockSizeToDynamicSMemSize,
    int blockSizeLimit = 0,
    unsigned int flags = 0)
{
    cudaError_t status;
    int device;
    struct cudaFuncAttributes attr;
    int maxThreadsPerMultiProcessor;
    int warpSize;
    int devMaxThreadsPerBlock;
    int multiProcessorCount;
    int funcMaxThreadsPerBlock;
    int occupancyLimit;
    int granularity;
    int maxBlockSize = 0;
    int numBlocks = 0;
    int maxOccupancy = 0;
    int blockSizeToTryAligned;
    int blockSizeToTry;
    int blockSizeLimitAligned;
    int occupancyInBlocks;
    int occupancyInThreads;
    size_t dynamicSMemSize;
    if (!minGridSize || !blockSize || !func) {
        return cudaErrorInvalidValue;
    }
    status = ::cudaGetDevice(&device);
    if (status != cudaSuccess) {
        return status;
    }
    status = cudaDeviceGetAttribute(
        &maxThreadsPerMultiProcessor,
        cudaDevAttrMaxThreadsPerMultiProcessor,
        device);
    if (status != cudaSuccess) {
        return status;
    }
    status = cudaDeviceGetAttribute(
        &warpSize,
        cudaDevAttrWarpSize,
        device);
    if (status != cudaSuccess) {
        return status;
    }
    status = cudaDeviceGetAttribute(
        &devMaxThreadsPerBlock,
        cudaDevAttrMaxThreadsPerBlock,
        device);
    if (status != cudaSuccess) {
        return status;
    }
    status = cudaDeviceGetAttribute(
        &multiProcessorCount,
        cudaDevAttrMultiProcessorCount,
        device);
    if (status != cudaSuccess) {
        return status;
    }
    status = cudaFuncGetAttributes(&attr, func);
    if (status != cudaSuccess) {
        return status;
    }
    funcMaxThreadsPerBlock = attr.maxThreadsPerBlock;
    occupancyLimit = maxThreadsPerMultiProcessor;
    granularity = warpSize;
    if (blockSizeLimit == 0) {
        blockSizeLimit = devMaxThreadsPerBlock;
    }
    if (devMaxThreadsPerBlock < blockSizeLimit) {
        blockSizeLimit = devMaxThreadsPerBlock;
    }
    if (funcMaxThreadsPerBlock < blockSizeLimit) {
        blockSizeLimit = funcMaxThreadsPerBlock;
    }
    blockSizeLimitAligned = ((blockSizeLimit + (granularity - 1)) / granularity) * granularity;
    for (blockSizeToTryAligned = blockSizeLimitAligned; blockSizeToTryAligned > 0; blockSizeToTryAligned -= granularity) {
        if (blockSizeLimit < blockSizeToTryAligned) {
            blockSizeToTry = blockSizeLimit;
        } else {
            blockSizeToTry = blockSizeToTryAligned;
        }
        dynamicSMemSize = blockSizeToDynamicSMemSize(blockSizeToTry);
        status = cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
            &occupancyInBlocks,
            func,
            blockSizeToTry,
            dynamicSMemSize,
            flags);
        if (status != cudaSuccess) {
            return status;
        }
        occupancyInThreads = blockSizeToTry * occupancyInBlocks;
        if (occupancyInThreads > maxOccupancy) {
            maxBlockSize = blockSizeToTry;
            numBlocks = occupancyInBlocks;
            maxOccupancy = occupancyInThreads;
        }
        if (occupancyLimit == maxOccupancy) {
            break;
        }
    }
    *minGridSize = numBlocks * multiProcessorCount;
    *blockSize = maxBlockSize;
    return status;
}

template<typename UnaryFunction, class T>
static __inline__ __host__ __device__ cudaError_t cudaOccupancyMaxPotentialBlockSizeVariableSMem(
    int *minGridSize,
    int *blockSize,
    T func,
    UnaryFunction blockSizeToDynamicSMemSize,
    int blockSizeLimit = 0)
{
    return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(minGridSize, blockSize, func, blockSizeToDynamicSMemSize, blockSizeLimit, 0x00);
}

template<class T>
static __inline__ __host__ __device__ cudaError_t cudaOccupancyMaxPotentialBlockSize(
    int *minGridSize,
    int *blockSize,
    T func,
    size_t dynamicSMemSize = 0,
    int blockSizeLimit = 0)
{
  return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(minGridSize, blockSize, func, __cudaOccupancyB2DHelper(dynamicSMemSize), blockSizeLimit, 0x00);
}

template<class T>
static __inline__ __host__ cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(
    size_t *dynamicSmemSize,
    T *func,
    int numBlocks,
    int blockSize)
{
    return ::cudaOccupancyAvailableDynamicSMemPerBlock(dynamicSmemSize, (const void*)func, numBlocks, blockSize);
}

template<class T>
static __inline__ __host__ __device__ cudaError_t cudaOccupancyMaxPotentialBlockSizeWithFlags(
    int *minGridSize,
    int *blockSize,
    T func,
    size_t dynamicSMemSize = 0,
    int blockSizeLimit = 0,
    unsigned int flags = 0)
{
    return cudaOccupancyMaxPotentialBlockSizeVariableSMemWithFlags(minGridSize, blockSize, func, __cudaOccupancyB2DHelper(dynamicSMemSize), blockSizeLimit, flags);
}

template<class T>
static __inline__ __host__ cudaError_t cudaFuncGetAttributes(
  struct cudaFuncAttributes *attr,
  T *entry
)
{
  return ::cudaFuncGetAttributes(attr, (const void*)entry);
}

template<class T>
static __inline__ __host__ cudaError_t cudaFuncSetAttribute(
  T *func,
  enum cudaFuncAttribute attr,
  int value
)
{
  return ::cudaFuncSetAttribute((const void*)func, attr, value);
}

/* ---- the system headers the real headers include ----
   crt/common_functions.h includes <string.h>, <time.h> and <stdlib.h>,
   crt/math_functions.h <math.h>, <stdlib.h>, <cmath> and <cstdlib>, and
   cuda_runtime.h <utility> (C++11 on) and, with --extended-lambda,
   <functional>: programs use std::pair, std::min, memcpy or strlen without
   including anything. Included when a host compiler's headers are on the
   include path (after the declarations above, which they redeclare
   compatibly, as a program's own later #include does). Of <cmath>, only
   what it brings in besides its own math (std::min and std::max of
   <bits/stl_algobase.h>, std::numeric_limits): the C math functions are
   declared above, and the std:: overloads of <cmath> would triple the time
   of a small check (see README.md). */
#if defined(__cplusplus) && defined(__has_include)
#if __has_include(<string.h>) && __has_include(<cstdlib>) && __has_include(<utility>)
#include <string.h>
#include <time.h>
#include <stdlib.h>
#include <cstdlib>
#if __cplusplus >= 201103L
#include <utility>
#endif
#if __has_include(<bits/stl_algobase.h>)
#include <bits/stl_algobase.h>
#endif
#include <limits>
#if defined(__CUDACC_EXTENDED_LAMBDA__)
#include <functional>
#endif
#endif
#endif

#endif /* !__CUDA_RUNTIME_H__ */
