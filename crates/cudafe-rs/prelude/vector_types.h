/*
 * cudafe-rs prelude: vector_types.h
 *
 * The built-in vector types of NVIDIA's vector_types.h (CUDA 13.5): charN,
 * ucharN, shortN, ushortN, intN, uintN, longN, ulongN, longlongN, ulonglongN,
 * floatN, doubleN (N = 1..4, plus the *4_16a / *4_32a variants), and dim3.
 * Same members, same alignment attributes, same __device_builtin__ marking;
 * the deprecated 4-element long/ulong/longlong/ulonglong/double types keep
 * their deprecation message.
 */
#if !defined(__VECTOR_TYPES_H__)
#define __VECTOR_TYPES_H__

#include "host_defines.h"

#define __VECTOR_TYPE_DEPRECATED__(msg) __attribute__((deprecated(msg)))

#define __cuda_builtin_vector_align8(tag, members) \
struct __device_builtin__ __align__(8) tag         \
{                                                  \
    members                                        \
}

struct __device_builtin__ char1
{
    signed char x;
};
struct __device_builtin__ uchar1
{
    unsigned char x;
};
struct __device_builtin__ __align__(2) char2
{
    signed char x, y;
};
struct __device_builtin__ __align__(2) uchar2
{
    unsigned char x, y;
};
struct __device_builtin__ char3
{
    signed char x, y, z;
};
struct __device_builtin__ uchar3
{
    unsigned char x, y, z;
};
struct __device_builtin__ __align__(4) char4
{
    signed char x, y, z, w;
};
struct __device_builtin__ __align__(4) uchar4
{
    unsigned char x, y, z, w;
};
struct __device_builtin__ short1
{
    short x;
};
struct __device_builtin__ ushort1
{
    unsigned short x;
};
struct __device_builtin__ __align__(4) short2
{
    short x, y;
};
struct __device_builtin__ __align__(4) ushort2
{
    unsigned short x, y;
};
struct __device_builtin__ short3
{
    short x, y, z;
};
struct __device_builtin__ ushort3
{
    unsigned short x, y, z;
};
__cuda_builtin_vector_align8(short4, short x; short y; short z; short w;);
__cuda_builtin_vector_align8(ushort4, unsigned short x; unsigned short y; unsigned short z; unsigned short w;);
struct __device_builtin__ int1
{
    int x;
};
struct __device_builtin__ uint1
{
    unsigned int x;
};
__cuda_builtin_vector_align8(int2, int x; int y;);
__cuda_builtin_vector_align8(uint2, unsigned int x; unsigned int y;);
struct __device_builtin__ int3
{
    int x, y, z;
};
struct __device_builtin__ uint3
{
    unsigned int x, y, z;
};
struct __device_builtin__ __builtin_align__(16) int4
{
    int x, y, z, w;
};
struct __device_builtin__ __builtin_align__(16) uint4
{
    unsigned int x, y, z, w;
};
struct __device_builtin__ long1
{
    long int x;
};
struct __device_builtin__ ulong1
{
    unsigned long x;
};
struct __device_builtin__ __align__(2*sizeof(long int)) long2
{
    long int x, y;
};
struct __device_builtin__ __align__(2*sizeof(unsigned long int)) ulong2
{
    unsigned long int x, y;
};
struct __device_builtin__ long3
{
    long int x, y, z;
};
struct __device_builtin__ ulong3
{
    unsigned long int x, y, z;
};
struct __VECTOR_TYPE_DEPRECATED__("use long4_16a or long4_32a")
__device_builtin__ __builtin_align__(16) long4
{
    long int x, y, z, w;
};
struct __VECTOR_TYPE_DEPRECATED__("use ulong4_16a or ulong4_32a")
__device_builtin__ __builtin_align__(16) ulong4
{
    unsigned long int x, y, z, w;
};
struct __device_builtin__ __builtin_align__(16) long4_16a
{
    long int x, y, z, w;
};
struct __device_builtin__ __builtin_align__(16) ulong4_16a
{
    unsigned long int x, y, z, w;
};
struct __device_builtin__ __builtin_align__(32) long4_32a
{
    long int x, y, z, w;
};
struct __device_builtin__ __builtin_align__(32) ulong4_32a
{
    unsigned long int x, y, z, w;
};
struct __device_builtin__ float1
{
    float x;
};
__cuda_builtin_vector_align8(float2, float x; float y;);
struct __device_builtin__ float3
{
    float x, y, z;
};
struct __device_builtin__ __builtin_align__(16) float4
{
    float x, y, z, w;
};
struct __device_builtin__ longlong1
{
    long long int x;
};
struct __device_builtin__ ulonglong1
{
    unsigned long long int x;
};
struct __device_builtin__ __builtin_align__(16) longlong2
{
    long long int x, y;
};
struct __device_builtin__ __builtin_align__(16) ulonglong2
{
    unsigned long long int x, y;
};
struct __device_builtin__ longlong3
{
    long long int x, y, z;
};
struct __device_builtin__ ulonglong3
{
    unsigned long long int x, y, z;
};
struct __VECTOR_TYPE_DEPRECATED__("use longlong4_16a or longlong4_32a")
__device_builtin__ __builtin_align__(16) longlong4
{
    long long int x, y, z, w;
};
struct __device_builtin__ __builtin_align__(16) longlong4_16a
{
    long long int x, y, z, w;
};
struct __device_builtin__ __builtin_align__(32) longlong4_32a
{
    long long int x, y, z, w;
};
struct __VECTOR_TYPE_DEPRECATED__("use ulonglong4_16a or ulonglong4_32a")
__device_builtin__ __builtin_align__(16) ulonglong4
{
    unsigned long long int x, y, z, w;
};
struct __device_builtin__ __builtin_align__(16) ulonglong4_16a
{
    unsigned long long int x, y, z, w;
};
struct __device_builtin__ __builtin_align__(32) ulonglong4_32a
{
    unsigned long long int x, y, z, w;
};
struct __device_builtin__ double1
{
    double x;
};
struct __device_builtin__ __builtin_align__(16) double2
{
    double x, y;
};
struct __device_builtin__ double3
{
    double x, y, z;
};
struct __VECTOR_TYPE_DEPRECATED__("use double4_16a or double4_32a")
__device_builtin__ __builtin_align__(16) double4
{
    double x, y, z, w;
};
struct __device_builtin__ __builtin_align__(16) double4_16a
{
    double x, y, z, w;
};
struct __device_builtin__ __builtin_align__(32) double4_32a
{
    double x, y, z, w;
};

