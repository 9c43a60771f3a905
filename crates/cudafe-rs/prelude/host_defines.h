/*
 * cudafe-rs prelude: host_defines.h
 *
 * The CUDA attribute macros, exactly as NVIDIA's crt/host_defines.h (CUDA 13.5)
 * defines them for a GNU host compiler with __CUDACC__ defined.  The front end
 * (cudafe++/cicc, and cudafe-rs) knows only the GNU attributes these expand to,
 * not the bare words: `__global__` -> __location__(global) ->
 * __annotate__(global) -> __attribute__((global)).
 *
 * Verified with `gcc -E -dM` on a file force-including the real cuda_runtime.h
 * with nvcc's -D options (see README.md).
 */
#if !defined(__HOST_DEFINES_H__)
#define __HOST_DEFINES_H__

/* ---- GNU branch of crt/host_defines.h ---- */
#define __no_return__ \
        __attribute__((noreturn))
#define __forceinline__ \
        __inline__ __attribute__((always_inline))
#define __inline_hint__ \
        __attribute__((nv_inline_hint))
#define __align__(n) \
        __attribute__((aligned(n)))
#define __maxnreg__(a) \
        __attribute__((maxnreg(a)))
#define __local_maxnreg__(a) \
        __attribute__((local_maxnreg(a)))
#define __thread__ \
        __thread
#define __import__
#define __export__
#define __cdecl
#define __annotate__(a) \
        __attribute__((a))
#define __location__(a) \
        __annotate__(a)
#define CUDARTAPI
#define CUDARTAPI_CDECL

#define __specialization_static

#define __launch_bounds__(...) \
        __annotate__(launch_bounds(__VA_ARGS__))

#define __builtin_align__(a) \
        __align__(a)

/* ---- execution and memory spaces ---- */
#define __grid_constant__ \
        __location__(grid_constant)
#define __host__ \
        __location__(host)
#define __device__ \
        __location__(device)
#define __global__ \
        __location__(global)
#define __tile_global__ \
        __location__(tile_global)
#define __tile__ \
        __location__(tile)
#define __tile_builtin__ \
        __location__(tile_builtin)
#define __experimental_foreign_decl__ \
        __location__(experimental_foreign_decl) __tile__
#define __experimental_foreign_name__(x) \
        __annotate__(experimental_foreign_name(x))
#define __shared__ \
        __location__(shared)
#define __constant__ \
        __location__(constant)
#define __managed__ \
        __location__(managed)
#define __nv_pure__ \
        __location__(nv_pure)

#define __device_builtin__ \
        __location__(device_builtin)
#define __device_builtin_texture_type__ \
        __location__(device_builtin_texture_type)
#define __device_builtin_surface_type__ \
        __location__(device_builtin_surface_type)
#define __cudart_builtin__ \
        __location__(cudart_builtin)

#define __cluster_dims__(...) \
        __attribute__((cluster_dims(__VA_ARGS__)))
#define __block_size__(...) \
        __attribute__((block_size(__VA_ARGS__)))

/* ---- architecture feature tests (no arch-specific/family-specific target) ---- */
#define __CUDA_ARCH_HAS_FEATURE__(_FEAT) __CUDA_ARCH_FEAT_##_FEAT
#define __CUDA_HAS_ARCH_FAMILY_SPECIFIC(N) 0
#define __CUDA_HAS_ARCH_SPECIFIC(N) 0

#endif /* !__HOST_DEFINES_H__ */
