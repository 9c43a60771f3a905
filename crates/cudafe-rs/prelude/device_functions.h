/*
 * cudafe-rs prelude: device_functions.h
 *
 * Device intrinsics as NVIDIA's crt/device_functions.h, device_atomic_functions.h,
 * sm_20/30/32/35/60/61_intrinsics.h, sm_*_atomic_functions.h and crt/sm_70..90_rt.h
 * (CUDA 13.5) declare them:
 *  - the `extern "C" __device__ __device_builtin__` intrinsics that cicc maps to
 *    instructions (__syncthreads, __threadfence, __popc, __clz, __ffs, __brev,
 *    __fdividef, __expf, __sinf, __float2int_rn, __int2float_rn, __fmaf_rn,
 *    __saturatef, __double_as_longlong, clock64, the __v* SIMD ops, ...);
 *  - the C++ overloads that the real headers define `static __inline__ __device__`:
 *    atomicAdd/Sub/Exch/Min/Max/Inc/Dec/CAS/And/Or/Xor (+ _block/_system),
 *    __syncwarp, __shfl*_sync, __ballot_sync, __any_sync, __all_sync,
 *    __activemask, __match_*_sync, __reduce_*_sync, __ldg, __dp4a, __funnelshift_*,
 *    __nanosleep, and the deprecated __shfl/__any/__all/__ballot with their
 *    deprecation messages.
 *    Host side (cudafe++'s pass) they get an empty body `{ }`, exactly like the
 *    real headers' __DEF_IF_HOST; device side (cicc's pass) they are only
 *    declared (extern, so that cicc emits a call and reports nothing), where the
 *    real headers define them with inline PTX/builtins.
 *  - __cudaPushCallConfiguration, which cudafe++ lowers `k<<<g, b, s, st>>>(a)` to:
 *    `(__cudaPushCallConfiguration(g, b, s, st)) ? (void)0 : k(a)`.  Its default
 *    arguments (blockDim = 1, sharedMem = 0, stream = 0) are why `k<<<1>>>()` is
 *    accepted.  Without this declaration cudafe++ aborts with an internal error.
 */
#if !defined(__DEVICE_FUNCTIONS_H__)
#define __DEVICE_FUNCTIONS_H__

#include "host_defines.h"
#include "vector_types.h"
#include "driver_types.h"

#if defined(__CUDA_ARCH__)
#define __PRELUDE_DEVICE_DECL__ extern __device__
#define __DEF_IF_HOST ;
#else
#define __PRELUDE_DEVICE_DECL__ static __inline__ __device__
#define __DEF_IF_HOST { }
#endif

/* the deprecation message of the non-_sync warp functions, as the real headers
   word it; compute_70 and above: the non-_sync shuffles are not declared at all */
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
#define __WSB_DEPRECATION_MESSAGE(x) #x"() is not valid on compute_70 and above, and should be replaced with "#x"_sync()."\
    "To continue using "#x"(), specify virtual architecture compute_60 when targeting sm_70 and above, for example, using the pair of compiler options: -arch=compute_60 -code=sm_70."
#else
#define __WSB_DEPRECATION_MESSAGE(x) #x"() is deprecated in favor of "#x"_sync() and may be removed in a future release (Use -Wno-deprecated-declarations to suppress this warning)."
#endif

