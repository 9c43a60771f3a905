/*
 * cudafe-rs prelude: cuda_runtime_api.h
 *
 * The C runtime API of NVIDIA's cuda_runtime_api.h + cuda_device_runtime_api.h
 * (CUDA 13.5), reduced to the functions typical programs call: device
 * management, errors, streams, events, launch, occupancy, memory (malloc /
 * managed / host / pitched / async / pools), memcpy / memset (sync, async,
 * 2D, peer, symbols), pointer attributes, versions, a few graph calls.
 * The declarations are the real ones after preprocessing (default arguments,
 * `__host__ __cudart_builtin__` marking included).
 *
 * Device side (`__CUDA_ARCH__` defined, i.e. cicc's pass): the device-runtime
 * wrappers that the real header defines there, so that device code may call
 * cudaMalloc, cudaGetLastError, ... exactly as with the real headers; and
 * cudaGetParameterBuffer / cudaLaunchDevice, which a device-side `<<<...>>>`
 * launch (-rdc=true) is lowered to.
 */
#if !defined(__CUDA_RUNTIME_API_H__)
#define __CUDA_RUNTIME_API_H__

#define CUDART_VERSION 13050
#define __CUDART_API_VERSION ((__CUDA_API_VER_MAJOR__ * 1000) + (__CUDA_API_VER_MINOR__ * 10))
#define __CUDART_API_PTDS(api) api
#define __CUDART_API_PTSZ(api) api
#define CUDART_DEVICE __device__

#include "host_defines.h"
#include "vector_types.h"
#include "driver_types.h"

#if !defined(__CUDA_DEVICE_RUNTIME_API_H__)
#define __CUDA_DEVICE_RUNTIME_API_H__
#define cudaStreamGraphTailLaunch             (cudaStream_t)0x0100000000000000
#define cudaStreamGraphFireAndForget          (cudaStream_t)0x0200000000000000
#define cudaStreamGraphFireAndForgetAsSibling (cudaStream_t)0x0300000000000000
#define cudaStreamTailLaunch                ((cudaStream_t)0x3)
#define cudaStreamFireAndForget             ((cudaStream_t)0x4)

