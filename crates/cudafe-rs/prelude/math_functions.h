/*
 * cudafe-rs prelude: math_functions.h
 *
 * The math library as NVIDIA's crt/math_functions.h + math_functions.hpp
 * (CUDA 13.5) declare it: the C functions (sqrtf, expf, pow, erf, ...) are
 * `extern "C" __host__ __device__ __device_builtin__`, with glibc's
 * `noexcept(true)` (what __THROW expands to) where glibc declares them too, so
 * that a later #include <math.h>/<cmath>/<stdlib.h> of the user redeclares them
 * compatibly.  Device-only functions (rhypot, norm3d, cyl_bessel_i0, ...) are
 * `__device__`.  Then the global C++ overloads of the real header: float
 * versions of the CUDA-only functions (rsqrt(float), sinpi(float), ...) and
 * the min()/max() overloads for every integer/float mix.
 *
 * NOT reproduced: the real header first includes <math.h>, <stdlib.h>, <cmath>
 * and <cstdlib> and then redeclares std::sqrt(float) & co. as __host__
 * __device__.  The prelude includes no system header, so std::sqrt, std::abs,
 * isnan(), ... exist only if the program includes <cmath> itself, and then
 * they are host functions (cicc, not cudafe++, would reject a device call).
 */
#if !defined(__MATH_FUNCTIONS_H__)
#define __MATH_FUNCTIONS_H__

#include "host_defines.h"

#if !defined(__CUDAFE_PRELUDE_SIZE_T)
#define __CUDAFE_PRELUDE_SIZE_T
typedef __SIZE_TYPE__ size_t;
namespace std { typedef __SIZE_TYPE__ size_t; }
#endif

/* ---- macros of <math.h> (glibc, _GNU_SOURCE as g++ defines it) and <limits.h>
   (gcc), which the real headers make visible; same definitions, so a later
   #include of the system header redefines them silently ---- */
#define M_E 2.7182818284590452354
#define M_LOG2E 1.4426950408889634074
#define M_LOG10E 0.43429448190325182765
#define M_LN2 0.69314718055994530942
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.78539816339744830962
#define M_1_PI 0.31830988618379067154
#define M_2_PI 0.63661977236758134308
#define M_2_SQRTPI 1.12837916709551257390
#define M_SQRT2 1.41421356237309504880
#define M_SQRT1_2 0.70710678118654752440
#define HUGE_VAL (__builtin_huge_val ())
#define HUGE_VALF (__builtin_huge_valf ())
#define INFINITY (__builtin_inff ())
#define NAN (__builtin_nanf (""))
#define CHAR_BIT __CHAR_BIT__
#define SHRT_MAX __SHRT_MAX__
#define INT_MAX __INT_MAX__
#define INT_MIN (-INT_MAX - 1)
#define UINT_MAX (INT_MAX * 2U + 1U)
#define LONG_MAX __LONG_MAX__
#define LONG_MIN (-LONG_MAX - 1L)
#define ULONG_MAX (LONG_MAX * 2UL + 1UL)
#define LLONG_MAX __LONG_LONG_MAX__
#define LLONG_MIN (-LLONG_MAX-1)
#define ULLONG_MAX (LLONG_MAX * 2ULL + 1)