/* ---- intrinsics known to cicc by name ---- */
extern "C"
{
__device__ __cudart_builtin__ __device_builtin__ int __mulhi(int x, int y);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __umulhi(unsigned int x, unsigned int y);
__device__ __cudart_builtin__ __device_builtin__ long long int __mul64hi(long long int x, long long int y);
__device__ __cudart_builtin__ __device_builtin__ unsigned long long int __umul64hi(unsigned long long int x, unsigned long long int y);
__device__ __cudart_builtin__ __device_builtin__ float __int_as_float(int x);
__device__ __cudart_builtin__ __device_builtin__ int __float_as_int(float x);
__device__ __cudart_builtin__ __device_builtin__ float __uint_as_float(unsigned int x);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __float_as_uint(float x);
__device__ __cudart_builtin__ __device_builtin__ void __syncthreads(void);
__device__ __cudart_builtin__ __device_builtin__ void __prof_trigger(int);
__device__ __cudart_builtin__ __device_builtin__ void __threadfence(void);
__device__ __cudart_builtin__ __device_builtin__ void __threadfence_block(void);
__device__ __cudart_builtin__ __device_builtin__ void __brkpt();
__device__ __cudart_builtin__ __device_builtin__ float __saturatef(float x);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __sad(int x, int y, unsigned int z);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __usad(unsigned int x, unsigned int y, unsigned int z);
__device__ __cudart_builtin__ __device_builtin__ int __mul24(int x, int y);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __umul24(unsigned int x, unsigned int y);
__device__ __cudart_builtin__ __device_builtin__ float fdividef(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ float __fdividef(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ double fdivide(double x, double y);
__device__ __cudart_builtin__ __device_builtin__ __cudart_builtin__ float __sinf(float x) noexcept(true);
__device__ __cudart_builtin__ __device_builtin__ __cudart_builtin__ float __cosf(float x) noexcept(true);
__device__ __cudart_builtin__ __device_builtin__ __cudart_builtin__ float __tanf(float x) noexcept(true);
__device__ __cudart_builtin__ __device_builtin__ __cudart_builtin__ float __tanhf(float x) noexcept(true);
__device__ __cudart_builtin__ __device_builtin__ __cudart_builtin__ void __sincosf(float x, float *sptr, float *cptr) noexcept(true);
__device__ __cudart_builtin__ __device_builtin__ __cudart_builtin__ float __sin2pif(float x) noexcept(true);
__device__ __cudart_builtin__ __device_builtin__ __cudart_builtin__ float __cos2pif(float x) noexcept(true);
__device__ __cudart_builtin__ __device_builtin__ __cudart_builtin__ void __sincos2pif(float x, float *sptr, float *cptr) noexcept(true);
__device__ __cudart_builtin__ __device_builtin__ __cudart_builtin__ float __expf(float x) noexcept(true);
__device__ __cudart_builtin__ __device_builtin__ __cudart_builtin__ float __exp10f(float x) noexcept(true);
__device__ __cudart_builtin__ __device_builtin__ __cudart_builtin__ float __log2f(float x) noexcept(true);
__device__ __cudart_builtin__ __device_builtin__ __cudart_builtin__ float __log10f(float x) noexcept(true);
__device__ __cudart_builtin__ __device_builtin__ __cudart_builtin__ float __logf(float x) noexcept(true);
__device__ __cudart_builtin__ __device_builtin__ __cudart_builtin__ float __powf(float x, float y) noexcept(true);
__device__ __cudart_builtin__ __device_builtin__ int __float2int_rn(float x);
__device__ __cudart_builtin__ __device_builtin__ int __float2int_rz(float x);
__device__ __cudart_builtin__ __device_builtin__ int __float2int_ru(float);
__device__ __cudart_builtin__ __device_builtin__ int __float2int_rd(float x);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __float2uint_rn(float x);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __float2uint_rz(float x);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __float2uint_ru(float x);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __float2uint_rd(float x);
__device__ __cudart_builtin__ __device_builtin__ float __int2float_rn(int x);
__device__ __cudart_builtin__ __device_builtin__ float __int2float_rz(int x);
__device__ __cudart_builtin__ __device_builtin__ float __int2float_ru(int x);
__device__ __cudart_builtin__ __device_builtin__ float __int2float_rd(int x);
__device__ __cudart_builtin__ __device_builtin__ float __uint2float_rn(unsigned int x);
__device__ __cudart_builtin__ __device_builtin__ float __uint2float_rz(unsigned int x);
__device__ __cudart_builtin__ __device_builtin__ float __uint2float_ru(unsigned int x);
__device__ __cudart_builtin__ __device_builtin__ float __uint2float_rd(unsigned int x);
__device__ __cudart_builtin__ __device_builtin__ long long int __float2ll_rn(float x);
__device__ __cudart_builtin__ __device_builtin__ long long int __float2ll_rz(float x);
__device__ __cudart_builtin__ __device_builtin__ long long int __float2ll_ru(float x);
__device__ __cudart_builtin__ __device_builtin__ long long int __float2ll_rd(float x);
__device__ __cudart_builtin__ __device_builtin__ unsigned long long int __float2ull_rn(float x);
__device__ __cudart_builtin__ __device_builtin__ unsigned long long int __float2ull_rz(float x);
__device__ __cudart_builtin__ __device_builtin__ unsigned long long int __float2ull_ru(float x);
__device__ __cudart_builtin__ __device_builtin__ unsigned long long int __float2ull_rd(float x);
__device__ __cudart_builtin__ __device_builtin__ float __ll2float_rn(long long int x);
__device__ __cudart_builtin__ __device_builtin__ float __ll2float_rz(long long int x);
__device__ __cudart_builtin__ __device_builtin__ float __ll2float_ru(long long int x);
__device__ __cudart_builtin__ __device_builtin__ float __ll2float_rd(long long int x);
__device__ __cudart_builtin__ __device_builtin__ float __ull2float_rn(unsigned long long int x);
__device__ __cudart_builtin__ __device_builtin__ float __ull2float_rz(unsigned long long int x);
__device__ __cudart_builtin__ __device_builtin__ float __ull2float_ru(unsigned long long int x);
__device__ __cudart_builtin__ __device_builtin__ float __ull2float_rd(unsigned long long int x);
__device__ __cudart_builtin__ __device_builtin__ float __fadd_rn(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ float __fadd_rz(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ float __fadd_ru(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ float __fadd_rd(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ float __fsub_rn(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ float __fsub_rz(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ float __fsub_ru(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ float __fsub_rd(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ float __fmul_rn(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ float __fmul_rz(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ float __fmul_ru(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ float __fmul_rd(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ float __fmaf_rn(float x, float y, float z);
__device__ __cudart_builtin__ __device_builtin__ float __fmaf_rz(float x, float y, float z);
__device__ __cudart_builtin__ __device_builtin__ float __fmaf_ru(float x, float y, float z);
__device__ __cudart_builtin__ __device_builtin__ float __fmaf_rd(float x, float y, float z);
__device__ __cudart_builtin__ __device_builtin__ float __frcp_rn(float x);
__device__ __cudart_builtin__ __device_builtin__ float __frcp_rz(float x);
__device__ __cudart_builtin__ __device_builtin__ float __frcp_ru(float x);
__device__ __cudart_builtin__ __device_builtin__ float __frcp_rd(float x);
__device__ __cudart_builtin__ __device_builtin__ float __fsqrt_rn(float x);
__device__ __cudart_builtin__ __device_builtin__ float __fsqrt_rz(float x);
__device__ __cudart_builtin__ __device_builtin__ float __fsqrt_ru(float x);
__device__ __cudart_builtin__ __device_builtin__ float __fsqrt_rd(float x);
__device__ __cudart_builtin__ __device_builtin__ float __frsqrt_rn(float x);
__device__ __cudart_builtin__ __device_builtin__ float __fdiv_rn(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ float __fdiv_rz(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ float __fdiv_ru(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ float __fdiv_rd(float x, float y);
__device__ __cudart_builtin__ __device_builtin__ int __clz(int x);
__device__ __cudart_builtin__ __device_builtin__ int __ffs(int x);
__device__ __cudart_builtin__ __device_builtin__ int __popc(unsigned int x);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __brev(unsigned int x);
__device__ __cudart_builtin__ __device_builtin__ int __clzll(long long int x);
__device__ __cudart_builtin__ __device_builtin__ int __ffsll(long long int x);
__device__ __cudart_builtin__ __device_builtin__ int __popcll(unsigned long long int x);
__device__ __cudart_builtin__ __device_builtin__ unsigned long long int __brevll(unsigned long long int x);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __byte_perm(unsigned int x, unsigned int y, unsigned int s);
__device__ __cudart_builtin__ __device_builtin__ int __hadd(int x, int y);
__device__ __cudart_builtin__ __device_builtin__ int __rhadd(int x, int y);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __uhadd(unsigned int x, unsigned int y);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __urhadd(unsigned int x, unsigned int y);
__device__ __cudart_builtin__ __device_builtin__ int __double2int_rz(double x);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __double2uint_rz(double x);
__device__ __cudart_builtin__ __device_builtin__ long long int __double2ll_rz(double x);
__device__ __cudart_builtin__ __device_builtin__ unsigned long long int __double2ull_rz(double x);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __pm0(void);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __pm1(void);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __pm2(void);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __pm3(void);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vabs2(unsigned int a);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vabsss2(unsigned int a);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vadd2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vaddss2 (unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vaddus2 (unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vavgs2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vavgu2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vhaddu2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmpeq2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmpges2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmpgeu2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmpgts2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmpgtu2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmples2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmpleu2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmplts2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmpltu2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmpne2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vabsdiffu2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vmaxs2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vmaxu2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vmins2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vminu2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vseteq2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetges2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetgeu2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetgts2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetgtu2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetles2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetleu2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetlts2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetltu2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetne2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsadu2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsub2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsubss2 (unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsubus2 (unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vneg2(unsigned int a);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vnegss2(unsigned int a);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vabsdiffs2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsads2(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vabs4(unsigned int a);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vabsss4(unsigned int a);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vadd4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vaddss4 (unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vaddus4 (unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vavgs4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vavgu4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vhaddu4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmpeq4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmpges4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmpgeu4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmpgts4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmpgtu4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmples4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmpleu4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmplts4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmpltu4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vcmpne4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vabsdiffu4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vmaxs4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vmaxu4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vmins4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vminu4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vseteq4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetles4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetleu4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetlts4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetltu4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetges4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetgeu4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetgts4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetgtu4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsetne4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsadu4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsub4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsubss4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsubus4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vneg4(unsigned int a);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vnegss4(unsigned int a);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vabsdiffs4(unsigned int a, unsigned int b);
__device__ __cudart_builtin__ __device_builtin__ unsigned int __vsads4(unsigned int a, unsigned int b);
extern __device__ __device_builtin__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__any)))) int __any(int cond);
extern __device__ __device_builtin__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__all)))) int __all(int cond);
extern __device__ __device_builtin__ long long int __double_as_longlong(double x);
extern __device__ __device_builtin__ double __longlong_as_double(long long int x);
extern __device__ __device_builtin__ double __fma_rn(double x, double y, double z);
extern __device__ __device_builtin__ double __fma_rz(double x, double y, double z);
extern __device__ __device_builtin__ double __fma_ru(double x, double y, double z);
extern __device__ __device_builtin__ double __fma_rd(double x, double y, double z);
extern __device__ __device_builtin__ double __dadd_rn(double x, double y);
extern __device__ __device_builtin__ double __dadd_rz(double x, double y);
extern __device__ __device_builtin__ double __dadd_ru(double x, double y);
extern __device__ __device_builtin__ double __dadd_rd(double x, double y);
extern __device__ __device_builtin__ double __dsub_rn(double x, double y);
extern __device__ __device_builtin__ double __dsub_rz(double x, double y);
extern __device__ __device_builtin__ double __dsub_ru(double x, double y);
extern __device__ __device_builtin__ double __dsub_rd(double x, double y);
extern __device__ __device_builtin__ double __dmul_rn(double x, double y);
extern __device__ __device_builtin__ double __dmul_rz(double x, double y);
extern __device__ __device_builtin__ double __dmul_ru(double x, double y);
extern __device__ __device_builtin__ double __dmul_rd(double x, double y);
extern __device__ __device_builtin__ float __double2float_rn(double x);
extern __device__ __device_builtin__ float __double2float_rz(double x);
extern __device__ __device_builtin__ float __double2float_ru(double x);
extern __device__ __device_builtin__ float __double2float_rd(double x);
extern __device__ __device_builtin__ int __double2int_rn(double x);
extern __device__ __device_builtin__ int __double2int_ru(double x);
extern __device__ __device_builtin__ int __double2int_rd(double x);
extern __device__ __device_builtin__ unsigned int __double2uint_rn(double x);
extern __device__ __device_builtin__ unsigned int __double2uint_ru(double x);
extern __device__ __device_builtin__ unsigned int __double2uint_rd(double x);
extern __device__ __device_builtin__ long long int __double2ll_rn(double x);
extern __device__ __device_builtin__ long long int __double2ll_ru(double x);
extern __device__ __device_builtin__ long long int __double2ll_rd(double x);
extern __device__ __device_builtin__ unsigned long long int __double2ull_rn(double x);
extern __device__ __device_builtin__ unsigned long long int __double2ull_ru(double x);
extern __device__ __device_builtin__ unsigned long long int __double2ull_rd(double x);
extern __device__ __device_builtin__ double __int2double_rn(int x);
extern __device__ __device_builtin__ double __uint2double_rn(unsigned int x);
extern __device__ __device_builtin__ double __ll2double_rn(long long int x);
extern __device__ __device_builtin__ double __ll2double_rz(long long int x);
extern __device__ __device_builtin__ double __ll2double_ru(long long int x);
extern __device__ __device_builtin__ double __ll2double_rd(long long int x);
extern __device__ __device_builtin__ double __ull2double_rn(unsigned long long int x);
extern __device__ __device_builtin__ double __ull2double_rz(unsigned long long int x);
extern __device__ __device_builtin__ double __ull2double_ru(unsigned long long int x);
extern __device__ __device_builtin__ double __ull2double_rd(unsigned long long int x);
extern __device__ __device_builtin__ int __double2hiint(double x);
extern __device__ __device_builtin__ int __double2loint(double x);
extern __device__ __device_builtin__ double __hiloint2double(int hi, int lo);
extern __device__ __device_builtin__ void __threadfence_system(void);
extern __device__ __device_builtin__ double __ddiv_rn(double x, double y);
extern __device__ __device_builtin__ double __ddiv_rz(double x, double y);
extern __device__ __device_builtin__ double __ddiv_ru(double x, double y);
extern __device__ __device_builtin__ double __ddiv_rd(double x, double y);
extern __device__ __device_builtin__ double __drcp_rn(double x);
extern __device__ __device_builtin__ double __drcp_rz(double x);
extern __device__ __device_builtin__ double __drcp_ru(double x);
extern __device__ __device_builtin__ double __drcp_rd(double x);
extern __device__ __device_builtin__ double __dsqrt_rn(double x);
extern __device__ __device_builtin__ double __dsqrt_rz(double x);
extern __device__ __device_builtin__ double __dsqrt_ru(double x);
extern __device__ __device_builtin__ double __dsqrt_rd(double x);
extern __device__ __device_builtin__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__ballot)))) unsigned int __ballot(int);
extern __device__ __device_builtin__ int __syncthreads_count(int);
extern __device__ __device_builtin__ int __syncthreads_and(int);
extern __device__ __device_builtin__ int __syncthreads_or(int);
extern __device__ __device_builtin__ long long int clock64(void);
extern __device__ __device_builtin__ float __fmaf_ieee_rn(float x, float y, float z);
extern __device__ __device_builtin__ float __fmaf_ieee_rd(float x, float y, float z);
extern __device__ __device_builtin__ float __fmaf_ieee_ru(float x, float y, float z);
extern __device__ __device_builtin__ float __fmaf_ieee_rz(float x, float y, float z);
__device__ __device_builtin__ void __u128AtomicCAS(void *, void *, void *, void *);
__device__ __device_builtin__ void __u128AtomicCAS_block(void *, void *, void *, void *);
__device__ __device_builtin__ void __u128AtomicCAS_system(void *, void *, void *, void *);
__device__ __device_builtin__ void __u128AtomicExch(void *, void *, void *);
__device__ __device_builtin__ void __u128AtomicExch_block(void *, void *, void *);
__device__ __device_builtin__ void __u128AtomicExch_system(void *, void *, void *);
}

__device__ __cudart_builtin__ __device_builtin__ __attribute__((__noreturn__)) void __trap(void);

/* ---- atomics, warp-level primitives, cached loads, ... ---- */
__PRELUDE_DEVICE_DECL__ int atomicAdd(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicAdd(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicSub(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicSub(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicExch(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicExch(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float atomicExch(float *address, float val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicMin(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicMin(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicMax(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicMax(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicInc(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicDec(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicAnd(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicAnd(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicOr(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicOr(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicXor(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicXor(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicCAS(int *address, int compare, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicCAS(unsigned int *address, unsigned int compare, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long int atomicAdd(unsigned long long int *address, unsigned long long int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long int atomicExch(unsigned long long int *address, unsigned long long int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long int atomicCAS(unsigned long long int *address, unsigned long long int compare, unsigned long long int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__any)))) bool any(bool cond) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__all)))) bool all(bool cond) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float atomicAdd(float *address, float val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long atomicMin(long long *address, long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long atomicMax(long long *address, long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long atomicAnd(long long *address, long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long atomicOr(long long *address, long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long atomicXor(long long *address, long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicMin(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicMax(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicAnd(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicOr(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicXor(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ double atomicAdd(double *address, double val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicAdd_block(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicAdd_system(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicAdd_block(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicAdd_system(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicAdd_block(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicAdd_system(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float atomicAdd_block(float *address, float val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float atomicAdd_system(float *address, float val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ double atomicAdd_block(double *address, double val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ double atomicAdd_system(double *address, double val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicSub_block(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicSub_system(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicSub_block(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicSub_system(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicExch_block(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicExch_system(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicExch_block(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicExch_system(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicExch_block(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicExch_system(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float atomicExch_block(float *address, float val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float atomicExch_system(float *address, float val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicMin_block(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicMin_system(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long atomicMin_block(long long *address, long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long atomicMin_system(long long *address, long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicMin_block(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicMin_system(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicMin_block(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicMin_system(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicMax_block(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicMax_system(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long atomicMax_block(long long *address, long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long atomicMax_system(long long *address, long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicMax_block(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicMax_system(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicMax_block(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicMax_system(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicInc_block(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicInc_system(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicDec_block(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicDec_system(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicCAS_block(int *address, int compare, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicCAS_system(int *address, int compare, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicCAS_block(unsigned int *address, unsigned int compare, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicCAS_system(unsigned int *address, unsigned int compare, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long int atomicCAS_block(unsigned long long int *address, unsigned long long int compare, unsigned long long int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long int atomicCAS_system(unsigned long long int *address, unsigned long long int compare, unsigned long long int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicAnd_block(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicAnd_system(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long atomicAnd_block(long long *address, long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long atomicAnd_system(long long *address, long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicAnd_block(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicAnd_system(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicAnd_block(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicAnd_system(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicOr_block(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicOr_system(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long atomicOr_block(long long *address, long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long atomicOr_system(long long *address, long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicOr_block(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicOr_system(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicOr_block(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicOr_system(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicXor_block(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int atomicXor_system(int *address, int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long atomicXor_block(long long *address, long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long atomicXor_system(long long *address, long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicXor_block(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int atomicXor_system(unsigned int *address, unsigned int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicXor_block(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long atomicXor_system(unsigned long long *address, unsigned long long val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__ballot)))) unsigned int ballot(bool pred) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int syncthreads_count(bool pred) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ bool syncthreads_and(bool pred) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ bool syncthreads_or(bool pred) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __isGlobal(const void *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __isShared(const void *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __isConstant(const void *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __isLocal(const void *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __isGridConstant(const void *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned __fns(unsigned mask, unsigned base, int offset) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ void __barrier_sync(unsigned id) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ void __barrier_sync_count(unsigned id, unsigned cnt) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ void __syncwarp(unsigned mask=0xFFFFFFFF) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int __all_sync(unsigned mask, int pred) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int __any_sync(unsigned mask, int pred) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int __uni_sync(unsigned mask, int pred) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned __ballot_sync(unsigned mask, int pred) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned __activemask() __DEF_IF_HOST
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ < 700
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl)))) int __shfl(int var, int srcLane, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl)))) unsigned int __shfl(unsigned int var, int srcLane, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_up)))) int __shfl_up(int var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_up)))) unsigned int __shfl_up(unsigned int var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_down)))) int __shfl_down(int var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_down)))) unsigned int __shfl_down(unsigned int var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_xor)))) int __shfl_xor(int var, int laneMask, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_xor)))) unsigned int __shfl_xor(unsigned int var, int laneMask, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl)))) float __shfl(float var, int srcLane, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_up)))) float __shfl_up(float var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_down)))) float __shfl_down(float var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_xor)))) float __shfl_xor(float var, int laneMask, int width=32) __DEF_IF_HOST
#endif
__PRELUDE_DEVICE_DECL__ int __shfl_sync(unsigned mask, int var, int srcLane, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __shfl_sync(unsigned mask, unsigned int var, int srcLane, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int __shfl_up_sync(unsigned mask, int var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __shfl_up_sync(unsigned mask, unsigned int var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int __shfl_down_sync(unsigned mask, int var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __shfl_down_sync(unsigned mask, unsigned int var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int __shfl_xor_sync(unsigned mask, int var, int laneMask, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __shfl_xor_sync(unsigned mask, unsigned int var, int laneMask, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float __shfl_sync(unsigned mask, float var, int srcLane, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float __shfl_up_sync(unsigned mask, float var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float __shfl_down_sync(unsigned mask, float var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float __shfl_xor_sync(unsigned mask, float var, int laneMask, int width=32) __DEF_IF_HOST
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ < 700
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl)))) unsigned long long __shfl(unsigned long long var, int srcLane, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl)))) long long __shfl(long long var, int srcLane, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_up)))) long long __shfl_up(long long var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_up)))) unsigned long long __shfl_up(unsigned long long var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_down)))) long long __shfl_down(long long var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_down)))) unsigned long long __shfl_down(unsigned long long var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_xor)))) long long __shfl_xor(long long var, int laneMask, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_xor)))) unsigned long long __shfl_xor(unsigned long long var, int laneMask, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl)))) double __shfl(double var, int srcLane, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_up)))) double __shfl_up(double var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_down)))) double __shfl_down(double var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_xor)))) double __shfl_xor(double var, int laneMask, int width=32) __DEF_IF_HOST
#endif
__PRELUDE_DEVICE_DECL__ long long __shfl_sync(unsigned mask, long long var, int srcLane, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long __shfl_sync(unsigned mask, unsigned long long var, int srcLane, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long __shfl_up_sync(unsigned mask, long long var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long __shfl_up_sync(unsigned mask, unsigned long long var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long __shfl_down_sync(unsigned mask, long long var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long __shfl_down_sync(unsigned mask, unsigned long long var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long __shfl_xor_sync(unsigned mask, long long var, int laneMask, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long __shfl_xor_sync(unsigned mask, unsigned long long var, int laneMask, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ double __shfl_sync(unsigned mask, double var, int srcLane, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ double __shfl_up_sync(unsigned mask, double var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ double __shfl_down_sync(unsigned mask, double var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ double __shfl_xor_sync(unsigned mask, double var, int laneMask, int width=32) __DEF_IF_HOST
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ < 700
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl)))) long __shfl(long var, int srcLane, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl)))) unsigned long __shfl(unsigned long var, int srcLane, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_up)))) long __shfl_up(long var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_up)))) unsigned long __shfl_up(unsigned long var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_down)))) long __shfl_down(long var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_down)))) unsigned long __shfl_down(unsigned long var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_xor)))) long __shfl_xor(long var, int laneMask, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ __attribute__((deprecated(__WSB_DEPRECATION_MESSAGE(__shfl_xor)))) unsigned long __shfl_xor(unsigned long var, int laneMask, int width=32) __DEF_IF_HOST
#endif
__PRELUDE_DEVICE_DECL__ long __shfl_sync(unsigned mask, long var, int srcLane, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long __shfl_sync(unsigned mask, unsigned long var, int srcLane, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long __shfl_up_sync(unsigned mask, long var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long __shfl_up_sync(unsigned mask, unsigned long var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long __shfl_down_sync(unsigned mask, long var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long __shfl_down_sync(unsigned mask, unsigned long var, unsigned int delta, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long __shfl_xor_sync(unsigned mask, long var, int laneMask, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long __shfl_xor_sync(unsigned mask, unsigned long var, int laneMask, int width=32) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long __ldg(const long *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long __ldg(const unsigned long *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ char __ldg(const char *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ signed char __ldg(const signed char *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ short __ldg(const short *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int __ldg(const int *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ long long __ldg(const long long *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ char2 __ldg(const char2 *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ char4 __ldg(const char4 *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ short2 __ldg(const short2 *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ short4 __ldg(const short4 *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int2 __ldg(const int2 *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int4 __ldg(const int4 *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ longlong2 __ldg(const longlong2 *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned char __ldg(const unsigned char *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned short __ldg(const unsigned short *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __ldg(const unsigned int *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned long long __ldg(const unsigned long long *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ uchar2 __ldg(const uchar2 *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ uchar4 __ldg(const uchar4 *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ ushort2 __ldg(const ushort2 *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ ushort4 __ldg(const ushort4 *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ uint2 __ldg(const uint2 *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ uint4 __ldg(const uint4 *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ ulonglong2 __ldg(const ulonglong2 *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float __ldg(const float *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ double __ldg(const double *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float2 __ldg(const float2 *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float4 __ldg(const float4 *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ double2 __ldg(const double2 *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __funnelshift_l(unsigned int lo, unsigned int hi, unsigned int shift) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __funnelshift_lc(unsigned int lo, unsigned int hi, unsigned int shift) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __funnelshift_r(unsigned int lo, unsigned int hi, unsigned int shift) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __funnelshift_rc(unsigned int lo, unsigned int hi, unsigned int shift) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int __dp2a_lo(int srcA, int srcB, int c) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __dp2a_lo(unsigned int srcA, unsigned int srcB, unsigned int c) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int __dp2a_lo(short2 srcA, char4 srcB, int c) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __dp2a_lo(ushort2 srcA, uchar4 srcB, unsigned int c) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int __dp2a_hi(int srcA, int srcB, int c) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __dp2a_hi(unsigned int srcA, unsigned int srcB, unsigned int c) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int __dp2a_hi(short2 srcA, char4 srcB, int c) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __dp2a_hi(ushort2 srcA, uchar4 srcB, unsigned int c) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int __dp4a(int srcA, int srcB, int c) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __dp4a(unsigned int srcA, unsigned int srcB, unsigned int c) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int __dp4a(char4 srcA, char4 srcB, int c) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __dp4a(uchar4 srcA, uchar4 srcB, unsigned int c) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __match_any_sync(unsigned mask, unsigned value) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __match_any_sync(unsigned mask, int value) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __match_any_sync(unsigned mask, unsigned long value) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __match_any_sync(unsigned mask, long value) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __match_any_sync(unsigned mask, unsigned long long value) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __match_any_sync(unsigned mask, long long value) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __match_any_sync(unsigned mask, float value) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __match_any_sync(unsigned mask, double value) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __match_all_sync(unsigned mask, unsigned value, int *pred) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __match_all_sync(unsigned mask, int value, int *pred) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __match_all_sync(unsigned mask, unsigned long value, int *pred) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __match_all_sync(unsigned mask, long value, int *pred) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __match_all_sync(unsigned mask, unsigned long long value, int *pred) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __match_all_sync(unsigned mask, long long value, int *pred) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __match_all_sync(unsigned mask, float value, int *pred) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned int __match_all_sync(unsigned mask, double value, int *pred) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ void __nanosleep(unsigned int ns) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned short int atomicCAS(unsigned short int *address, unsigned short int compare, unsigned short int val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned __reduce_add_sync(unsigned mask, unsigned value) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned __reduce_min_sync(unsigned mask, unsigned value) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned __reduce_max_sync(unsigned mask, unsigned value) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int __reduce_add_sync(unsigned mask, int value) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int __reduce_min_sync(unsigned mask, int value) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ int __reduce_max_sync(unsigned mask, int value) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned __reduce_and_sync(unsigned mask, unsigned value) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned __reduce_or_sync(unsigned mask, unsigned value) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned __reduce_xor_sync(unsigned mask, unsigned value) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned __isCtaShared(const void *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ unsigned __isClusterShared(const void *ptr) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ void __threadfence_cluster() __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float2 atomicAdd(float2 *__address, float2 val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float2 atomicAdd_block(float2 *__address, float2 val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float2 atomicAdd_system(float2 *__address, float2 val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float4 atomicAdd(float4 *__address, float4 val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float4 atomicAdd_block(float4 *__address, float4 val) __DEF_IF_HOST
__PRELUDE_DEVICE_DECL__ float4 atomicAdd_system(float4 *__address, float4 val) __DEF_IF_HOST

#undef __PRELUDE_DEVICE_DECL__
#undef __DEF_IF_HOST

/* ---- what a host-side <<<...>>> launch is lowered to (crt/device_functions.h) ---- */
extern "C" __host__ __device__ unsigned CUDARTAPI __cudaPushCallConfiguration(dim3 gridDim,
                                      dim3 blockDim = 1,
                                      size_t sharedMem = 0,
                                      struct CUstream_st *stream = 0);

#endif /* !__DEVICE_FUNCTIONS_H__ */
