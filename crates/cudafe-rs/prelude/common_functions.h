/*
 * cudafe-rs prelude: common_functions.h
 *
 * What NVIDIA's crt/common_functions.h (CUDA 13.5) provides, plus the small
 * part of the C library that the real cuda_runtime.h makes visible through its
 * own #include <stdlib.h>, <string.h>, <time.h> (and, on the device side only,
 * <stdio.h>, <assert.h>, <new>).
 *
 * Every C library function is declared exactly as glibc declares it in C++
 * (`noexcept(true)` is glibc's __THROW; `__restrict` and GNU attributes are left
 * out, they do not take part in redeclaration), so a program that later
 * includes <cstdio>, <cstdlib>, <cstring>, ... redeclares them compatibly.
 *
 * Host side (no __CUDA_ARCH__, cudafe++'s pass) versus device side (cicc's
 * pass), as with the real headers:
 *  - memcpy, memset, clock are `__host__ __device__` on both sides;
 *  - printf, malloc, free, __assert_fail are `__host__ __device__` on the
 *    device side only.  On the host side printf is not declared at all (the
 *    real headers do not include <stdio.h> there), malloc/free are glibc's
 *    host functions, and `assert` is not defined: a program must include
 *    <cstdio>/<cassert> itself, as with nvcc;
 *  - the device side also gets placement new/delete and the global
 *    operator new/delete as `__host__ __device__`.
 */
#if !defined(__COMMON_FUNCTIONS_H__)
#define __COMMON_FUNCTIONS_H__

#include "host_defines.h"

#define __CUDACC_VER__ "__CUDACC_VER__ is no longer supported.  Use __CUDACC_VER_MAJOR__, __CUDACC_VER_MINOR__, and __CUDACC_VER_BUILD__ instead."
#ifndef __CUDA_API_VER_MAJOR__
#define __CUDA_API_VER_MAJOR__ __CUDACC_VER_MAJOR__
#endif
#ifndef __CUDA_API_VER_MINOR__
#define __CUDA_API_VER_MINOR__ __CUDACC_VER_MINOR__
#endif

#if !defined(__CUDAFE_PRELUDE_SIZE_T)
#define __CUDAFE_PRELUDE_SIZE_T
typedef __SIZE_TYPE__ size_t;
namespace std { typedef __SIZE_TYPE__ size_t; }
#endif

/* ---- <stddef.h>, <stdlib.h>, <time.h> (glibc, x86-64) ---- */
#ifndef NULL
#define NULL __null
#endif
#define EXIT_FAILURE 1
#define EXIT_SUCCESS 0
#define RAND_MAX 2147483647
typedef long int time_t;
typedef long int clock_t;

extern "C"
{
/* <stdlib.h> (malloc and free: see below) */
extern void *calloc(size_t __nmemb, size_t __size) noexcept(true);
extern void *realloc(void *__ptr, size_t __size) noexcept(true);
extern void exit(int __status) noexcept(true) __attribute__((__noreturn__));
extern void abort(void) noexcept(true) __attribute__((__noreturn__));
extern int atexit(void (*__func)(void)) noexcept(true);
extern int atoi(const char *__nptr) noexcept(true);
extern long int atol(const char *__nptr) noexcept(true);
extern double atof(const char *__nptr) noexcept(true);
extern long int strtol(const char *__nptr, char **__endptr, int __base) noexcept(true);
extern unsigned long int strtoul(const char *__nptr, char **__endptr, int __base) noexcept(true);
extern double strtod(const char *__nptr, char **__endptr) noexcept(true);
extern float strtof(const char *__nptr, char **__endptr) noexcept(true);
extern int rand(void) noexcept(true);
extern void srand(unsigned int __seed) noexcept(true);
extern char *getenv(const char *__name) noexcept(true);
extern int system(const char *__command);
extern int posix_memalign(void **__memptr, size_t __alignment, size_t __size) noexcept(true);
extern void *aligned_alloc(size_t __alignment, size_t __size) noexcept(true);
/* <string.h> (memcpy and memset: see below) */
extern void *memmove(void *__dest, const void *__src, size_t __n) noexcept(true);
extern int memcmp(const void *__s1, const void *__s2, size_t __n) noexcept(true);
extern size_t strlen(const char *__s) noexcept(true);
extern int strcmp(const char *__s1, const char *__s2) noexcept(true);
extern int strncmp(const char *__s1, const char *__s2, size_t __n) noexcept(true);
extern char *strcpy(char *__dest, const char *__src) noexcept(true);
extern char *strncpy(char *__dest, const char *__src, size_t __n) noexcept(true);
extern char *strcat(char *__dest, const char *__src) noexcept(true);
/* <time.h> (clock: see below) */
extern time_t time(time_t *__timer) noexcept(true);
}

/* ---- crt/common_functions.h ---- */
extern "C"
{
extern __host__ __device__ __device_builtin__ __cudart_builtin__ clock_t clock(void) noexcept(true);
extern __host__ __device__ __device_builtin__ __cudart_builtin__ void* memset(void*, int, size_t) noexcept(true);
extern __host__ __device__ __device_builtin__ __cudart_builtin__ void* memcpy(void*, const void*, size_t) noexcept(true);
}

#if defined(__CUDA_ARCH__)

extern __host__ __device__ __cudart_builtin__ void* operator new(std::size_t, void*) throw();
extern __host__ __device__ __cudart_builtin__ void* operator new[](std::size_t, void*) throw();
extern __host__ __device__ __cudart_builtin__ void operator delete(void*, void*) throw();
extern __host__ __device__ __cudart_builtin__ void operator delete[](void*, void*) throw();
extern __host__ __device__ __cudart_builtin__ void operator delete(void*, std::size_t) throw();
extern __host__ __device__ __cudart_builtin__ void operator delete[](void*, std::size_t) throw();

extern "C"
{
extern __host__ __device__ __device_builtin__ __cudart_builtin__ int printf(const char*, ...);
extern __host__ __device__ __cudart_builtin__ void* malloc(size_t) noexcept(true);
extern __host__ __device__ __cudart_builtin__ void free(void*) noexcept(true);
extern __host__ __device__ __cudart_builtin__ void __assert_fail(
  const char *, const char *, unsigned int, const char *)
  noexcept(true);
}

/* <assert.h> as glibc defines it for C++ (minus `__extension__`).  _ASSERT_H makes
   a later #include <assert.h> #undef and redefine it without a warning. */
#define _ASSERT_H 1
#ifdef NDEBUG
#define assert(expr) (static_cast<void>(0))
#else
#define assert(expr) \
     (static_cast <bool> (expr) \
      ? void (0) \
      : __assert_fail (#expr, __FILE__, __LINE__, __PRETTY_FUNCTION__))
#endif

extern __host__ __device__ __cudart_builtin__ void* operator new(std::size_t);
extern __host__ __device__ __cudart_builtin__ void* operator new[](std::size_t);
extern __host__ __device__ __cudart_builtin__ void operator delete(void*) throw();
extern __host__ __device__ __cudart_builtin__ void operator delete[](void*) throw();

#else /* !__CUDA_ARCH__ */

extern "C"
{
extern void *malloc(size_t __size) noexcept(true);
extern void free(void *__ptr) noexcept(true);
}

#endif /* __CUDA_ARCH__ */

#endif /* !__COMMON_FUNCTIONS_H__ */