/* ---- the device runtime (cuda_device_runtime_api.h) ---- */
extern "C"
{
extern __device__ __cudart_builtin__ cudaError_t CUDARTAPI __cudaDeviceSynchronizeDeprecationAvoidance(void);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2DeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2DeviceGetLimit(size_t *pValue, enum cudaLimit limit);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2DeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2GetLastError(void);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2PeekAtLastError(void);
extern __device__ __cudart_builtin__ const char* __cudaCDP2GetErrorString(cudaError_t error);
extern __device__ __cudart_builtin__ const char* __cudaCDP2GetErrorName(cudaError_t error);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2GetDeviceCount(int *count);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2GetDevice(int *device);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2StreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2StreamDestroy(cudaStream_t stream);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2StreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2EventCreateWithFlags(cudaEvent_t *event, unsigned int flags);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2EventRecord(cudaEvent_t event, cudaStream_t stream);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2EventRecordWithFlags(cudaEvent_t event, cudaStream_t stream, unsigned int flags);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2EventDestroy(cudaEvent_t event);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2FuncGetAttributes(struct cudaFuncAttributes *attr, const void *func);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2Free(void *devPtr);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2Malloc(void **devPtr, size_t size);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2MemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2Memcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2MemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2Memset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2RuntimeGetVersion(int *runtimeVersion);
extern __device__ __cudart_builtin__ void * __cudaCDP2GetParameterBuffer(size_t alignment, size_t size);
extern __device__ __cudart_builtin__ void * __cudaCDP2GetParameterBufferV2(void *func, dim3 gridDimension, dim3 blockDimension, unsigned int sharedMemSize);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2LaunchDevice(void *func, void *parameterBuffer, dim3 gridDimension, dim3 blockDimension, unsigned int sharedMemSize, cudaStream_t stream);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2LaunchDeviceV2(void *parameterBuffer, cudaStream_t stream);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2OccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize, size_t dynamicSmemSize);
extern __device__ __cudart_builtin__ cudaError_t __cudaCDP2OccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize, size_t dynamicSmemSize, unsigned int flags);
static __inline__ __device__ __cudart_builtin__ void * cudaGetParameterBuffer(size_t alignment, size_t size) { return __cudaCDP2GetParameterBuffer(alignment, size); }
static __inline__ __device__ __cudart_builtin__ void * cudaGetParameterBufferV2(void *func, dim3 gridDimension, dim3 blockDimension, unsigned int sharedMemSize) { return __cudaCDP2GetParameterBufferV2(func, gridDimension, blockDimension, sharedMemSize); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaLaunchDevice(void *func, void *parameterBuffer, dim3 gridDimension, dim3 blockDimension, unsigned int sharedMemSize, cudaStream_t stream) { return __cudaCDP2LaunchDevice(func, parameterBuffer, gridDimension, blockDimension, sharedMemSize, stream); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaLaunchDeviceV2(void *parameterBuffer, cudaStream_t stream) { return __cudaCDP2LaunchDeviceV2(parameterBuffer, stream); }
}

#if defined(__CUDA_ARCH__)
/* device side (cicc): the stubs of a whole-program (non -rdc) compilation and the
   device-runtime wrappers that make cudaMalloc, cudaGetLastError, ... callable
   from device code */
#if !defined(__CUDACC_RDC__) && !defined(__CUDACC_EWP__)
extern "C" {
struct cudaFuncAttributes;
inline __device__ cudaError_t __cudaCDP2Malloc(void **p, size_t s) { return cudaErrorUnknown; }
inline __device__ cudaError_t __cudaCDP2FuncGetAttributes(struct cudaFuncAttributes *p, const void *c) { return cudaErrorUnknown; }
inline __device__ cudaError_t __cudaCDP2DeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device) { return cudaErrorUnknown; }
inline __device__ cudaError_t __cudaCDP2GetDevice(int *device) { return cudaErrorUnknown; }
inline __device__ cudaError_t __cudaCDP2OccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize, size_t dynamicSmemSize) { return cudaErrorUnknown; }
inline __device__ cudaError_t __cudaCDP2OccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize, size_t dynamicSmemSize, unsigned int flags) { return cudaErrorUnknown; }
}
#endif /* !__CUDACC_RDC__ && !__CUDACC_EWP__ */
extern "C" {
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device) { return __cudaCDP2DeviceGetAttribute(value, attr, device); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit) { return __cudaCDP2DeviceGetLimit(pValue, limit); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig) { return __cudaCDP2DeviceGetCacheConfig(pCacheConfig); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaGetLastError(void) { return __cudaCDP2GetLastError(); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaPeekAtLastError(void) { return __cudaCDP2PeekAtLastError(); }
static __inline__ __device__ __cudart_builtin__ const char* cudaGetErrorString(cudaError_t error) { return __cudaCDP2GetErrorString(error); }
static __inline__ __device__ __cudart_builtin__ const char* cudaGetErrorName(cudaError_t error) { return __cudaCDP2GetErrorName(error); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaGetDeviceCount(int *count) { return __cudaCDP2GetDeviceCount(count); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaGetDevice(int *device) { return __cudaCDP2GetDevice(device); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags) { return __cudaCDP2StreamCreateWithFlags(pStream, flags); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaStreamDestroy(cudaStream_t stream) { return __cudaCDP2StreamDestroy(stream); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags) { return __cudaCDP2StreamWaitEvent(stream, event, flags); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags) { return __cudaCDP2EventCreateWithFlags(event, flags); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream) { return __cudaCDP2EventRecord(event, stream); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream, unsigned int flags) { return __cudaCDP2EventRecordWithFlags(event, stream, flags); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaEventDestroy(cudaEvent_t event) { return __cudaCDP2EventDestroy(event); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func) { return __cudaCDP2FuncGetAttributes(attr, func); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaFree(void *devPtr) { return __cudaCDP2Free(devPtr); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaMalloc(void **devPtr, size_t size) { return __cudaCDP2Malloc(devPtr, size); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream) { return __cudaCDP2MemcpyAsync(dst, src, count, kind, stream); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream) { return __cudaCDP2Memcpy2DAsync(dst, dpitch, src, spitch, width, height, kind, stream); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream) { return __cudaCDP2MemsetAsync(devPtr, value, count, stream); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream) { return __cudaCDP2Memset2DAsync(devPtr, pitch, value, width, height, stream); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaRuntimeGetVersion(int *runtimeVersion) { return __cudaCDP2RuntimeGetVersion(runtimeVersion); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize, size_t dynamicSmemSize) { return __cudaCDP2OccupancyMaxActiveBlocksPerMultiprocessor(numBlocks, func, blockSize, dynamicSmemSize); }
static __inline__ __device__ __cudart_builtin__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize, size_t dynamicSmemSize, unsigned int flags) { return __cudaCDP2OccupancyMaxActiveBlocksPerMultiprocessorWithFlags(numBlocks, func, blockSize, dynamicSmemSize, flags); }
}
#endif /* __CUDA_ARCH__ */
template <typename T> static __inline__ __device__ __cudart_builtin__ cudaError_t cudaMalloc(T **devPtr, size_t size);
template <typename T> static __inline__ __device__ __cudart_builtin__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *entry);
template <typename T> static __inline__ __device__ __cudart_builtin__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func, int blockSize, size_t dynamicSmemSize);
template <typename T> static __inline__ __device__ __cudart_builtin__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, T func, int blockSize, size_t dynamicSmemSize, unsigned int flags);

#endif /* !__CUDA_DEVICE_RUNTIME_API_H__ */

/* ---- the host API (cuda_runtime_api.h) ---- */
typedef void (CUDART_CB *cudaStreamCallback_t)(cudaStream_t stream, cudaError_t status, void *userData);

extern "C" {
extern __host__ cudaError_t cudaDeviceReset(void);
extern __host__ __cudart_builtin__ cudaError_t cudaDeviceSynchronize(void);
extern __host__ cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value);
extern __host__ __cudart_builtin__ cudaError_t cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit);
extern __host__ __cudart_builtin__ cudaError_t cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig);
extern __host__ cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig);
extern __host__ __cudart_builtin__ cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device);
extern __host__ __cudart_builtin__ cudaError_t cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority);
extern __host__ cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice);
extern __host__ cudaError_t cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags);
extern __host__ cudaError_t cudaDeviceDisablePeerAccess(int peerDevice);
extern __host__ __cudart_builtin__ cudaError_t cudaGetLastError(void);
extern __host__ __cudart_builtin__ cudaError_t cudaPeekAtLastError(void);
extern __host__ __cudart_builtin__ const char* cudaGetErrorName(cudaError_t error);
extern __host__ __cudart_builtin__ const char* cudaGetErrorString(cudaError_t error);
extern __host__ __cudart_builtin__ cudaError_t cudaGetDeviceCount(int *count);
extern __host__ __cudart_builtin__ cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device);
extern __host__ cudaError_t cudaSetDevice(int device);
extern __host__ __cudart_builtin__ cudaError_t cudaGetDevice(int *device);
extern __host__ cudaError_t cudaSetDeviceFlags( unsigned int flags );
extern __host__ cudaError_t cudaGetDeviceFlags( unsigned int *flags );
extern __host__ cudaError_t cudaChooseDevice(int *device, const struct cudaDeviceProp *prop);
extern __host__ cudaError_t cudaStreamCreate(cudaStream_t *pStream);
extern __host__ __cudart_builtin__ cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags);
extern __host__ __cudart_builtin__ cudaError_t cudaStreamCreateWithPriority(cudaStream_t *pStream, unsigned int flags, int priority);
extern __host__ __cudart_builtin__ cudaError_t cudaStreamDestroy(cudaStream_t stream);
extern __host__ cudaError_t cudaStreamSynchronize(cudaStream_t stream);
extern __host__ cudaError_t cudaStreamQuery(cudaStream_t stream);
extern __host__ __cudart_builtin__ cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags = 0);
extern __host__ cudaError_t cudaStreamAddCallback(cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags);
extern __host__ __cudart_builtin__ cudaError_t cudaStreamGetPriority(cudaStream_t hStream, int *priority);
extern __host__ __cudart_builtin__ cudaError_t cudaStreamGetFlags(cudaStream_t hStream, unsigned int *flags);
extern __host__ __cudart_builtin__ cudaError_t cudaStreamAttachMemAsync(cudaStream_t stream, void *devPtr, size_t length = 0, unsigned int flags = 0x04);
extern __host__ cudaError_t cudaStreamBeginCapture(cudaStream_t stream, enum cudaStreamCaptureMode mode);
extern __host__ cudaError_t cudaStreamEndCapture(cudaStream_t stream, cudaGraph_t *pGraph);
extern __host__ cudaError_t cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus);
extern __host__ cudaError_t cudaLaunchHostFunc(cudaStream_t stream, cudaHostFn_t fn, void *userData);
extern __host__ cudaError_t cudaEventCreate(cudaEvent_t *event);
extern __host__ __cudart_builtin__ cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags);
extern __host__ __cudart_builtin__ cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream = 0);
extern __host__ __cudart_builtin__ cudaError_t cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream = 0, unsigned int flags = 0);
extern __host__ cudaError_t cudaEventQuery(cudaEvent_t event);
extern __host__ cudaError_t cudaEventSynchronize(cudaEvent_t event);
extern __host__ __cudart_builtin__ cudaError_t cudaEventDestroy(cudaEvent_t event);
extern __host__ cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);
extern __host__ cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);
extern __host__ cudaError_t cudaLaunchCooperativeKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream);
extern __host__ __cudart_builtin__ cudaError_t cudaFuncGetAttributes(struct cudaFuncAttributes *attr, const void *func);
extern __host__ __cudart_builtin__ cudaError_t cudaFuncSetAttribute(const void *func, enum cudaFuncAttribute attr, int value);
extern __host__ cudaError_t cudaFuncSetCacheConfig(const void *func, enum cudaFuncCache cacheConfig);
extern __host__ __cudart_builtin__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize);
extern __host__ __cudart_builtin__ cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags);
extern __host__ __cudart_builtin__ cudaError_t cudaOccupancyAvailableDynamicSMemPerBlock(size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize);
extern __host__ __cudart_builtin__ cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags = 0x01);
extern __host__ __cudart_builtin__ cudaError_t cudaMalloc(void **devPtr, size_t size);
extern __host__ cudaError_t cudaMallocHost(void **ptr, size_t size);
extern __host__ cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height);
extern __host__ cudaError_t cudaMalloc3D(struct cudaPitchedPtr* pitchedDevPtr, struct cudaExtent extent);
extern __host__ __cudart_builtin__ cudaError_t cudaFree(void *devPtr);
extern __host__ cudaError_t cudaFreeHost(void *ptr);
extern __host__ cudaError_t cudaHostAlloc(void **pHost, size_t size, unsigned int flags);
extern __host__ cudaError_t cudaHostRegister(void *ptr, size_t size, unsigned int flags);
extern __host__ cudaError_t cudaHostUnregister(void *ptr);
extern __host__ cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags);
extern __host__ cudaError_t cudaHostGetFlags(unsigned int *pFlags, void *pHost);
extern __host__ cudaError_t cudaMemGetInfo(size_t *free, size_t *total);
extern __host__ cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
extern __host__ cudaError_t cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count);
extern __host__ cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind);
extern __host__ cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
extern __host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset = 0, enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
extern __host__ __cudart_builtin__ cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream = 0);
extern __host__ cudaError_t cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream = 0);
extern __host__ __cudart_builtin__ cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream = 0);
extern __host__ cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream = 0);
extern __host__ cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream = 0);
extern __host__ cudaError_t cudaMemset(void *devPtr, int value, size_t count);
extern __host__ cudaError_t cudaMemset2D(void *devPtr, size_t pitch, int value, size_t width, size_t height);
extern __host__ __cudart_builtin__ cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream = 0);
extern __host__ __cudart_builtin__ cudaError_t cudaMemset2DAsync(void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream = 0);
extern __host__ cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol);
extern __host__ cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol);
extern __host__ cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream = 0);
extern __host__ cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location);
extern __host__ cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr);
extern __host__ cudaError_t cudaMallocAsync(void **devPtr, size_t size, cudaStream_t hStream);
extern __host__ cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t hStream);
extern __host__ cudaError_t cudaDriverGetVersion(int *driverVersion);
extern __host__ __cudart_builtin__ cudaError_t cudaRuntimeGetVersion(int *runtimeVersion);
extern __host__ cudaError_t cudaGraphCreate(cudaGraph_t *pGraph, unsigned int flags = 0);
extern __host__ cudaError_t cudaGraphInstantiate(cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags = 0);
extern __device__ __cudart_builtin__ cudaError_t cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream);
extern __host__ cudaError_t cudaGraphLaunch(cudaGraphExec_t graphExec, cudaStream_t stream);
extern __host__ cudaError_t cudaGraphExecDestroy(cudaGraphExec_t graphExec);
extern __host__ cudaError_t cudaGraphDestroy(cudaGraph_t graph);
}

#endif /* !__CUDA_RUNTIME_API_H__ */