extern "C"
{
extern __host__ __device__ __device_builtin__ __cudart_builtin__ int abs(int a) noexcept(true);
extern __host__ __device__ __device_builtin__ __cudart_builtin__ long int labs(long int a) noexcept(true);
extern __host__ __device__ __device_builtin__ __cudart_builtin__ long long int llabs(long long int a) noexcept(true);
extern __host__ __device__ __device_builtin__ double fabs(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float fabsf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ int min(const int a, const int b);
extern __host__ __device__ __device_builtin__ unsigned int umin(const unsigned int a, const unsigned int b);
extern __host__ __device__ __device_builtin__ long long int llmin(const long long int a, const long long int b);
extern __host__ __device__ __device_builtin__ unsigned long long int ullmin(const unsigned long long int a, const unsigned long long int b);
extern __host__ __device__ __device_builtin__ float fminf(float x, float y) noexcept(true);
extern __host__ __device__ __device_builtin__ double fmin(double x, double y) noexcept(true);
extern __host__ __device__ __device_builtin__ int max(const int a, const int b);
extern __host__ __device__ __device_builtin__ unsigned int umax(const unsigned int a, const unsigned int b);
extern __host__ __device__ __device_builtin__ long long int llmax(const long long int a, const long long int b);
extern __host__ __device__ __device_builtin__ unsigned long long int ullmax(const unsigned long long int a, const unsigned long long int b);
extern __host__ __device__ __device_builtin__ float fmaxf(float x, float y) noexcept(true);
extern __host__ __device__ __device_builtin__ double fmax(double, double) noexcept(true);
extern __host__ __device__ __device_builtin__ double sin(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ double cos(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ void sincos(double x, double *sptr, double *cptr) noexcept(true);
extern __host__ __device__ __device_builtin__ void sincosf(float x, float *sptr, float *cptr) noexcept(true);
extern __host__ __device__ __device_builtin__ double tan(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ double sqrt(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ double rsqrt(double x);
extern __host__ __device__ __device_builtin__ float rsqrtf(float x);
extern __host__ __device__ __device_builtin__ double log2(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ double exp2(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float exp2f(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double exp10(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float exp10f(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double expm1(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float expm1f(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ float log2f(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double log10(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ double log(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ double log1p(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float log1pf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double floor(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ double exp(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ double cosh(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ double sinh(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ double tanh(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ double acosh(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float acoshf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double asinh(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float asinhf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double atanh(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float atanhf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double ldexp(double x, int exp) noexcept(true);
extern __host__ __device__ __device_builtin__ float ldexpf(float x, int exp) noexcept(true);
extern __host__ __device__ __device_builtin__ double logb(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float logbf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ int ilogb(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ int ilogbf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double scalbn(double x, int n) noexcept(true);
extern __host__ __device__ __device_builtin__ float scalbnf(float x, int n) noexcept(true);
extern __host__ __device__ __device_builtin__ double scalbln(double x, long int n) noexcept(true);
extern __host__ __device__ __device_builtin__ float scalblnf(float x, long int n) noexcept(true);
extern __host__ __device__ __device_builtin__ double frexp(double x, int *nptr) noexcept(true);
extern __host__ __device__ __device_builtin__ float frexpf(float x, int *nptr) noexcept(true);
extern __host__ __device__ __device_builtin__ double round(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float roundf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ long int lround(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ long int lroundf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ long long int llround(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ long long int llroundf(float x) noexcept(true);
#if defined(__CUDA_ARCH__)
extern __host__ __device__ __device_builtin__ double rint(double x) noexcept(true);
#else /* host side: glibc's declaration (the real header leaves rint to <math.h> there) */
extern double rint(double x) noexcept(true);
#endif
extern __host__ __device__ __device_builtin__ float rintf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ long int lrint(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ long int lrintf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ long long int llrint(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ long long int llrintf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double nearbyint(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float nearbyintf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double ceil(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ double trunc(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float truncf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double fdim(double x, double y) noexcept(true);
extern __host__ __device__ __device_builtin__ float fdimf(float x, float y) noexcept(true);
extern __host__ __device__ __device_builtin__ double atan2(double y, double x) noexcept(true);
extern __host__ __device__ __device_builtin__ double atan(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ double acos(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ double asin(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ double hypot(double x, double y) noexcept(true);
extern __device__ __device_builtin__ double rhypot(double x, double y) noexcept(true);
extern __host__ __device__ __device_builtin__ float hypotf(float x, float y) noexcept(true);
extern __device__ __device_builtin__ float rhypotf(float x, float y) noexcept(true);
extern __device__ __device_builtin__ double norm3d(double a, double b, double c) noexcept(true);
extern __device__ __device_builtin__ double rnorm3d(double a, double b, double c) noexcept(true);
extern __device__ __device_builtin__ double norm4d(double a, double b, double c, double d) noexcept(true);
extern __device__ __device_builtin__ double rnorm4d(double a, double b, double c, double d) noexcept(true);
__device__ __device_builtin__ double norm(int dim, double const * p) noexcept(true);
extern __device__ __device_builtin__ double rnorm(int dim, double const * p) noexcept(true);
extern __device__ __device_builtin__ float rnormf(int dim, float const * p) noexcept(true);
__device__ __device_builtin__ float normf(int dim, float const * p) noexcept(true);
extern __device__ __device_builtin__ float norm3df(float a, float b, float c) noexcept(true);
extern __device__ __device_builtin__ float rnorm3df(float a, float b, float c) noexcept(true);
extern __device__ __device_builtin__ float norm4df(float a, float b, float c, float d) noexcept(true);
extern __device__ __device_builtin__ float rnorm4df(float a, float b, float c, float d) noexcept(true);
extern __host__ __device__ __device_builtin__ double cbrt(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float cbrtf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double rcbrt(double x);
extern __host__ __device__ __device_builtin__ float rcbrtf(float x);
extern __host__ __device__ __device_builtin__ double sinpi(double x);
extern __host__ __device__ __device_builtin__ float sinpif(float x);
extern __host__ __device__ __device_builtin__ double cospi(double x);
extern __host__ __device__ __device_builtin__ float cospif(float x);
extern __host__ __device__ __device_builtin__ void sincospi(double x, double *sptr, double *cptr);
extern __host__ __device__ __device_builtin__ void sincospif(float x, float *sptr, float *cptr);
extern __host__ __device__ __device_builtin__ double pow(double x, double y) noexcept(true);
extern __host__ __device__ __device_builtin__ double modf(double x, double *iptr) noexcept(true);
extern __host__ __device__ __device_builtin__ double fmod(double x, double y) noexcept(true);
extern __host__ __device__ __device_builtin__ double remainder(double x, double y) noexcept(true);
extern __host__ __device__ __device_builtin__ float remainderf(float x, float y) noexcept(true);
extern __host__ __device__ __device_builtin__ double remquo(double x, double y, int *quo) noexcept(true);
extern __host__ __device__ __device_builtin__ float remquof(float x, float y, int *quo) noexcept(true);
extern __host__ __device__ __device_builtin__ double j0(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float j0f(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double j1(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float j1f(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double jn(int n, double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float jnf(int n, float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double y0(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float y0f(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double y1(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float y1f(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double yn(int n, double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float ynf(int n, float x) noexcept(true);
extern __device__ __device_builtin__ double cyl_bessel_i0(double x) noexcept(true);
extern __device__ __device_builtin__ float cyl_bessel_i0f(float x) noexcept(true);
extern __device__ __device_builtin__ double cyl_bessel_i1(double x) noexcept(true);
extern __device__ __device_builtin__ float cyl_bessel_i1f(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double erf(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float erff(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double erfinv(double x);
extern __host__ __device__ __device_builtin__ float erfinvf(float x);
extern __host__ __device__ __device_builtin__ double erfc(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float erfcf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double lgamma(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ double erfcinv(double x);
extern __host__ __device__ __device_builtin__ float erfcinvf(float x);
extern __host__ __device__ __device_builtin__ double normcdfinv(double x);
extern __host__ __device__ __device_builtin__ float normcdfinvf(float x);
extern __host__ __device__ __device_builtin__ double normcdf(double x);
extern __host__ __device__ __device_builtin__ float normcdff(float x);
extern __host__ __device__ __device_builtin__ double erfcx(double x);
extern __host__ __device__ __device_builtin__ float erfcxf(float x);
extern __host__ __device__ __device_builtin__ float lgammaf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double tgamma(double x) noexcept(true);
extern __host__ __device__ __device_builtin__ float tgammaf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ double copysign(double x, double y) noexcept(true);
extern __host__ __device__ __device_builtin__ float copysignf(float x, float y) noexcept(true);
extern __host__ __device__ __device_builtin__ double nextafter(double x, double y) noexcept(true);
extern __host__ __device__ __device_builtin__ float nextafterf(float x, float y) noexcept(true);
extern __host__ __device__ __device_builtin__ double nan(const char *tagp) noexcept(true);
extern __host__ __device__ __device_builtin__ float nanf(const char *tagp) noexcept(true);
extern __host__ __device__ __device_builtin__ int __isinff(float) noexcept(true);
extern __host__ __device__ __device_builtin__ int __isnanf(float) noexcept(true);
extern __host__ __device__ __device_builtin__ int __finite(double) noexcept(true);
extern __host__ __device__ __device_builtin__ int __finitef(float) noexcept(true);
extern __host__ __device__ __device_builtin__ int __signbit(double) noexcept(true);
extern __host__ __device__ __device_builtin__ int __isnan(double) noexcept(true);
extern __host__ __device__ __device_builtin__ int __isinf(double) noexcept(true);
extern __host__ __device__ __device_builtin__ int __signbitf(float) noexcept(true);
extern __host__ __device__ __device_builtin__ double fma(double x, double y, double z) noexcept(true);
extern __host__ __device__ __device_builtin__ float fmaf(float x, float y, float z) noexcept(true);
extern __host__ __device__ __device_builtin__ int __signbitl(long double) noexcept(true);
extern __host__ __device__ __device_builtin__ int __finitel(long double) noexcept(true);
extern __host__ __device__ __device_builtin__ int __isinfl(long double) noexcept(true);
extern __host__ __device__ __device_builtin__ int __isnanl(long double) noexcept(true);
extern __host__ __device__ __device_builtin__ float acosf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ float asinf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ float atanf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ float atan2f(float y, float x) noexcept(true);
extern __host__ __device__ __device_builtin__ float cosf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ float sinf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ float tanf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ float coshf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ float sinhf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ float tanhf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ float logf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ float expf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ float log10f(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ float modff(float x, float *iptr) noexcept(true);
extern __host__ __device__ __device_builtin__ float powf(float x, float y) noexcept(true);
extern __host__ __device__ __device_builtin__ float sqrtf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ float ceilf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ float floorf(float x) noexcept(true);
extern __host__ __device__ __device_builtin__ float fmodf(float x, float y) noexcept(true);
}

/* ---- math_functions.hpp: C++ overloads and inline definitions ---- */
static inline __host__ __device__ float exp10(const float a)
{
  return exp10f(a);
}
static inline __host__ __device__ float rsqrt(const float a)
{
  return rsqrtf(a);
}
static inline __host__ __device__ float rcbrt(const float a)
{
  return rcbrtf(a);
}
static inline __host__ __device__ float sinpi(const float a)
{
  return sinpif(a);
}
static inline __host__ __device__ float cospi(const float a)
{
  return cospif(a);
}
static inline __host__ __device__ void sincospi(const float a, float *const sptr, float *const cptr)
{
  sincospif(a, sptr, cptr);
}
static inline __host__ __device__ void sincos(const float a, float *const sptr, float *const cptr)
{
  sincosf(a, sptr, cptr);
}
static inline __host__ __device__ float j0(const float a)
{
  return j0f(a);
}
static inline __host__ __device__ float j1(const float a)
{
  return j1f(a);
}
static inline __host__ __device__ float jn(const int n, const float a)
{
  return jnf(n, a);
}
static inline __host__ __device__ float y0(const float a)
{
  return y0f(a);
}
static inline __host__ __device__ float y1(const float a)
{
  return y1f(a);
}
static inline __host__ __device__ float yn(const int n, const float a)
{
  return ynf(n, a);
}
static inline __device__ float cyl_bessel_i0(const float a)
{
  return cyl_bessel_i0f(a);
}
static inline __device__ float cyl_bessel_i1(const float a)
{
  return cyl_bessel_i1f(a);
}
static inline __host__ __device__ float erfinv(const float a)
{
  return erfinvf(a);
}
static inline __host__ __device__ float erfcinv(const float a)
{
  return erfcinvf(a);
}
static inline __host__ __device__ float normcdfinv(const float a)
{
  return normcdfinvf(a);
}
static inline __host__ __device__ float normcdf(const float a)
{
  return normcdff(a);
}
static inline __host__ __device__ float erfcx(const float a)
{
  return erfcxf(a);
}
static inline __host__ __device__ double copysign(const double a, const float b)
{
  return copysign(a, static_cast<double>(b));
}
static inline __host__ __device__ double copysign(const float a, const double b)
{
  return copysign(static_cast<double>(a), b);
}
namespace std { using ::copysign; }
static inline __host__ __device__ unsigned int min(const unsigned int a, const unsigned int b)
{
  return umin(a, b);
}
static inline __host__ __device__ unsigned int min(const int a, const unsigned int b)
{
  return umin(static_cast<unsigned int>(a), b);
}
static inline __host__ __device__ unsigned int min(const unsigned int a, const int b)
{
  return umin(a, static_cast<unsigned int>(b));
}
static inline __host__ __device__ long int min(const long int a, const long int b)
{
  long int retval;
  if (sizeof(long int) == sizeof(int)) {
    retval = static_cast<long int>(::min(static_cast<int>(a), static_cast<int>(b)));
  } else {
    retval = static_cast<long int>(llmin(static_cast<long long int>(a), static_cast<long long int>(b)));
  }
  return retval;
}
static inline __host__ __device__ unsigned long int min(const unsigned long int a, const unsigned long int b)
{
  unsigned long int retval;
  if (sizeof(unsigned long int) == sizeof(unsigned int)) {
    retval = static_cast<unsigned long int>(umin(static_cast<unsigned int>(a), static_cast<unsigned int>(b)));
  } else {
    retval = static_cast<unsigned long int>(ullmin(static_cast<unsigned long long int>(a), static_cast<unsigned long long int>(b)));
  }
  return retval;
}
static inline __host__ __device__ unsigned long int min(const long int a, const unsigned long int b)
{
  unsigned long int retval;
  if (sizeof(unsigned long int) == sizeof(unsigned int)) {
    retval = static_cast<unsigned long int>(umin(static_cast<unsigned int>(a), static_cast<unsigned int>(b)));
  } else {
    retval = static_cast<unsigned long int>(ullmin(static_cast<unsigned long long int>(a), static_cast<unsigned long long int>(b)));
  }
  return retval;
}
static inline __host__ __device__ unsigned long int min(const unsigned long int a, const long int b)
{
  unsigned long int retval;
  if (sizeof(unsigned long int) == sizeof(unsigned int)) {
    retval = static_cast<unsigned long int>(umin(static_cast<unsigned int>(a), static_cast<unsigned int>(b)));
  } else {
    retval = static_cast<unsigned long int>(ullmin(static_cast<unsigned long long int>(a), static_cast<unsigned long long int>(b)));
  }
  return retval;
}
static inline __host__ __device__ long long int min(const long long int a, const long long int b)
{
  return llmin(a, b);
}
static inline __host__ __device__ unsigned long long int min(const unsigned long long int a, const unsigned long long int b)
{
  return ullmin(a, b);
}
static inline __host__ __device__ unsigned long long int min(const long long int a, const unsigned long long int b)
{
  return ullmin(static_cast<unsigned long long int>(a), b);
}
static inline __host__ __device__ unsigned long long int min(const unsigned long long int a, const long long int b)
{
  return ullmin(a, static_cast<unsigned long long int>(b));
}
static inline __host__ __device__ float min(const float a, const float b)
{
  return fminf(a, b);
}
static inline __host__ __device__ double min(const double a, const double b)
{
  return fmin(a, b);
}
static inline __host__ __device__ double min(const float a, const double b)
{
  return fmin(static_cast<double>(a), b);
}
static inline __host__ __device__ double min(const double a, const float b)
{
  return fmin(a, static_cast<double>(b));
}
static inline __host__ __device__ unsigned int max(const unsigned int a, const unsigned int b)
{
  return umax(a, b);
}
static inline __host__ __device__ unsigned int max(const int a, const unsigned int b)
{
  return umax(static_cast<unsigned int>(a), b);
}
static inline __host__ __device__ unsigned int max(const unsigned int a, const int b)
{
  return umax(a, static_cast<unsigned int>(b));
}
static inline __host__ __device__ long int max(const long int a, const long int b)
{
  long int retval;
  if (sizeof(long int) == sizeof(int)) {
    retval = static_cast<long int>(::max(static_cast<int>(a), static_cast<int>(b)));
  } else {
    retval = static_cast<long int>(llmax(static_cast<long long int>(a), static_cast<long long int>(b)));
  }
  return retval;
}
static inline __host__ __device__ unsigned long int max(const unsigned long int a, const unsigned long int b)
{
  unsigned long int retval;
  if (sizeof(unsigned long int) == sizeof(unsigned int)) {
    retval = static_cast<unsigned long int>(umax(static_cast<unsigned int>(a), static_cast<unsigned int>(b)));
  } else {
    retval = static_cast<unsigned long int>(ullmax(static_cast<unsigned long long int>(a), static_cast<unsigned long long int>(b)));
  }
  return retval;
}
static inline __host__ __device__ unsigned long int max(const long int a, const unsigned long int b)
{
  unsigned long int retval;
  if (sizeof(unsigned long int) == sizeof(unsigned int)) {
    retval = static_cast<unsigned long int>(umax(static_cast<unsigned int>(a), static_cast<unsigned int>(b)));
  } else {
    retval = static_cast<unsigned long int>(ullmax(static_cast<unsigned long long int>(a), static_cast<unsigned long long int>(b)));
  }
  return retval;
}
static inline __host__ __device__ unsigned long int max(const unsigned long int a, const long int b)
{
  unsigned long int retval;
  if (sizeof(unsigned long int) == sizeof(unsigned int)) {
    retval = static_cast<unsigned long int>(umax(static_cast<unsigned int>(a), static_cast<unsigned int>(b)));
  } else {
    retval = static_cast<unsigned long int>(ullmax(static_cast<unsigned long long int>(a), static_cast<unsigned long long int>(b)));
  }
  return retval;
}
static inline __host__ __device__ long long int max(const long long int a, const long long int b)
{
  return llmax(a, b);
}
static inline __host__ __device__ unsigned long long int max(const unsigned long long int a, const unsigned long long int b)
{
  return ullmax(a, b);
}
static inline __host__ __device__ unsigned long long int max(const long long int a, const unsigned long long int b)
{
  return ullmax(static_cast<unsigned long long int>(a), b);
}
static inline __host__ __device__ unsigned long long int max(const unsigned long long int a, const long long int b)
{
  return ullmax(a, static_cast<unsigned long long int>(b));
}
static inline __host__ __device__ float max(const float a, const float b)
{
  return fmaxf(a, b);
}
static inline __host__ __device__ double max(const double a, const double b)
{
  return fmax(a, b);
}
static inline __host__ __device__ double max(const float a, const double b)
{
  return fmax(static_cast<double>(a), b);
}
static inline __host__ __device__ double max(const double a, const float b)
{
  return fmax(a, static_cast<double>(b));
}

#if !defined(__CUDA_ARCH__)
/* host side only: the real header defines these extern "C" functions inline */
inline __host__ __device__ int min(const int a, const int b)
{
  if (a < b) return a;
  return b;
}
inline __host__ __device__ unsigned int umin(const unsigned int a, const unsigned int b)
{
  if (a < b) return a;
  return b;
}
inline __host__ __device__ long long int llmin(const long long int a, const long long int b)
{
  if (a < b) return a;
  return b;
}
inline __host__ __device__ unsigned long long int ullmin(const unsigned long long int a,
                                                    const unsigned long long int b)
{
  if (a < b) return a;
  return b;
}
inline __host__ __device__ int max(const int a, const int b)
{
  if (a > b) return a;
  return b;
}
inline __host__ __device__ unsigned int umax(const unsigned int a, const unsigned int b)
{
  if (a > b) return a;
  return b;
}
inline __host__ __device__ long long int llmax(const long long int a, const long long int b)
{
  if (a > b) return a;
  return b;
}
inline __host__ __device__ unsigned long long int ullmax(const unsigned long long int a,
                                                    const unsigned long long int b)
{
  if (a > b) return a;
  return b;
}
#endif /* !__CUDA_ARCH__ */

#endif /* !__MATH_FUNCTIONS_H__ */