/* C-style typedefs, as in the real header.  The deprecated types are typedef'd
   inside a diagnostic push/suppress, exactly as the real header does, so that
   only a *use* of them warns. */
typedef __device_builtin__ struct char1 char1;
typedef __device_builtin__ struct uchar1 uchar1;
typedef __device_builtin__ struct char2 char2;
typedef __device_builtin__ struct uchar2 uchar2;
typedef __device_builtin__ struct char3 char3;
typedef __device_builtin__ struct uchar3 uchar3;
typedef __device_builtin__ struct char4 char4;
typedef __device_builtin__ struct uchar4 uchar4;
typedef __device_builtin__ struct short1 short1;
typedef __device_builtin__ struct ushort1 ushort1;
typedef __device_builtin__ struct short2 short2;
typedef __device_builtin__ struct ushort2 ushort2;
typedef __device_builtin__ struct short3 short3;
typedef __device_builtin__ struct ushort3 ushort3;
typedef __device_builtin__ struct short4 short4;
typedef __device_builtin__ struct ushort4 ushort4;
typedef __device_builtin__ struct int1 int1;
typedef __device_builtin__ struct uint1 uint1;
typedef __device_builtin__ struct int2 int2;
typedef __device_builtin__ struct uint2 uint2;
typedef __device_builtin__ struct int3 int3;
typedef __device_builtin__ struct uint3 uint3;
typedef __device_builtin__ struct int4 int4;
typedef __device_builtin__ struct uint4 uint4;
typedef __device_builtin__ struct long1 long1;
typedef __device_builtin__ struct ulong1 ulong1;
typedef __device_builtin__ struct long2 long2;
typedef __device_builtin__ struct ulong2 ulong2;
typedef __device_builtin__ struct long3 long3;
typedef __device_builtin__ struct ulong3 ulong3;
#pragma nv_diagnostic push
#pragma nv_diag_suppress 20199
#pragma nv_diag_suppress 1444
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
typedef __device_builtin__ struct long4 __VECTOR_TYPE_DEPRECATED__("use long4_16a or long4_32a") long4;
#pragma GCC diagnostic pop
#pragma nv_diagnostic pop
#pragma nv_diagnostic push
#pragma nv_diag_suppress 20199
#pragma nv_diag_suppress 1444
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
typedef __device_builtin__ struct ulong4 __VECTOR_TYPE_DEPRECATED__("use ulong4_16a or ulong4_32a") ulong4;
#pragma GCC diagnostic pop
#pragma nv_diagnostic pop
typedef __device_builtin__ struct long4_16a long4_16a;
typedef __device_builtin__ struct ulong4_16a ulong4_16a;
typedef __device_builtin__ struct long4_32a long4_32a;
typedef __device_builtin__ struct ulong4_32a ulong4_32a;
typedef __device_builtin__ struct float1 float1;
typedef __device_builtin__ struct float2 float2;
typedef __device_builtin__ struct float3 float3;
typedef __device_builtin__ struct float4 float4;
typedef __device_builtin__ struct longlong1 longlong1;
typedef __device_builtin__ struct ulonglong1 ulonglong1;
typedef __device_builtin__ struct longlong2 longlong2;
typedef __device_builtin__ struct ulonglong2 ulonglong2;
typedef __device_builtin__ struct longlong3 longlong3;
typedef __device_builtin__ struct ulonglong3 ulonglong3;
#pragma nv_diagnostic push
#pragma nv_diag_suppress 20199
#pragma nv_diag_suppress 1444
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
typedef __device_builtin__ struct longlong4 __VECTOR_TYPE_DEPRECATED__("use longlong4_16a or longlong4_32a") longlong4;
#pragma GCC diagnostic pop
#pragma nv_diagnostic pop
typedef __device_builtin__ struct longlong4_16a longlong4_16a;
typedef __device_builtin__ struct longlong4_32a longlong4_32a;
#pragma nv_diagnostic push
#pragma nv_diag_suppress 20199
#pragma nv_diag_suppress 1444
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
typedef __device_builtin__ struct ulonglong4 __VECTOR_TYPE_DEPRECATED__("use ulonglong4_16a or ulonglong4_32a") ulonglong4;
#pragma GCC diagnostic pop
#pragma nv_diagnostic pop
typedef __device_builtin__ struct ulonglong4_16a ulonglong4_16a;
typedef __device_builtin__ struct ulonglong4_32a ulonglong4_32a;
typedef __device_builtin__ struct double1 double1;
typedef __device_builtin__ struct double2 double2;
typedef __device_builtin__ struct double3 double3;
#pragma nv_diagnostic push
#pragma nv_diag_suppress 20199
#pragma nv_diag_suppress 1444
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
typedef __device_builtin__ struct double4 __VECTOR_TYPE_DEPRECATED__("use double4_16a or double4_32a") double4;
#pragma GCC diagnostic pop
#pragma nv_diagnostic pop
typedef __device_builtin__ struct double4_16a double4_16a;
typedef __device_builtin__ struct double4_32a double4_32a;

/* dim3: what kernel launches and blockDim/gridDim use.  The default arguments
   of the first constructor are why `k<<<1>>>()` and `dim3 b(16, 16)` work. */
struct __device_builtin__ dim3
{
    unsigned int x, y, z;
    __host__ __device__ constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1) : x(vx), y(vy), z(vz) {}
    __host__ __device__ constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
    __host__ __device__ constexpr operator uint3(void) const { return uint3{x, y, z}; }
};

typedef __device_builtin__ struct dim3 dim3;

#endif /* !__VECTOR_TYPES_H__ */
